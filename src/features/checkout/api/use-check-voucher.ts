import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * The checkout's `Pakai` (`data.vouchers.check`, docs/product/vouchers.md "Checking a code"):
 * `mutateAsync(code)` resolves with the voucher's offer (code and terms) or rejects with the
 * refusal whose `message` is the Indonesian text to show ('Voucher tidak ditemukan.', …).
 */
export function useCheckVoucher() {
  const data = useShopData();
  return useMutation({ mutationFn: (code: string) => data.vouchers.check(code) });
}
