import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form-fields/input-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import { sectionFormState } from '@/components/form-fields/use-section-submit';
import { accountMessages } from '@/shared/messages-account';
import { passwordChangeInputSchema, type PasswordChangeInput } from '@/domain/accounts/inputs';
import { useChangePassword } from '../api/use-change-password';

const EMPTY: PasswordChangeInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'oldPassword', label: 'Kata Sandi Lama', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Kata Sandi Baru', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Konfirmasi Kata Sandi Baru', autoComplete: 'new-password' },
] as const;

const FIELD_NAMES = FIELDS.map((field) => field.name);

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
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInputSchema),
    defaultValues: EMPTY,
  });

  const section = sectionFormState(form, change, {
    success: successMessage,
    // The data layer names only the first field that failed its check.
    fields: FIELD_NAMES,
    focus: 'first',
    onSaved: () => form.reset(EMPTY),
  });

  return (
    <SettingsFormSection
      id={id}
      title="Ubah Kata Sandi"
      description="Masukkan kata sandi lama Anda, lalu kata sandi baru (minimal 6 karakter)."
      submitLabel="Ubah Kata Sandi"
      {...section}
    >
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
    </SettingsFormSection>
  );
}
