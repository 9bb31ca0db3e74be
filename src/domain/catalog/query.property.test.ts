/**
 * The key of the server's search cache (`catalogSearchKey`, docs/server.md "Per-instance
 * caches"): searches that must answer alike share one key, searches that may answer otherwise
 * never do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogSearchKey, normalizeCatalogSearch, SORT_VALUES, type CatalogSearch } from './query';

/** Words of few letters, so that generated searches often share words. */
const word = fc.stringMatching(/^[a-d%_\\]{1,3}$/);
const searchArb = fc.record({
  words: fc.array(word, { maxLength: 4 }),
  category: fc.constantFrom('', 'Minuman', 'Makanan', 'null'),
  sort: fc.constantFrom(...SORT_VALUES),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.integer({ min: 1, max: 3 }),
});
type Generated = typeof searchArb extends fc.Arbitrary<infer T> ? T : never;

const keyOf = (search: CatalogSearch) => catalogSearchKey(normalizeCatalogSearch(search));
const asSearch = (g: Generated, q: string): CatalogSearch => ({ q, category: g.category, sort: g.sort, page: g.page, pageSize: g.pageSize });

describe('catalogSearchKey', () => {
  it('gives one key to searches written otherwise: case, accents, spaces, word order, a repeated word', () => {
    fc.assert(
      fc.property(searchArb, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (g, choices) => {
        const shuffled = [...g.words].sort((a, b) => (choices[a.length % choices.length]! % 3) - (choices[b.length % choices.length]! % 3));
        const written = [...shuffled, ...g.words.slice(0, 1)]
          .map((w, i) => (choices[i % choices.length]! % 2 === 0 ? w.toUpperCase() : w.replace(/a/g, 'á')))
          .join(choices[0]! % 2 === 0 ? '  \t ' : ' ');
        expect(keyOf(asSearch(g, `  ${written} `))).toBe(keyOf(asSearch(g, g.words.join(' '))));
      }),
    );
  });

  it('gives different keys to searches with another word set, category, sort, page or page size', () => {
    fc.assert(
      fc.property(searchArb, searchArb, (a, b) => {
        const same =
          JSON.stringify([...new Set(a.words)].sort()) === JSON.stringify([...new Set(b.words)].sort()) &&
          a.category === b.category &&
          a.sort === b.sort &&
          a.page === b.page &&
          a.pageSize === b.pageSize;
        expect(keyOf(asSearch(a, a.words.join(' '))) === keyOf(asSearch(b, b.words.join(' ')))).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps "every category" apart from a category named "null"', () => {
    expect(keyOf({ category: 'null' })).not.toBe(keyOf({}));
    expect(keyOf({ category: '' })).toBe(keyOf({}));
  });
});
