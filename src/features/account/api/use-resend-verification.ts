import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * `Kirim Ulang Tautan Verifikasi` through `data.account.resendVerification` (server mode;
 * docs/decisions/022-verified-email.md).
 *
 * @returns A TanStack mutation: `mutateAsync()` resolves once a new link is queued; it rejects with
 *   a `ValidationError` (`EMAIL_VERIFICATION_NOT_NEEDED`, `EMAIL_VERIFICATION_UNAVAILABLE` in
 *   browser mode) or a `RateLimitError` (3 an hour per account), each with its Indonesian message.
 */
export function useResendVerification() {
  const data = useShopData();
  return useMutation<void, Error, void>({
    mutationFn: () => data.account.resendVerification(),
  });
}
