/**
 * The word index's own cost per search over the load tool's mix of catalogue searches
 * (scripts/load/scenarios.ts `searchPath`: 35 % never-seen terms, popular terms by rank, category
 * pages), without HTTP: 100,000 products made as scripts/bench/search-index.ts makes them, then
 * N searches (8,000) timed one by one, by kind (popular, unseen, category page), with the slowest
 * listed. The index keeps its answers as the server's does. Not a test: run it by hand on a quiet
 * machine (docs/measuring.md).
 *
 *   TSX_TSCONFIG_PATH=tsconfig.node.json npx tsx scripts/bench/search-mix.ts [searches]
 */
import { createProductSearchIndex, type IndexedProduct } from '../../src/domain/catalog/search-index.ts';
import { normalizeCatalogSearch, orderCategories } from '../../src/domain/catalog/query.ts';
import { loadLikeProducts } from './bench-data.ts';
import { searchPath } from '../load/scenarios.ts';

const COUNT = 100_000;
const index = createProductSearchIndex({ categoryOrder: orderCategories });
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
const docs: IndexedProduct[] = loadLikeProducts(COUNT).map((doc, i) => ({ ...doc, onSale: true, seq: i + 1, nameKey: fold(doc.name) }));
let t = performance.now();
index.addAll(docs);
console.log('build ms', Math.round(performance.now() - t));
const seen = new Set<string>();
const paths = Array.from({ length: Number(process.argv[2] ?? 8000) }, () => searchPath(seen));
const kinds: Record<string, number[]> = {};
const slow: Array<[number, string]> = [];
// One unmeasured round: the code compiled, the sorts and word lists built.
index.warm();
for (const p of paths.slice(0, 200)) { const u = new URLSearchParams(p.split('?')[1]); index.search(normalizeCatalogSearch({ q: u.get('q') ?? '', category: u.get('category') ?? '', sort: (u.get('sort') || 'default') as 'default', page: Number(u.get('page') ?? 1) })); }
for (const p of paths) {
  const u = new URLSearchParams(p.split('?')[1]);
  const q = u.get('q') ?? '';
  const kind = !q ? 'category' : seen.has(q) ? 'unseen' : 'popular';
  const query = normalizeCatalogSearch({ q, category: u.get('category') ?? '', sort: (u.get('sort') || 'default') as 'default', page: Number(u.get('page') ?? 1) });
  t = performance.now();
  index.search(query);
  const ms = performance.now() - t;
  (kinds[kind] ??= []).push(ms);
  slow.push([ms, p]);
}
for (const [kind, times] of Object.entries(kinds)) {
  times.sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  console.log(kind, times.length, 'mean', (sum / times.length).toFixed(3), 'p50', times[times.length >> 1]!.toFixed(3), 'p99', times[Math.floor(times.length * 0.99)]!.toFixed(2), 'max', times.at(-1)!.toFixed(1), 'total ms', Math.round(sum));
}
slow.sort((a, b) => b[0] - a[0]);
console.log(slow.slice(0, 25).map(([ms, p]) => `${ms.toFixed(1)} ${decodeURIComponent(p)}`).join('\n'));
