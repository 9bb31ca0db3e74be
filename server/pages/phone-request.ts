/**
 * The server's guess at the visitor's screen for a page it renders (src/lib/screen-guess.ts).
 */

/**
 * Whether a request comes from a phone, by the low-entropy client hint every Chromium sends
 * (`Sec-CH-UA-Mobile`: `?1` on a phone, `?0` elsewhere) or, without it (Safari, Firefox), by the
 * User-Agent's `Mobi` (Firefox and Safari on phones; Android tablets leave it out).
 * @param mobileHint - the `Sec-CH-UA-Mobile` header, if any.
 * @param userAgent - the `User-Agent` header, if any.
 * @returns true for a phone; a guess only: the page follows the real screen once it has loaded.
 */
export function isPhoneRequest(mobileHint: string | undefined, userAgent: string | undefined): boolean {
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi/.test(userAgent ?? '');
}
