import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { InputField } from '@/components/form-fields/input-field';

/** Props of {@link UsernameField}. */
export interface UsernameFieldProps<TFieldValues extends FieldValues> {
  /** The `control` of the form's `useForm()` result. */
  control: Control<TFieldValues, unknown>;
  /** The form's username field (`username` in the login and registration inputs). */
  name: FieldPath<TFieldValues>;
}

/**
 * The `Username` field of the login and registration forms (spec section 5, "Login",
 * "Registration"): autofilled as `username`, never auto-capitalised nor spell-checked, with its
 * inline validation message.
 */
export function UsernameField<TFieldValues extends FieldValues>({
  control,
  name,
}: UsernameFieldProps<TFieldValues>) {
  return (
    <InputField
      control={control}
      name={name}
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
