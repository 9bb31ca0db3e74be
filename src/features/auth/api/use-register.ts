import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/core/records';
import type { RegisterInput } from '@/domain/accounts/inputs';
import { useSessionSync, useShopData } from '@/data/react';
import { forgetKeptPages } from '@/lib/kept-pages';

/**
 * Creates a buyer account through `data.auth.register` (spec section 5, "Registration").
 *
 * @returns A TanStack mutation: `mutate({ username, email, password })` resolves with the new
 *   {@link SessionUser} (not signed in); it rejects with a `ValidationError` whose `fieldErrors`
 *   name the failing field ('Username sudah digunakan.', 'Email sudah digunakan.', ...).
 */
export function useRegister() {
  const data = useShopData();
  const syncSession = useSessionSync();
  return useMutation<SessionUser, Error, RegisterInput>({
    mutationFn: async (input) => {
      const user = await data.auth.register(input);
      await forgetKeptPages();
      await syncSession();
      return user;
    },
  });
}
