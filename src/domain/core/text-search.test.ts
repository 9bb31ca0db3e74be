import fc from 'fast-check';
import { createSearchMatcher, normalizeSearchText, searchTerms } from './text-search';

describe('search (one rule for every list)', () => {
  it('ignores case, accents and extra spaces; every term must appear', () => {
    expect(normalizeSearchText('  Kopi   ÁRABIKA\tGayo ')).toBe('kopi arabika gayo');
    expect(searchTerms('  ')).toEqual([]);
    const match = createSearchMatcher('gayo kopi');
    expect(match(['Kopi Arabika Gayo'])).toBe(true);
    expect(match(['Kopi', 'Aceh Tengah (Gayo)'])).toBe(true);
    expect(match(['Kopi Ulee Kareeng'])).toBe(false);
  });

  it('a blank query matches everything; a record always matches its own text (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), (fields) => {
        expect(createSearchMatcher('')(fields)).toBe(true);
        expect(createSearchMatcher(fields.join(' '))(fields)).toBe(true);
      }),
    );
  });
});
