/**
 * The product import's cost (docs/measuring.md "Product import"): a 5,000-row CSV (1,500 products
 * without tiers and 700 with five variants each, every field filled) read and decided in process
 * (`parseProductCsv`, `planProductImport`: the parse and plan times), then imported through
 * `POST /api/admin/products/import` into a fresh server — new products first, then the same file
 * with every `ID Produk` filled (5,000 rows of updates) — on PGlite or a throw-away PostgreSQL.
 * Prints the times in milliseconds. A measurement, not a test: nothing here passes or fails.
 *
 *   TSX_TSCONFIG_PATH=tsconfig.node.json npx tsx scripts/bench/product-import.ts [--db pglite|postgres]
 */
import { createRequire } from 'node:module';
import Papa from 'papaparse';
import { PRODUCT_CSV_FIELDS, parseProductCsv, type ProductCsvField } from '../../src/domain/catalog/product-csv';
import { planProductImport } from '../../src/domain/catalog/product-import';
import { DEMO, startTestServer } from '../../server/testing/harness';

const require = createRequire(import.meta.url);
const { startTempPostgres } = require('../lib/postgres.mjs') as { startTempPostgres: () => Promise<{ url: string; stop: () => void }> };

const args = process.argv.slice(2);
const DB = args.includes('--db') ? args[args.indexOf('--db') + 1] : 'pglite';

type Cells = Partial<Record<ProductCsvField, string | number>>;

/** The file's rows; `ids` fills `ID Produk` for the second run (product index → stored id). */
function rows(ids?: number[]): Cells[] {
  const out: Cells[] = [];
  const base = (i: number): Cells => ({
    'ID Produk': ids ? ids[i]! : '',
    'Nama Produk': `Produk Impor ${i}`,
    Kategori: i % 2 ? 'Makanan' : 'Kerajinan',
    Deskripsi: `Produk UMKM nomor ${i} dari Aceh, dikemas rapi.`,
    'Status Produk': 'Aktif',
    Lokasi: 'Banda Aceh',
    'ID Mitra': 'P001',
    Harga: 10_000 + i,
    Stok: 20,
    Berat: 500,
    'Foto Produk': '/images/products/kopi-arabika-gayo.svg|/images/products/kopi-arabika-gayo-dekat.svg',
  });
  for (let i = 0; i < 1_500; i++) out.push(base(i));
  for (let i = 1_500; i < 2_200; i++) {
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) {
      out.push({ ...base(i), 'Nama Variasi 1': 'Ukuran', 'Pilihan Variasi 1': size, SKU: `SKU-${i}-${size}`, Stok: 4 });
    }
  }
  return out;
}
const csvOf = (cells: Cells[]) => Papa.unparse({ fields: [...PRODUCT_CSV_FIELDS], data: cells.map((row) => PRODUCT_CSV_FIELDS.map((f) => row[f] ?? '')) });

const time = async <T>(task: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await task();
  return [result, Math.round(performance.now() - started)];
};

const cluster = DB === 'postgres' ? await startTempPostgres() : null;
const server = await startTestServer({ databaseUrl: cluster?.url, catalogIndex: true });
try {
  const csv = csvOf(rows());
  const [parsed, parseMs] = await time(() => parseProductCsv(csv));
  const [decision, planMs] = await time(() => planProductImport({ existing: [], rows: parsed.rows, maxId: 0, now: new Date() }));
  if (!decision.ok) throw decision.refusal;
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const post = (body: string) => admin.request('/api/admin/products/import', { method: 'POST', body, headers: { 'content-type': 'text/csv' } });
  const [created, createMs] = await time(async () => (await post(csv)).json());
  const list = (await (await admin.request('/api/products?page=1&pageSize=100')).json()) as { total: number };
  // The stored ids of the imported products, in import order.
  const imported = (await server.database.db.execute<{ id: number }>(`select id from products where name like 'Produk Impor %' order by seq`)) as unknown as { rows?: { id: number }[] } & { id: number }[];
  const ids = (imported.rows ?? imported).map((row) => Number(row.id));
  const [updated, updateMs] = await time(async () => (await post(csvOf(rows(ids)))).json());
  console.log(
    JSON.stringify(
      { db: DB, rows: parsed.rows.length, bytes: Buffer.byteLength(csv), parseMs, planMs, createHttpMs: createMs, created, updateHttpMs: updateMs, updated, catalogueTotal: list.total },
      null,
      2,
    ),
  );
} finally {
  await server.close();
  cluster?.stop();
}
