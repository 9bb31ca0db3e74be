/**
 * Text search of the shop, one rule for every list (catalogue, back-office products, orders,
 * transactions) and for both modes (the server's catalogue search applies the same folding):
 * case- and accent-insensitive, every word of the query must appear.
 */

/**
 * Folds text for matching: Unicode-decomposes it, drops combining marks (so `é` matches `e`),
 * lower-cases it and collapses runs of white space into one space.
 * @param text - any text.
 * @returns the folded text, trimmed.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a query into folded terms; a record matches when its text contains every term.
 * @param q - the raw search text.
 * @returns the terms; empty for a blank query.
 */
export function searchTerms(q: string): string[] {
  const normalised = normalizeSearchText(q);
  return normalised ? normalised.split(' ') : [];
}
