import { useMutation } from '@tanstack/react-query';
import { useSessionSync, useShopData } from '@/data/react';

/**
 * Signs the current user out through `data.auth.logout` (which also empties the cart,
 * spec section 4, "Authentication").
 *
 * @returns A TanStack mutation; `mutate()` takes no input.
 */
export function useLogout() {
  const data = useShopData();
  const syncSession = useSessionSync();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await data.auth.logout();
      await syncSession();
    },
  });
}
