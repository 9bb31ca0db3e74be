import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, SubmitErrorHandler } from 'react-hook-form';
import { useRecordForm } from '@/components/form-fields/use-record-form';
import type { SettingsFormSectionProps } from '@/components/form-fields/section-form';
import { sectionFormState } from '@/components/form-fields/use-section-submit';
import type { StoreSettings } from '@/data';
import { SETTINGS_SECTIONS } from '@/domain/settings/changes';
import type { SettingsSectionInputs, SettingsSectionKey } from '@/domain/settings/sections';
import { useSaveSettingsSection } from '../api/use-save-settings-section';
import { SETTINGS_CARDS } from '../lib/settings-cards';

/** How a back-office card shows its settings section in a form. */
export interface SettingsCardOptions<K extends SettingsSectionKey, TFieldValues extends FieldValues> {
  /** The form's values from the store settings (a stable function: the form follows `store` through it). */
  toValues: (store: StoreSettings) => TFieldValues;
  /** The fields that can show the data layer's message, in display order (none: the toast only). */
  fields: readonly FieldPath<TFieldValues>[];
  /** The form's validation when its fields are not the section's input (default: the section's schema). */
  resolver?: Resolver<TFieldValues, unknown, SettingsSectionInputs[K]>;
  /** Runs when the form's own validation refuses the values. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
}

/**
 * The validation of section `key`'s form by the section's schema, whose input is the form's
 * values and whose output is what the port saves (one cast: zod cannot tell a generic section's
 * schema apart).
 */
function sectionResolver<K extends SettingsSectionKey, TFieldValues extends FieldValues>(key: K) {
  return zodResolver(SETTINGS_SECTIONS[key].schema) as unknown as Resolver<TFieldValues, unknown, SettingsSectionInputs[K]>;
}

/** Props of a settings card. */
export interface SettingsCardProps {
  /** The current store settings (the card's section among them). */
  store: StoreSettings;
}

/**
 * A back-office settings card for section `key` (src/domain/settings/sections.ts): its texts
 * (../lib/settings-cards.ts) and a form over `toValues(store)` that follows the stored settings
 * (keeping the admin's edits), validated by the section's schema; its submit saves through
 * `data.settings.saveSection`, resets the form to what was saved and toasts the section's success
 * message (src/domain/settings/changes.ts); a refusal shows the data layer's messages under
 * `fields` and as an error toast.
 * @param key - the section.
 * @param store - the current store settings.
 * @param options - the form's values, fields, and optionally its own resolver and invalid handler.
 * @returns the props of a `SettingsFormSection` but its fields (`children`).
 */
export function useSettingsCard<K extends SettingsSectionKey, TFieldValues extends FieldValues>(
  key: K,
  store: StoreSettings,
  { toValues, fields, resolver, onInvalid }: SettingsCardOptions<K, TFieldValues>,
): Omit<SettingsFormSectionProps<TFieldValues, SettingsSectionInputs[K]>, 'children'> {
  const save = useSaveSettingsSection(key);
  const values = useMemo(() => toValues(store), [toValues, store]);
  const form = useRecordForm(resolver ?? sectionResolver<K, TFieldValues>(key), values);
  const { id, title, description, submitLabel } = SETTINGS_CARDS[key];
  const state = sectionFormState(form, save, {
    success: SETTINGS_SECTIONS[key].saved,
    fields,
    onSaved: (saved) => form.reset(toValues(saved)),
    onInvalid,
  });
  return { id, title, description, submitLabel, ...state };
}
