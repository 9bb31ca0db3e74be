/**
 * The catalogue's word index (src/domain/catalog/search-index.ts): typos, prefixes, stemming,
 * ranking, filters and facets; and, with generated catalogues and edits, that an index kept in
 * step by updates answers as one built afresh, and that every id it answers matches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCatalogSearch, type CatalogSearch, SORT_VALUES } from './query';
import { createProductSearchIndex, stemOf, withinOneEdit, wordsOf, type IndexedProduct, type IndexSearch } from './search-index';

let nextSeq = 0;
function product(id: number, name: string, fields: Partial<IndexedProduct> = {}): IndexedProduct {
  return { id, name, category: 'Makanan', description: '', location: 'Banda Aceh', price: 10_000, stock: 5, onSale: true, seq: nextSeq++, ...fields };
}

const catalogue = () => [
  product(1, 'Kopi Arabika Gayo', { category: 'Minuman', description: 'Kopi dari dataran tinggi Gayo.', location: 'Takengon', price: 85_000 }),
  product(2, 'Kain Songket Aceh', { category: 'Fashion', description: 'Tenun benang emas.', price: 450_000 }),
  product(3, 'Keumamah', { description: 'Ikan kayu khas Aceh, cocok untuk membeli oleh-oleh.', price: 45_000 }),
  product(4, 'Teh Gayo', { category: 'Minuman', description: 'Teh hijau.', price: 30_000, stock: 0 }),
  product(5, 'Bubuk Kopi Robusta', { category: 'Minuman', description: 'Beli dua lebih hemat.', price: 40_000 }),
  product(6, 'Gelang Perak', { category: 'Aksesoris', description: 'Cocok dengan kopi pagi.', price: 120_000 }),
];

function indexOf(products: IndexedProduct[]) {
  const index = createProductSearchIndex();
  index.addAll(products);
  return index;
}

const searchOf = (search: CatalogSearch, extra: Partial<IndexSearch> = {}): IndexSearch => ({ ...normalizeCatalogSearch(search), ...extra });

describe('the word rules', () => {
  it('folds and splits words, stems Indonesian affixes, and counts one edit', () => {
    expect(wordsOf('Kopi  ARÁBIKA, Gayo-1')).toEqual(['kopi', 'arabika', 'gayo', '1']);
    expect(stemOf('membeli')).toBe('beli');
    expect(stemOf('pembelian')).toBe('beli');
    expect(stemOf('kopi')).toBe('kopi');
    expect(withinOneEdit('gayu', 'gayo')).toBe(true);
    expect(withinOneEdit('keumamh', 'keumamah')).toBe(true);
    expect(withinOneEdit('kopi', 'kopii')).toBe(true);
    expect(withinOneEdit('kopi', 'kapo')).toBe(false);
    expect(withinOneEdit('gayo', 'gayoo1')).toBe(false);
  });
});

describe('createProductSearchIndex', () => {
  const index = indexOf(catalogue());
  const ids = (q: string, extra: Partial<CatalogSearch> = {}) => index.search(searchOf({ q, ...extra })).ids;

  it('finds "kopi gayu" (one typo) as Kopi Arabika Gayo', () => {
    expect(ids('kopi gayu')).toEqual([1]);
  });

  it('finds a word still being typed as the start of a word ("songk"), the last word only', () => {
    expect(ids('songk')).toEqual([2]);
    expect(ids('songk aceh')).toEqual([]);
    expect(ids('aceh songk')).toEqual([2]);
  });

  it('finds a word by its stem: "membeli" finds "beli" and "pembelian" finds both', () => {
    expect(ids('membeli').sort()).toEqual([3, 5]);
    expect(ids('pembelian').sort()).toEqual([3, 5]);
  });

  it('allows no typo in a short word', () => {
    expect(ids('teg')).toEqual([]);
    expect(ids('teh')).toEqual([4]);
  });

  it('ranks a match in the name over one in the description, and in stock first', () => {
    // Gelang Perak mentions kopi in its description only; Teh Gayo (sold out) comes last.
    expect(ids('kopi')).toEqual([1, 5, 6]);
    expect(ids('gayo')).toEqual([1, 4]);
  });

  it('keeps the other sorts: price, name, newest', () => {
    expect(ids('kopi', { sort: 'price-asc' })).toEqual([5, 1, 6]);
    expect(ids('kopi', { sort: 'price-desc' })).toEqual([6, 1, 5]);
    expect(ids('kopi', { sort: 'name' })).toEqual([5, 6, 1]);
    expect(ids('kopi', { sort: 'newest' })).toEqual([6, 5, 1]);
  });

  it('filters by category and price range, and counts facets beside them', () => {
    const answer = index.search(searchOf({ q: 'kopi', category: 'Minuman' }, { minPrice: 50_000 }));
    expect(answer.ids).toEqual([1]);
    expect(answer.total).toBe(1);
    // Category counts leave the category filter out (not the price); the price range the price filter.
    expect(answer.facets.categories).toEqual([{ category: 'Aksesoris', count: 1 }, { category: 'Minuman', count: 1 }]);
    expect(answer.facets.price).toEqual({ min: 40_000, max: 85_000 });
    expect(index.search(searchOf({ q: 'kopi' }, { maxPrice: 39_999 })).facets.price).toEqual({ min: 40_000, max: 120_000 });
  });

  it('finds every product on sale without words, and none off sale', () => {
    const off = indexOf(catalogue());
    off.setOnSale(1, false);
    expect(off.search(searchOf({})).total).toBe(5);
    expect(off.search(searchOf({ q: 'arabika' })).ids).toEqual([]);
    off.setOnSale(1, true);
    expect(off.search(searchOf({ q: 'arabika' })).ids).toEqual([1]);
  });

  it('follows updates, removals and stock', () => {
    const live = indexOf(catalogue());
    live.upsert(product(1, 'Kopi Luwak', { category: 'Minuman', price: 300_000 }));
    expect(live.search(searchOf({ q: 'arabika' })).ids).toEqual([]);
    expect(live.search(searchOf({ q: 'luwak' })).ids).toEqual([1]);
    live.remove(5);
    expect(live.search(searchOf({ q: 'robusta' })).ids).toEqual([]);
    live.setStock(4, 3);
    expect(live.search(searchOf({ q: 'gayo' })).ids).toEqual([4]);
  });

  it('finds the words of the stored search text beyond the four fields (a variant name)', () => {
    const variants = indexOf([product(9, 'Kaos', { searchText: 'kaos makanan banda aceh merah xl' })]);
    expect(variants.search(searchOf({ q: 'merah' })).ids).toEqual([9]);
  });

  it('keeps the answers asked most recently: a search asked again outlives those asked once', () => {
    const kept = createProductSearchIndex({ keptAnswers: 2 });
    kept.addAll(catalogue());
    const kopi = kept.search(searchOf({ q: 'kopi' }));
    kept.search(searchOf({ q: 'gayo' }));
    expect(kept.search(searchOf({ q: 'kopi' }))).toBe(kopi);
    kept.search(searchOf({ q: 'songket' }));
    // 'gayo' was asked least recently, so it went; 'kopi' is answered as kept.
    expect(kept.search(searchOf({ q: 'kopi' }))).toBe(kopi);
  });

  it('answers the same after warm() builds the sorts and word lists ahead', () => {
    const warmed = indexOf(catalogue());
    warmed.warm();
    for (const sort of SORT_VALUES) {
      for (const q of ['', 'kopi', 'songk', 'gayu']) expect(warmed.search(searchOf({ q, sort }))).toEqual(index.search(searchOf({ q, sort })));
    }
  });

  it('suggests the names of the best products for text being typed', () => {
    expect(index.suggest('ko')).toEqual(['Kopi Arabika Gayo', 'Bubuk Kopi Robusta', 'Gelang Perak']);
    expect(index.suggest('')).toEqual([]);
  });
});

/** Words from a small alphabet, so generated products and queries share them. */
const word = fc.constantFrom('kopi', 'gayo', 'songket', 'teh', 'beli', 'membeli', 'emas', 'keumamah', 'aceh', 'madu');
const productArb = fc.record({
  name: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  description: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
  category: fc.constantFrom('Makanan', 'Minuman', 'Fashion'),
  price: fc.integer({ min: 1, max: 20 }).map((n) => n * 5_000),
  stock: fc.integer({ min: 0, max: 3 }),
  onSale: fc.boolean(),
});
const queryArb = fc.record({
  q: fc.array(fc.oneof(word, fc.constantFrom('gayu', 'songk', 'ke', 'mad')), { maxLength: 3 }).map((w) => w.join(' ')),
  category: fc.constantFrom('', 'Minuman', 'Fashion'),
  sort: fc.constantFrom(...SORT_VALUES),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 4 }),
});

