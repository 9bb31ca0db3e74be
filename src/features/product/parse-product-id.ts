/**
 * Reads the `:id` of `/product/{id}`: product ids are whole non-negative numbers (spec section 3).
 * @param raw - the route parameter.
 * @returns the id, or null when it is absent or not a plain number (the page then shows
 *   'Produk tidak ditemukan.').
 */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
