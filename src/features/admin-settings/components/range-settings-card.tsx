import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { WholeNumberField } from '@/components/form-fields/whole-number-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import type { StoreSettings } from '@/data';
import type { SettingsSectionInputs, SettingsSectionKey } from '@/domain/settings/sections';
import { useSettingsCard } from '../hooks/use-settings-card';

/** A whole-number setting: its field, label, description and allowed range. */
export interface RangeSetting<TFieldValues extends FieldValues> {
  name: FieldPath<TFieldValues>;
  label: string;
  description: string;
  range: { min: number; max: number };
}

/** Props of {@link RangeSettingsCard}. */
export interface RangeSettingsCardProps<K extends SettingsSectionKey, TFieldValues extends FieldValues> {
  /** The settings section the card edits (its texts, validation and save: {@link useSettingsCard}). */
  section: K;
  /** The current store settings. */
  store: StoreSettings;
  /** The form's values from the store settings (a stable function). */
  toValues: (store: StoreSettings) => TFieldValues;
  /** The whole-number settings, in display order. */
  settings: readonly RangeSetting<TFieldValues>[];
  /** Fields after the numbers (their names in `extraFields`), e.g. a switch. */
  children?: (control: Control<TFieldValues, unknown, SettingsSectionInputs[K]>) => ReactNode;
  extraFields?: readonly FieldPath<TFieldValues>[];
}

/**
 * A settings card of whole numbers (the order limits, the order flow's hours and days, the
 * low-stock mark): one {@link WholeNumberField} per setting, then `children`; the data layer's
 * field messages show under the settings' fields and `extraFields`.
 */
export function RangeSettingsCard<K extends SettingsSectionKey, TFieldValues extends FieldValues>({
  section,
  store,
  toValues,
  settings,
  children,
  extraFields = [],
}: RangeSettingsCardProps<K, TFieldValues>) {
  const fields = [...settings.map((setting) => setting.name), ...extraFields];
  const card = useSettingsCard(section, store, { toValues, fields });
  const { control } = card.form;
  return (
    <SettingsFormSection {...card}>
      {settings.map((setting) => (
        <WholeNumberField key={setting.name} control={control} {...setting} />
      ))}
      {children?.(control)}
    </SettingsFormSection>
  );
}
