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
 * Terms a search keeps (docs/security.md "Limits"): the first ones, each once; later words are
 * dropped without an error, as a shop's search box would (each term is a `LIKE` of its own on the
 * server, so a long query must not cost a long statement).
 */
export const MAX_SEARCH_TERMS = 8;
/** Characters a search term keeps (docs/security.md "Limits"): a longer word is cut to its first ones. */
export const MAX_SEARCH_TERM_LENGTH = 40;

/**
 * Splits a query into folded terms; a record matches when its text contains every term. Each term
 * is kept once, at most {@link MAX_SEARCH_TERMS} of them (the first), each cut to its first
 * {@link MAX_SEARCH_TERM_LENGTH} characters: a query past those limits matches what its start
 * matches, never an error.
 * @param q - the raw search text.
 * @returns the terms; empty for a blank query.
 */
export function searchTerms(q: string): string[] {
  const normalised = normalizeSearchText(q);
  if (!normalised) return [];
  const terms = new Set<string>();
  for (const word of normalised.split(' ')) {
    if (terms.size === MAX_SEARCH_TERMS) break;
    // By code point, so a cut never splits a character.
    terms.add(Array.from(word).slice(0, MAX_SEARCH_TERM_LENGTH).join(''));
  }
  return [...terms];
}
