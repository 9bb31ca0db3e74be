import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form-fields/input-field';
import { toast } from '@/components/ui/toast';
import { HookForm } from '@/components/form-fields/hook-form';
import { DataError, ValidationError } from '@/data/errors';
import { messages } from '@/shared/messages';
import type { SessionUser } from '@/domain/core/records';
import { loginInputSchema, type LoginInput } from '@/domain/accounts/inputs';
import { useLogin } from '../api/use-login';
import { SubmitButton } from './submit-button';
import { UsernameField } from './username-field';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with the signed-in user after a successful login (the page decides where to go). */
  onSuccess: (user: SessionUser) => void;
}

/**
 * The login form (spec section 5, "Login"; docs/product/ui-names.md "Auth"): fields `Username` and
 * `Password`, button `Masuk`. Wrong credentials show 'Username atau password salah.' inline and a
 * toast with the error (or 'Gagal masuk. Periksa username dan password Anda.'). A welcome toast
 * follows a successful login.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const formError = form.formState.errors.root?.message;

  const submit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(
      (user) => {
        toast.success(messages.auth.loginSuccess(user.username));
        onSuccess(user);
      },
      (error: unknown) => {
        if (error instanceof ValidationError)
          form.setError('root', { message: messages.auth.loginInvalid });
        toast.error(
          error instanceof DataError && error.message ? error.message : messages.auth.loginFailed,
        );
      },
    ),
  );

  return (
    <HookForm form={form} onSubmit={submit} className="grid gap-4" aria-label="Formulir masuk">
      <UsernameField control={form.control} name="username" />
      <InputField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <SubmitButton pending={login.isPending}>Masuk</SubmitButton>
    </HookForm>
  );
}
