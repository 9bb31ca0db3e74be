import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { Address } from '@/domain/core/records';
import type { AddressInput } from '@/domain/accounts/inputs';

/** What {@link useSaveAddress}'s `mutateAsync` takes. */
export interface SaveAddressRequest {
  /** The address to edit; absent to add a new one. */
  id?: string;
  /** The form's values. */
  values: AddressInput;
}

/**
 * Adds (`data.account.addAddress`) or edits (`data.account.updateAddress`) one of the signed-in
 * user's saved addresses (spec section 5, "Address form"). The data layer keeps exactly one
 * default address: the first address, or one marked `isDefault`, clears the other defaults.
 *
 * @returns A TanStack mutation: `mutateAsync({ id?, values })` resolves with the saved
 *   {@link Address}; it rejects with a `ValidationError` ('Harap lengkapi semua bidang.' and
 *   per-field `fieldErrors`) or a `NotFoundError` for an unknown `id`.
 */
export function useSaveAddress() {
  const data = useShopData();
  return useMutation<Address, Error, SaveAddressRequest>({
    mutationFn: ({ id, values }) =>
      id === undefined ? data.account.addAddress(values) : data.account.updateAddress(id, values),
  });
}
