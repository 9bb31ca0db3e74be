import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/schemas';
import type { LoginInput } from '@/domain/validation';
import { adoptSignedInUser, useShopData } from '@/data/react';

/**
 * Signs a user in through `data.auth.login` (spec section 5, "Login").
 *
 * @returns A TanStack mutation: `mutate({ username, password })` resolves with the
 *   {@link SessionUser}; it rejects with a `ValidationError` ('Username atau password salah.')
 *   on wrong credentials. The session query holds the new user before the promise resolves
 *   ({@link adoptSignedInUser}), so a guarded page opened right after sees them.
 */
export function useLogin() {
  const data = useShopData();
  const queryClient = useQueryClient();
  return useMutation<SessionUser, Error, LoginInput>({
    mutationFn: ({ username, password }) => data.auth.login(username, password),
    onSuccess: (user) => adoptSignedInUser(queryClient, user),
  });
}
