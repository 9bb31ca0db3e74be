import type { FieldPath, FieldValues } from 'react-hook-form';
import { InputField, type InputFieldProps } from './input-field';

/** Props of {@link EmailField}: those of {@link InputField} but its label, type and autofill. */
export type EmailFieldProps<T extends FieldValues, N extends FieldPath<T>, R = T> = Omit<
  InputFieldProps<T, N, R>,
  'label' | 'type' | 'autoComplete'
>;

/**
 * The `Email` field of a form (registration, profile): an {@link InputField} of type `email`,
 * autofilled as `email`; other `<input>` attributes (`inputMode`, `spellCheck`) pass through.
 * Must sit inside a `Form`. Throws nothing.
 */
export function EmailField<T extends FieldValues, N extends FieldPath<T>, R = T>(
  props: EmailFieldProps<T, N, R>,
) {
  return <InputField label="Email" type="email" autoComplete="email" {...props} />;
}
