import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/core/records';
import type { LoginInput } from '@/domain/accounts/inputs';
import { useSessionSync, useShopData } from '@/data/react';
import { forgetKeptPages } from '@/lib/kept-pages';

/**
 * Signs a user in through `data.auth.login` (spec section 5, "Login").
 *
 * @returns A TanStack mutation: `mutate({ username, password })` resolves with the
 *   {@link SessionUser}; it rejects with a `ValidationError` ('Username atau password salah.')
 *   on wrong credentials. It resolves only once the query cache shows the new session
 *   ({@link useSessionSync}), so the page opened next reads the signed-in user.
 */
export function useLogin() {
  const data = useShopData();
  const syncSession = useSessionSync();
  return useMutation<SessionUser, Error, LoginInput>({
    mutationFn: async ({ username, password }) => {
      const user = await data.auth.login(username, password);
      // Pages kept while signed out are not shown to the account (docs/decisions/025).
      await forgetKeptPages();
      await syncSession();
      return user;
    },
  });
}
