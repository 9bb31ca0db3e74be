// @vitest-environment node
/**
 * `POST /api/admin/products/import` and `GET /api/admin/products/export` against what a hostile
 * client would try (docs/api.md "Product import and export", docs/security.md "Limits"): only the
 * admin, only from the shop's own origin, only a CSV body within its limits; a formula cell, a
 * foreign photo or too many rows refused with every row named and nothing written; the export
 * streamed as the import reads it; the admin's hourly import limit.
 */
import { count } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_FIELDS, PRODUCT_CSV_LIMITS, parseProductCsv, type ProductCsvField } from '@/domain/catalog/product-csv';
import { products } from '../db/schema';
import { PRODUCT_IMPORT_BODY_LIMIT } from '../app';
import { PRODUCT_IMPORTS_PER_ADMIN } from '../services/rate-limits';
import { DEMO, type TestClient } from '../testing/harness';
import { json, serverPerTest } from '../testing/fixtures';

type Cells = Partial<Record<ProductCsvField, string | number>>;
const csvOf = (...rows: Cells[]) => Papa.unparse({ fields: [...PRODUCT_CSV_FIELDS], data: rows.map((row) => PRODUCT_CSV_FIELDS.map((f) => row[f] ?? '')) });
const tea: Cells = { 'Nama Produk': 'Teh Gayo', Kategori: 'Minuman', Lokasi: 'Takengon', 'ID Mitra': 'P001', Harga: 30000, Stok: 4, Berat: 100, 'Foto Produk': '/images/products/kopi-arabika-gayo.svg' };

const send = (device: TestClient, body: string, options: { type?: string; query?: string; headers?: Record<string, string> } = {}) =>
  device.request(`/api/admin/products/import${options.query ?? ''}`, { method: 'POST', body, headers: { 'content-type': options.type ?? 'text/csv', ...options.headers } });

describe('product import and export over HTTP', () => {
  const server = serverPerTest();
  const productCount = async () => (await server.database.db.select({ n: count() }).from(products))[0]!.n;

  it('refuses a visitor (401), a buyer (403) and a cross-site request (403), and writes nothing', async () => {
    const before = await productCount();
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    expect((await send(server.client(), csvOf(tea))).status).toBe(401);
    expect((await send(buyer, csvOf(tea))).status).toBe(403);
    expect((await buyer.request('/api/admin/products/export')).status).toBe(403);
    expect((await send(admin, csvOf(tea), { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await send(admin, csvOf(tea), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await productCount()).toBe(before);
  });

  it('refuses another body type, an unknown parameter, a body over 6 MB and a file over 5,000 rows', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const before = await productCount();
    expect((await send(admin, csvOf(tea), { type: 'application/json' })).status).toBe(400);
    expect((await send(admin, csvOf(tea), { query: '?dryRun=yes' })).status).toBe(400);
    expect((await send(admin, csvOf(tea), { query: '?dryRun=1&x=1' })).status).toBe(400);
    expect((await send(admin, 'a'.repeat(PRODUCT_IMPORT_BODY_LIMIT + 1))).status).toBe(413);
    const many = await send(admin, `${PRODUCT_CSV_FIELDS.join(',')}\n${'x\n'.repeat(PRODUCT_CSV_LIMITS.rows + 1)}`);
    expect(many.status).toBe(400);
    expect(await json(many)).toMatchObject({ code: 'PRODUCT_IMPORT_INVALID', fields: { rows: 'Paling banyak 5.000 baris per berkas.' } });
    expect(await productCount()).toBe(before);
  });

  it('refuses formula cells and photos of other sites, naming each row, and writes nothing', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const before = await productCount();
    const response = await send(admin, csvOf(tea, { ...tea, 'Nama Produk': '=HYPERLINK("http://evil.example")' }, { ...tea, 'Nama Produk': 'Kopi', Deskripsi: '@SUM(1)', 'Foto Produk': 'https://evil.example/x.png' }));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: 'PRODUCT_IMPORT_INVALID',
      fields: {
        rows: [
          'Baris 3 (Nama Produk): sel tidak boleh diawali =, +, -, @, tab atau baris baru.',
          'Baris 4 (Deskripsi): sel tidak boleh diawali =, +, -, @, tab atau baris baru.',
          'Baris 4 (Foto Produk): Foto harus gambar yang sudah diunggah ke toko (/api/images/… atau /images/…).',
        ].join('\n'),
      },
    });
    expect(await productCount()).toBe(before);
  });

  it('refuses an uploaded photo the server no longer stores', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const response = await send(admin, csvOf({ ...tea, 'Foto Produk': `/api/images/${'a'.repeat(64)}` }));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ fields: { rows: 'Baris 2 (Foto Produk): Gambar tidak ditemukan, unggah lagi.' } });
  });

  it(`answers 429 past ${PRODUCT_IMPORTS_PER_ADMIN} imports an hour, previews included`, async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    for (let i = 0; i < PRODUCT_IMPORTS_PER_ADMIN; i++) expect((await send(admin, csvOf(tea), { query: '?dryRun=1' })).status).toBe(200);
    const refused = await send(admin, csvOf(tea));
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ message: expect.stringMatching(/^Terlalu banyak impor produk\. Coba lagi dalam /) });
  });

  it('imports, then streams an export the import reads back', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const before = await productCount();
    const preview = await send(admin, csvOf(tea), { query: '?dryRun=1' });
    expect(await json(preview)).toEqual({ created: 1, updated: 0 });
    expect(await productCount()).toBe(before);
    expect(await json(await send(admin, csvOf(tea)))).toEqual({ created: 1, updated: 0 });
    const exported = await admin.request('/api/admin/products/export');
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('cache-control')).toMatch(/no-store/);
    const parsed = parseProductCsv(await exported.text());
    expect(parsed.errors).toEqual([]);
    expect(new Set(parsed.rows.map((row) => row.cells['ID Produk'])).size).toBe(before + 1);
    expect(parsed.rows.at(-1)!.cells['Nama Produk']).toBe('Teh Gayo');
  });
});
