/**
 * Chooses the catalogue's search-index library by measurement (docs/decisions/028-search-index.md):
 * 100,000 products made as the load tool makes them (scripts/load/seed-large.ts: names of
 * scripts/bench/bench-data.ts, one town each, the same description), indexed by each candidate
 * with the same fields (name, category, description, location) and the Indonesian stemmer; for each:
 * build time, heap used by the index (after a forced GC), query time p50/p99 over terms with typos
 * and prefixes, and the cost of one product's update. Not a test: run it by hand on a quiet machine.
 *
 *   node --expose-gc --import tsx scripts/bench/search-index.ts [products]
 */
import MiniSearch from 'minisearch';
import { create, insertMultiple, search as oramaSearch, update as oramaUpdate } from '@orama/orama';
import { stemmer as indonesianStemmer } from '@orama/stemmers/indonesian';
import FlexSearch from 'flexsearch';
import { loadLikeProducts, type LoadLikeProduct } from './bench-data.ts';
import type { ProductSearchIndex } from '../../src/domain/catalog/search-index.ts';

type SeulangaIndex = ProductSearchIndex;

const COUNT = Number(process.argv[2] ?? 100_000);
const QUERIES = ['kopi gayu', 'songk', 'membeli kopi', 'kopi arabika', 'minyak nilam', 'keumamh', 'rencong', 'tas anyaman pand', 'madu hutan asli', 'kain tenun motif', 'sirup', 'takengon', 'dendeng pedas', 'zzzz tidak ada'];
const RUNS = 30;

type Doc = LoadLikeProduct;

/** The products, as scripts/load/seed-large.ts makes them. */
const products = (): Doc[] => loadLikeProducts(COUNT);

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Candidate {
  name: string;
  build(docs: Doc[]): Promise<unknown> | unknown;
  query(index: unknown, q: string): Promise<number> | number;
  update(index: unknown, doc: Doc): Promise<void> | void;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

const candidates: Candidate[] = [
  {
    name: 'minisearch (raw)',
    build(docs) {
      const index = new MiniSearch<Doc>({
        fields: ['name', 'category', 'description', 'location'],
        processTerm: (term) => indonesianStemmer(fold(term)),
        searchOptions: { boost: { name: 4, category: 3, description: 2 }, combineWith: 'AND' },
      });
      index.addAll(docs);
      return index;
    },
    query(index, q) {
      return (index as MiniSearch<Doc>).search(q, {
        fuzzy: (term) => (term.length >= 4 ? 1 : 0),
        prefix: (_t, i, terms) => i === terms.length - 1,
      }).length;
    },
    update(index, doc) {
      (index as MiniSearch<Doc>).replace(doc);
    },
  },
  {
    name: 'orama',
    async build(docs) {
      const db = create({
        schema: { name: 'string', category: 'string', description: 'string', location: 'string', price: 'number', inStock: 'boolean' } as const,
        components: { tokenizer: { stemming: true, stemmer: indonesianStemmer } },
      });
      await insertMultiple(db, docs.map((d) => ({ ...d, id: String(d.id), inStock: d.stock > 0 })), 5_000);
      return db;
    },
    async query(db, q) {
      const result = await oramaSearch(db as never, { term: q, tolerance: 1, limit: 24, boost: { name: 4, category: 3, description: 2 }, facets: { category: {} } } as never);
      return (result as { count: number }).count;
    },
    async update(db, doc) {
      await oramaUpdate(db as never, String(doc.id), { ...doc, id: String(doc.id), inStock: doc.stock > 0 } as never);
    },
  },
  {
    name: 'flexsearch',
    build(docs) {
      const index = new FlexSearch.Document({
        tokenize: 'forward',
        encoder: new FlexSearch.Encoder({ normalize: true, finalize: (terms: string[]) => terms.map((t) => indonesianStemmer(t)) } as never),
        document: { id: 'id', index: ['name', 'category', 'description', 'location'] },
      } as never);
      for (const doc of docs) index.add(doc as never);
      return index;
    },
    query(index, q) {
      const results = (index as { search(q: string, o: object): Array<{ result: unknown[] }> }).search(q, { limit: 1_000, suggest: false });
      return new Set(results.flatMap((r) => r.result)).size;
    },
    update(index, doc) {
      (index as { update(d: unknown): void }).update(doc);
    },
  },
  {
    name: 'seulanga index (own postings, Orama stemmer)',
    async build(docs) {
      const { createProductSearchIndex } = await import('../../src/domain/catalog/search-index.ts');
      const index = createProductSearchIndex({ keptAnswers: 0 });
      index.addAll(docs.map((d) => ({ ...d, onSale: true, seq: d.id, nameKey: fold(d.name) })));
      return index;
    },
    async query(index, q) {
      const { normalizeCatalogSearch } = await import('../../src/domain/catalog/query.ts');
      return (index as SeulangaIndex).search(normalizeCatalogSearch({ q, sort: 'default' })).total;
    },
    update(index, doc) {
      (index as SeulangaIndex).upsert({ ...doc, onSale: true, seq: doc.id, nameKey: fold(doc.name) });
    },
  },
];

const only = process.env.ONLY;
const docs = products();
for (const candidate of candidates) {
  if (only && !candidate.name.startsWith(only)) continue;
  const before = heapMb();
  let started = performance.now();
  const index = await candidate.build(docs);
  const buildMs = performance.now() - started;
  const indexMb = heapMb() - before;
  const times: number[] = [];
  const counts: Record<string, number> = {};
  // One unmeasured round: every candidate's code compiled before it is timed.
  for (const q of QUERIES) await candidate.query(index, q);
  for (let run = 0; run < RUNS; run++) {
    for (const q of QUERIES) {
      started = performance.now();
      counts[q] = await candidate.query(index, q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const updates: number[] = [];
  for (let i = 0; i < 200; i++) {
    const doc = { ...docs[i * 7]!, name: `${docs[i * 7]!.name} Baru`, stock: 3 };
    started = performance.now();
    await candidate.update(index, doc);
    updates.push(performance.now() - started);
  }
  updates.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      candidate: candidate.name,
      products: COUNT,
      buildMs: Math.round(buildMs),
      indexMb: Math.round(indexMb),
      queryP50Ms: +percentile(times, 50).toFixed(2),
      queryP99Ms: +percentile(times, 99).toFixed(2),
      updateP50Ms: +percentile(updates, 50).toFixed(3),
      updateP99Ms: +percentile(updates, 99).toFixed(3),
      matches: counts,
    }),
  );
  // Keep the index alive through the measurement, then let it go before the next candidate.
  void index;
}
