import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * 'Kirim Ulang {order id}': sends a failed order e-mail again
 * (`data.logs.resendEmail`, admin only) and resolves with the new log entry. The e-mail log
 * refreshes by itself (its storage key changes). Rejects with the data layer's error
 * (NotFoundError, ValidationError EMAIL_RESEND_INVALID, RateLimitError).
 */
export function useResendEmail() {
  const data = useShopData();
  return useMutation({ mutationFn: (logId: string) => data.logs.resendEmail(logId) });
}
