import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * Deletes one of the signed-in user's saved addresses through `data.account.deleteAddress`
 * (spec section 2, "Settings"). A deleted default passes the default to the first remaining one.
 *
 * @returns A TanStack mutation: `mutateAsync(addressId)` resolves with nothing; it rejects with
 *   a `NotFoundError` ('Alamat tidak ditemukan.') for an unknown id.
 */
export function useDeleteAddress() {
  const data = useShopData();
  return useMutation<void, Error, string>({
    mutationFn: (id) => data.account.deleteAddress(id),
  });
}
