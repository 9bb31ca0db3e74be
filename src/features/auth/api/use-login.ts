import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/schemas';
import type { LoginInput } from '@/domain/validation';
import { useShopData } from '@/data/react';

/**
 * Signs a user in through `data.auth.login` (spec section 5, "Login").
 *
 * @returns A TanStack mutation: `mutate({ username, password })` resolves with the
 *   {@link SessionUser}; it rejects with a `ValidationError` ('Username atau password salah.')
 *   on wrong credentials. The session query refreshes by itself (the data layer announces it).
 */
export function useLogin() {
  const data = useShopData();
  return useMutation<SessionUser, Error, LoginInput>({
    mutationFn: ({ username, password }) => data.auth.login(username, password),
  });
}
