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

/**
 * Builds a matcher for `query` over the fields of a record (fold the query once, test many records).
 * @returns a function that is true when every term of the query appears in the fields; always
 * true for a blank query.
 */
export function createSearchMatcher(query: string): (fields: readonly string[]) => boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return () => true;
  return (fields) => {
    const text = normalizeSearchText(fields.join(' \n '));
    return terms.every((term) => text.includes(term));
  };
}
