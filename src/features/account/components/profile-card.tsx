import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/form-fields/image-upload-field';
import { InputField } from '@/components/form-fields/input-field';
import { toast } from '@/components/ui/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { errorMessage, ValidationError } from '@/data/errors';
import { accountMessages } from '@/domain/messages';
import type { SessionUser } from '@/domain/schemas';
import { profileInputSchema, type ProfileInput } from '@/domain/validation';
import { AVATAR_IMAGE } from '@/lib/image';
import { useUpdateProfile } from '../api/use-update-profile';

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
 * `Simpan Profil`. Saving toasts the success message; the session copy follows at once, so the
 * header avatar changes. The data layer's field errors (e.g. 'Email sudah digunakan.') show
 * inline and as a toast. Edits in another tab refresh the untouched fields.
 */
export function ProfileCard({ user, successMessage = accountMessages.profileUpdated, id = 'profil' }: ProfileCardProps) {
  const titleId = useId();
  const usernameId = useId();
  const update = useUpdateProfile();
  const values = useMemo(() => ({ email: user.email, profileImage: user.profileImage }), [user.email, user.profileImage]);
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success(successMessage);
    } catch (error) {
      if (error instanceof ValidationError) {
        for (const field of PROFILE_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) form.setError(field, { message }, { shouldFocus: field === 'email' });
        }
      }
      toast.error(errorMessage(error));
    }
  });

  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Profil</CardTitle>
          <CardDescription>E-mail dan foto profil yang tampil di akun Anda.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
              <div className="grid gap-2">
                <Label htmlFor={usernameId}>Username</Label>
                <Input id={usernameId} value={user.username} readOnly autoComplete="username" className="bg-muted" />
              </div>
              <InputField
                control={form.control}
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                spellCheck={false}
              />
              <ImageUploadField
                control={form.control}
                name="profileImage"
                label="Foto Profil"
                preset={AVATAR_IMAGE}
                shape="circle"
              />
              <PendingButton type="submit" pending={update.isPending} className="self-start">
                Simpan Profil
              </PendingButton>
            </form>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
