import fc from 'fast-check';
import { normalizeSearchText, searchTerms } from './text-search';

describe('search (one rule for every list)', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Kopi   ÁRABIKA\tGayo ')).toBe('kopi arabika gayo');
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('Gayo  KOPI')).toEqual(['gayo', 'kopi']);
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
