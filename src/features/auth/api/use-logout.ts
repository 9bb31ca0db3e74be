import { useMutation } from '@tanstack/react-query';
import { useSessionSync, useShopData } from '@/data/react';
import { forgetKeptPages } from '@/lib/kept-pages';

/**
 * Signs the current user out through `data.auth.logout` (which also empties the cart,
 * spec section 4, "Authentication"), or with `everywhere` through `data.auth.logoutEverywhere`
 * (`Keluar dari semua perangkat`: every session of the account ends).
 *
 * @returns A TanStack mutation; `mutate()` takes `{ everywhere?: boolean }` or nothing.
 */
export function useLogout() {
  const data = useShopData();
  const syncSession = useSessionSync();
  return useMutation<void, Error, { everywhere?: boolean } | void>({
    mutationFn: async (options) => {
      await (options?.everywhere ? data.auth.logoutEverywhere() : data.auth.logout());
      // Nothing of this session stays for the next person on a shared phone (docs/decisions/025).
      await forgetKeptPages();
      await syncSession();
    },
  });
}
