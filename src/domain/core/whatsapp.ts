/**
 * WhatsApp by link only (`https://wa.me/<number>?text=…`, WhatsApp's own click-to-chat; no
 * unofficial API): the numbers as WhatsApp wants them and the link with a prefilled text.
 * docs/product/decisions.md "WhatsApp at every step".
 */

/**
 * A phone number as international digits: non-digits dropped and a leading national `0`
 * replaced by Indonesia's `62` (`0812-3456-7890` → `6281234567890`, `+62 812…` → `62812…`).
 */
export function whatsappDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * Whether `number` is an Indonesian mobile number WhatsApp can reach: after {@link whatsappDigits},
 * `62`, then `8` and 8–11 more digits (`+62 812-3456-7890`, `081234567890`). Landlines (`62651…`)
 * and other countries are not.
 */
export function isIndonesianMobile(number: string): boolean {
  return /^628\d{8,11}$/.test(whatsappDigits(number));
}

/**
 * The click-to-chat link to `number` with `text` prefilled, or null when `number` is not an
 * Indonesian mobile number ({@link isIndonesianMobile}), so no link to a wrong person is shown.
 * @param number - as typed or stored (`0812…`, `+62 812…`).
 * @param text - the message, plain text (URL-encoded here).
 */
export function whatsappLink(number: string, text: string): string | null {
  if (!isIndonesianMobile(number)) return null;
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(text)}`;
}

/**
 * The buyer's `Hubungi via WhatsApp` on a product page: the product's name and address.
 * @param productName - as shown on the page.
 * @param url - the product page's absolute address.
 */
export function productInquiryText(productName: string, url: string): string {
  return `Halo, saya tertarik dengan ${productName}. ${url}`;
}
