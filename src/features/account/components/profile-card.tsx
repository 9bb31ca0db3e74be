import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUploadField } from '@/components/form-fields/image-upload-field';
import { EmailField } from '@/components/form-fields/email-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import { sectionFormState } from '@/components/form-fields/use-section-submit';
import { useRecordForm } from '@/components/form-fields/use-record-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { accountMessages } from '@/shared/messages-account';
import type { SessionUser } from '@/domain/core/records';
import { profileInputSchema, type ProfileInput } from '@/domain/accounts/inputs';
import { AVATAR_IMAGE } from '@/lib/image';
import { useUpdateProfile } from '../api/use-update-profile';
import { EmailVerificationStatus } from './email-verification-status';

const PROFILE_FIELDS = ['email', 'profileImage'] as const;

/** Props of {@link ProfileCard}. */
export interface ProfileCardProps {
  /** The signed-in user (session copy). */
  user: SessionUser;
  /** The success toast (default 'Profil berhasil diperbarui!'; the admin's screen passes its own). */
  successMessage?: string;
  /** The section's element id, for in-page links (default 'profil'). */
  id?: string;
}

/**
 * The profile section (spec sections 2 and 5; docs/product/ui-names.md "Buyer settings"): `Username`
 * (read-only), `Email`, `Foto Profil` (downscaled and re-encoded before storing) and
 * `Simpan Profil`; in server mode a buyer's saved e-mail shows 'Terverifikasi' or 'Belum
 * diverifikasi' with `Kirim Ulang Tautan Verifikasi` (docs/decisions/022, {@link EmailVerificationStatus}).
 * Saving toasts the success message; the session copy follows at once, so the
 * header avatar changes. The data layer's field errors (e.g. 'Email sudah digunakan.') show
 * inline and as a toast. Edits in another tab refresh the untouched fields.
 */
export function ProfileCard({ user, successMessage = accountMessages.profileUpdated, id = 'profil' }: ProfileCardProps) {
  const usernameId = useId();
  const update = useUpdateProfile();
  const values = useMemo(() => ({ email: user.email, profileImage: user.profileImage }), [user.email, user.profileImage]);
  const form = useRecordForm<ProfileInput>(zodResolver(profileInputSchema), values);

  const section = sectionFormState(form, update, {
    success: successMessage,
    // The e-mail field takes focus; the picture field cannot.
    fields: PROFILE_FIELDS,
    focus: 'first',
  });

  return (
    <SettingsFormSection
      id={id}
      title="Profil"
      description="E-mail dan foto profil yang tampil di akun Anda."
      submitLabel="Simpan Profil"
      {...section}
    >
      <div className="grid gap-2">
        <Label htmlFor={usernameId}>Username</Label>
        <Input id={usernameId} value={user.username} readOnly autoComplete="username" className="bg-muted" />
      </div>
      <EmailField control={form.control} name="email" spellCheck={false} />
      {/* Server mode only (browser mode verifies no address, decision 022), for a buyer's saved e-mail. */}
      {user.emailVerified !== undefined && user.role === 'buyer' && user.email ? (
        <EmailVerificationStatus verified={user.emailVerified} />
      ) : null}
      <ImageUploadField
        control={form.control}
        name="profileImage"
        label="Foto Profil"
        preset={AVATAR_IMAGE}
        shape="circle"
      />
    </SettingsFormSection>
  );
}
