import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { HookForm } from './hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { SettingsSection, type SettingsSectionProps } from '@/components/ui/settings-section';

/** Props of {@link SectionForm}. */
export interface SectionFormProps<TFieldValues extends FieldValues, TTransformedValues> {
  /** The form's `useForm()` result (its provider wraps the fields). */
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** The submit handler, e.g. `form.handleSubmit(...)`'s result. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while saving: the submit button is disabled, busy and shows a spinner. */
  pending: boolean;
  /** The submit button's text and accessible name, e.g. 'Simpan Profil'. */
  submitLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a settings section (profile, password, store settings): the react-hook-form
 * provider around a `noValidate` form (the schema's inline messages replace the browser's) that
 * stacks `children` and ends with the submit {@link PendingButton} `submitLabel`, at the start.
 */
export function SectionForm<TFieldValues extends FieldValues, TTransformedValues>({
  form,
  onSubmit,
  pending,
  submitLabel,
  children,
}: SectionFormProps<TFieldValues, TTransformedValues>) {
  return (
    <HookForm form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <PendingButton type="submit" pending={pending} className="self-start">
        {submitLabel}
      </PendingButton>
    </HookForm>
  );
}

/** Props of {@link SettingsFormSection}. */
export type SettingsFormSectionProps<TFieldValues extends FieldValues, TTransformedValues> =
  SectionFormProps<TFieldValues, TTransformedValues> &
    Pick<SettingsSectionProps, 'id' | 'title' | 'description'>;

/**
 * A settings section that is one form (the profile, the password): a {@link SettingsSection}
 * `id`, `title` and `description` holding a {@link SectionForm} of `children`.
 * @returns the section. Throws nothing.
 */
export function SettingsFormSection<TFieldValues extends FieldValues, TTransformedValues>({
  id,
  title,
  description,
  ...form
}: SettingsFormSectionProps<TFieldValues, TTransformedValues>) {
  return (
    <SettingsSection id={id} title={title} description={description}>
      <SectionForm {...form} />
    </SettingsSection>
  );
}
