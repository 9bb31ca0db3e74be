import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { SessionUser } from '@/domain/core/records';
import type { ProfileInput } from '@/domain/accounts/inputs';

/**
 * Saves the signed-in user's e-mail and profile image through `data.account.updateProfile`
 * (spec section 5).
 *
 * @returns A TanStack mutation: `mutateAsync({ email, profileImage })` resolves with the updated
 *   {@link SessionUser}; it rejects with a `ValidationError` whose `fieldErrors` name the field
 *   (e.g. `email: 'Email sudah digunakan.'`), or a `PermissionError`. The session query (and so
 *   the header avatar) refreshes by itself: the data layer writes `currentUser` and announces it.
 */
export function useUpdateProfile() {
  const data = useShopData();
  return useMutation<SessionUser, Error, ProfileInput>({
    mutationFn: (input) => data.account.updateProfile(input),
  });
}
