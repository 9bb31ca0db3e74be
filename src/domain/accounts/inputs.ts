/**
 * The account forms' input rules (spec section 5): registration, sign-in, profile, password
 * change, saved addresses and the role the owner sets. Shared by the screens (react-hook-form
 * resolvers) and both modes' shells, which check every input again.
 */
import { z } from 'zod';
import { accountMessages } from '@/shared/messages-account';
import { messages } from '@/shared/messages';
import { roleSchema } from '../core/records';
import { imageRef, isPhone, isPostalCode, MAX_FIELD_LENGTH, MAX_TEXT_LENGTH, trimmed, trimmedOr } from '../core/input-fields';

/** Registration (spec section 5): all three required; e-mail format and password length checked. */
export const registerInputSchema = z
  .object(
    {
      username: trimmedOr(messages.auth.registerRequired),
      email: trimmedOr(messages.auth.registerRequired),
      password: z.string({ error: messages.auth.registerRequired }),
    },
    { error: messages.auth.registerRequired },
  )
  .superRefine((value, ctx) => {
    if (!value.username || !value.email || !value.password) {
      for (const field of ['username', 'email', 'password'] as const) {
        if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: messages.auth.registerRequired });
      }
      return;
    }
    // `__proto__` cannot be a key of the username-keyed chat maps (JSON and zod drop it).
    if (!/^[A-Za-z0-9._-]{3,30}$/.test(value.username) || value.username.toLowerCase() === '__proto__') {
      ctx.addIssue({ code: 'custom', path: ['username'], message: messages.auth.usernameInvalid });
    }
    if (!z.email().safeParse(value.email).success || value.email.length > MAX_FIELD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.auth.emailInvalid });
    }
    if (value.password.length < 6) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.auth.passwordTooShort });
    }
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** Login: both fields required (the inline message is the spec's wrong-credentials text). */
export const loginInputSchema = z.object(
  {
    username: trimmedOr(messages.auth.loginInvalid).min(1, messages.auth.loginInvalid),
    password: z.string({ error: messages.auth.loginInvalid }).min(1, messages.auth.loginInvalid),
  },
  { error: messages.auth.loginInvalid },
);
export type LoginInput = z.input<typeof loginInputSchema>;

/** Profile edit (buyer and admin): e-mail and profile image. */
export const profileInputSchema = z.object({
  email: trimmed.refine((v) => v === '' || z.email().safeParse(v).success, messages.auth.emailInvalid),
  profileImage: imageRef,
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** Password change (spec section 5): old, new (≥ 6), confirmation; checked in this order by the data layer. */
export const passwordChangeInputSchema = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;

/** Minimum length of a new password (spec section 9). */
export const MIN_PASSWORD_LENGTH = 6;

/** The first failed check of a password change: the field it belongs to and its message. */
export interface PasswordChangeFailure {
  field: 'oldPassword' | 'newPassword' | 'confirmPassword';
  message: string;
}

/**
 * The password change's checks in the spec's order (section 5): the old password, then the new
 * one's length, then that it differs from the old one (a forced change must change
 * something), then the confirmation. Both modes call it once they know whether the old
 * password matched.
 * @param oldMatches - whether the old password matched the stored hash.
 * @returns the first failure, or null when the change may go ahead.
 */
export function passwordChangeFailure(
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
  oldMatches: boolean,
): PasswordChangeFailure | null {
  if (!oldMatches) return { field: 'oldPassword', message: accountMessages.oldPasswordWrong };
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: accountMessages.newPasswordTooShort };
  if (input.newPassword === input.oldPassword) return { field: 'newPassword', message: accountMessages.newPasswordUnchanged };
  if (input.confirmPassword !== input.newPassword) return { field: 'confirmPassword', message: accountMessages.confirmMismatch };
  return null;
}

const addressField = (max = MAX_FIELD_LENGTH) =>
  trimmed.min(1, accountMessages.addressRequired).max(max, messages.checkout.fieldTooLong);

/** A saved address (spec section 5): every field required; postal code 5 digits. */
export const addressInputSchema = z.object({
  label: addressField(50),
  recipientName: addressField(),
  phone: addressField(20).refine(isPhone, messages.checkout.phoneInvalid),
  fullAddress: addressField(MAX_TEXT_LENGTH),
  postalCode: addressField(10).refine(isPostalCode, messages.checkout.postalCodeInvalid),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A role the admin sets (spec section 5): 'admin' or 'buyer', nothing else (no fallback to 'buyer'). */
export const roleInputSchema = z.enum(roleSchema.options, { error: messages.generic.unexpected });
