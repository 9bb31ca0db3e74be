import fc from 'fast-check';
import { MAX_SEARCH_TERM_LENGTH, MAX_SEARCH_TERMS, normalizeSearchText, searchTerms } from './text-search';

describe('search (one rule for every list)', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Kopi   ÁRABIKA\tGayo ')).toBe('kopi arabika gayo');
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('Gayo  KOPI')).toEqual(['gayo', 'kopi']);
  });

  it('keeps each term once, the first 8, each cut to 40 characters (never an error)', () => {
    expect(MAX_SEARCH_TERMS).toBe(8);
    expect(MAX_SEARCH_TERM_LENGTH).toBe(40);
    const hundred = Array.from({ length: 100 }, (_, i) => `kata${i}`).join(' ');
    expect(searchTerms(hundred)).toEqual(Array.from({ length: 8 }, (_, i) => `kata${i}`));
    expect(searchTerms('kopi KOPI kópi gayo')).toEqual(['kopi', 'gayo']);
    expect(searchTerms(`${'a'.repeat(60)} b`)).toEqual(['a'.repeat(40), 'b']);
    // Cut by code point: a character outside the BMP is never split.
    expect(searchTerms('😀'.repeat(41))).toEqual(['😀'.repeat(40)]);
  });

  it("a text's terms are all found in its folded text (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const folded = normalizeSearchText(text);
        for (const term of searchTerms(text)) expect(folded).toContain(term);
      }),
    );
  });
});
