import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * The verification page's button through `data.auth.verifyEmail` (server mode;
 * docs/decisions/022-verified-email.md): sends the link's token back. The session query refreshes
 * by itself (the data layer announces `currentUser`), so a signed-in account's profile shows
 * 'Terverifikasi'.
 *
 * @returns A TanStack mutation: `mutateAsync(token)` resolves once the address is verified; it
 *   rejects with a `ValidationError` whose Indonesian message says why (used, expired, superseded,
 *   invalid; `EMAIL_VERIFICATION_UNAVAILABLE` in browser mode).
 */
export function useVerifyEmail() {
  const data = useShopData();
  return useMutation<void, Error, string>({
    mutationFn: (token) => data.auth.verifyEmail(token),
  });
}