describe('createProductSearchIndex, generated', () => {
  it('kept in step by edits answers as an index built afresh from the result', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.record({ at: fc.nat(), kind: fc.constantFrom('upsert', 'remove', 'stock', 'sale'), value: productArb }), { maxLength: 8 }),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        (initial, edits, queries) => {
          const products = new Map(initial.map((p, i) => [i + 1, { ...p, id: i + 1, location: '', seq: i + 1 } as IndexedProduct]));
          const live = createProductSearchIndex();
          live.addAll(products.values());
          for (const query of queries) live.search(searchOf(query));
          for (const edit of edits) {
            const id = (edit.at % initial.length) + 1;
            const current = products.get(id);
            if (edit.kind === 'upsert') {
              const next = { ...edit.value, id, location: '', seq: current?.seq ?? id };
              products.set(id, next);
              live.upsert(next);
            } else if (edit.kind === 'remove') {
              products.delete(id);
              live.remove(id);
            } else if (current && edit.kind === 'stock') {
              products.set(id, { ...current, stock: edit.value.stock });
              live.setStock(id, edit.value.stock);
            } else if (current) {
              products.set(id, { ...current, onSale: edit.value.onSale });
              live.setOnSale(id, edit.value.onSale);
            }
          }
          const fresh = createProductSearchIndex();
          fresh.addAll([...products.values()].sort((a, b) => a.seq - b.seq));
          for (const query of queries) {
            const answer = live.search(searchOf(query));
            expect(answer).toEqual(fresh.search(searchOf(query)));
            for (const id of answer.ids) expect(products.get(id)?.onSale).toBe(true);
            expect(answer.ids.length).toBeLessThanOrEqual(query.pageSize);
          }
        },
      ),
    );
  });

  it('answers only products whose every query word matches (itself, its stem, a typo, or a prefix for the last)', () => {
    fc.assert(
      fc.property(fc.array(productArb, { minLength: 1, maxLength: 12 }), queryArb, (generated, query) => {
        const products = generated.map((p, i) => ({ ...p, id: i + 1, location: '', seq: i + 1 }) as IndexedProduct);
        const answer = indexOf(products).search(searchOf({ ...query, pageSize: 100, page: 1 }));
        const words = [...new Set(wordsOf(query.q))];
        for (const id of answer.ids) {
          const own = wordsOf(`${products[id - 1]!.name} ${products[id - 1]!.category} ${products[id - 1]!.description}`);
          words.forEach((w, i) => {
            // An index word is a product's word or its stem.
            const matches = own
              .flatMap((o) => [o, stemOf(o)])
              .some((o) => o === w || o === stemOf(w) || (w.length >= 4 && withinOneEdit(w, o)) || (i === words.length - 1 && w.length >= 2 && o.startsWith(w)));
            expect(matches).toBe(true);
          });
        }
      }),
    );
  });
});
