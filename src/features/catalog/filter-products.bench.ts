// @vitest-environment node
/**
 * Catalogue search and filter over 10,000 products (issue 6, "Performance"): the pure functions
 * the catalogue screen runs, in the steps the screen memoises (once per product list, once per
 * sort, once per keystroke). Run with `npx vitest bench --run src/features/catalog`.
 */
import { bench, describe } from 'vitest';
import { generateBenchStore } from '../../../scripts/bench/bench-data';
import { filterSearchable, sortSearchable, toSearchable } from './filter-products';

const { products } = generateBenchStore();
const searchable = toSearchable(products);
const byName = sortSearchable(searchable, 'name');

describe('catalogue search and filter (10,000 products)', () => {
  bench('precompute search text (once per product list)', () => {
    toSearchable(products);
  });

  bench('sort by name (once per sort change)', () => {
    sortSearchable(searchable, 'name');
  });

  bench('search keystroke "kopi ar" (every keystroke)', () => {
    filterSearchable(searchable, { category: 'all', q: 'kopi ar' });
  });

  bench('category Minuman + search "gayo", sorted by name', () => {
    filterSearchable(byName, { category: 'Minuman', q: 'gayo' });
  });
});
