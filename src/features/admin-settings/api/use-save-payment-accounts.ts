import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { PaymentAccountsInput } from '@/domain/validation';

/**
 * Saves `Rekening Pembayaran` (`data.settings.savePaymentAccounts`: admin only, validated, logged
 * as `updateSettings`; issue 20). Rejects with the data layer's error (PermissionError, ValidationError).
 */
export function useSavePaymentAccounts() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: PaymentAccountsInput) => data.settings.savePaymentAccounts(input) });
}
