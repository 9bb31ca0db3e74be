import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form-fields/input-field';
import { toast } from '@/components/ui/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { PendingButton } from '@/components/ui/pending-button';
import { errorMessage, ValidationError } from '@/data/errors';
import { accountMessages } from '@/domain/messages';
import { passwordChangeInputSchema, type PasswordChangeInput } from '@/domain/validation';
import { useChangePassword } from '../api/use-change-password';

const EMPTY: PasswordChangeInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'oldPassword', label: 'Kata Sandi Lama', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Kata Sandi Baru', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Konfirmasi Kata Sandi Baru', autoComplete: 'new-password' },
] as const;

/** Props of {@link PasswordCard}. */
export interface PasswordCardProps {
  /** The success toast (default 'Kata sandi berhasil diubah!'; the admin's screen passes its own). */
  successMessage?: string;
  /** The section's element id, for in-page links (default 'kata-sandi'). */
  id?: string;
}

/**
 * The password section (spec section 5, "Password change"; docs/product/ui-names.md): `Kata Sandi Lama`,
 * `Kata Sandi Baru`, `Konfirmasi Kata Sandi Baru` and `Ubah Kata Sandi`. Every attempt goes to the
 * data layer, which checks in the spec's order and logs it (so nothing is pre-checked here); the
 * first failure shows inline on its field (which gets focus) and as a toast. Success toasts the
 * success message and clears the three fields. The button shows progress while hashing.
 */
export function PasswordCard({ successMessage = accountMessages.passwordChanged, id = 'kata-sandi' }: PasswordCardProps) {
  const titleId = useId();
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInputSchema),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      toast.success(successMessage);
    } catch (error) {
      if (error instanceof ValidationError) {
        const field = FIELDS.find((f) => error.fieldErrors[f.name]);
        if (field) form.setError(field.name, { message: error.fieldErrors[field.name] }, { shouldFocus: true });
      }
      toast.error(errorMessage(error));
    }
  });

  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Ubah Kata Sandi</CardTitle>
          <CardDescription>Masukkan kata sandi lama Anda, lalu kata sandi baru (minimal 6 karakter).</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
              {FIELDS.map(({ name, label, autoComplete }) => (
                <InputField
                  key={name}
                  control={form.control}
                  name={name}
                  label={label}
                  type="password"
                  autoComplete={autoComplete}
                />
              ))}
              <PendingButton type="submit" pending={change.isPending} className="self-start">
                Ubah Kata Sandi
              </PendingButton>
            </form>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
