import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { PasswordChangeInput } from '@/domain/accounts/inputs';

/**
 * Changes the signed-in user's password through `data.account.changePassword` (spec section 5,
 * "Password change"). The data layer checks, in order, the old password, the new one's length
 * (≥ 6 characters) and the confirmation, logs every attempt as `changePassword` and hashes the
 * new password (about half a second: show progress while `isPending`).
 *
 * @returns A TanStack mutation: `mutateAsync({ oldPassword, newPassword, confirmPassword })`
 *   resolves with nothing; it rejects with a `ValidationError` carrying the spec's message for
 *   the first failed check, with `fieldErrors` naming that field.
 */
export function useChangePassword() {
  const data = useShopData();
  return useMutation<void, Error, PasswordChangeInput>({
    mutationFn: (input) => data.account.changePassword(input),
  });
}
