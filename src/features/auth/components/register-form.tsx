import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/form-fields/email-field';
import { InputField } from '@/components/form-fields/input-field';
import { showFieldErrors } from '@/components/form-fields/show-field-errors';
import { toast } from '@/components/ui/toast';
import { HookForm } from '@/components/form-fields/hook-form';
import { DataError, ValidationError } from '@/data/errors';
import { messages } from '@/shared/messages';
import { registerInputSchema, type RegisterInput } from '@/domain/accounts/inputs';
import { useRegister } from '../api/use-register';
import { SubmitButton } from './submit-button';
import { UsernameField } from './username-field';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Called after the account was created and the success toast shown (the page goes to /login). */
  onSuccess: () => void;
}

const FIELDS = ['username', 'email', 'password'] as const;

/**
 * The registration form (spec section 5, "Registration"; docs/product/ui-names.md "Auth"): fields `Username`,
 * `Email`, `Password`, button `Daftar`. Input rules come from `registerInputSchema`; a taken
 * username or e-mail ('Username sudah digunakan.' / 'Email sudah digunakan.') is shown on its field
 * and as a toast. Success toasts 'Registrasi berhasil! Silakan masuk.'; any other failure toasts
 * the error or 'Registrasi gagal. Silakan coba lagi.'.
 */
export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const register = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const submit = form.handleSubmit((values) =>
    register.mutateAsync(values).then(
      () => {
        toast.success(messages.auth.registerSuccess);
        onSuccess();
      },
      (error: unknown) => {
        if (error instanceof ValidationError) {
          showFieldErrors(form.setError, error.fieldErrors, FIELDS, 'first');
        }
        toast.error(
          error instanceof DataError && error.message
            ? error.message
            : messages.auth.registerFailed,
        );
      },
    ),
  );

  return (
    <HookForm
      form={form}
      onSubmit={submit}
      className="grid gap-4"
      aria-label="Formulir pendaftaran"
    >
      <UsernameField control={form.control} name="username" />
      <EmailField control={form.control} name="email" inputMode="email" />
      <InputField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={register.isPending}>Daftar</SubmitButton>
    </HookForm>
  );
}
