/**
 * The port's contract for `Impor Produk` and `Ekspor Produk` (src/domain/catalog/product-csv.ts,
 * product-import.ts): an import creates and updates in one go, a preview writes nothing, a file
 * with a bad row writes nothing, rows without `ID Produk` update the product their SKU names, the
 * file's limits hold, only the admin imports, and the export reads back as the same products. Run
 * against the key-value adapters (`src/testing/contract/product-import.test.ts`) and the HTTP
 * adapter over the real server (`src/testing/contract/http.test.ts`).
 */
import Papa from 'papaparse';
import { PRODUCT_CSV_FIELDS, PRODUCT_CSV_LIMITS, type ProductCsvField } from '@/domain/catalog/product-csv';
import { productCsvMessages } from '@/shared/messages-product-csv';
import type { AdapterCase } from '@/testing/contract-adapters';

type Cells = Partial<Record<ProductCsvField, string | number>>;
/** A file of `rows` under the full header. */
const csvOf = (...rows: Cells[]) => Papa.unparse({ fields: [...PRODUCT_CSV_FIELDS], data: rows.map((row) => PRODUCT_CSV_FIELDS.map((f) => row[f] ?? '')) });
const honey: Cells = {
  'Nama Produk': 'Madu Hutan Impor',
  Kategori: 'Makanan',
  Lokasi: 'Aceh Besar',
  'ID Mitra': 'P001',
  Harga: 120000,
  Stok: 12,
  Berat: 500,
  'Status Produk': 'Aktif',
  'Foto Produk': '/images/products/kopi-arabika-gayo.svg',
};
const shirt = (option: string, sku: string, stock: number): Cells => ({ ...honey, 'Nama Produk': 'Kaos Aceh Impor', 'Nama Variasi 1': 'Ukuran', 'Pilihan Variasi 1': option, SKU: sku, Stok: stock });

/** Declares the product import's cases for `adapter`. */
export function productImportContract(adapter: AdapterCase): void {
  describe(`product import contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('previews without writing, then creates and updates in one import', async () => {
      const data = await adapter.open({ as: 'admin' });
      const [first] = await data.products.list();
      const before = (await data.products.list()).length;
      const file = csvOf(honey, { ...honey, 'ID Produk': first!.id, 'Nama Produk': `${first!.name} Baru`, Stok: 77 });
      expect(await data.products.importCsv(file, { dryRun: true })).toEqual({ created: 1, updated: 1 });
      expect((await data.products.list()).length).toBe(before);
      expect(await data.products.importCsv(file)).toEqual({ created: 1, updated: 1 });
      const after = await data.products.list();
      expect(after).toHaveLength(before + 1);
      expect(after.find((p) => p.id === first!.id)).toMatchObject({ name: `${first!.name} Baru`, stock: 77 });
      expect(after.at(-1)).toMatchObject({ name: 'Madu Hutan Impor', price: 120000, stock: 12, weight: 500, status: 'active' });
    });

    it('writes nothing from a file with a bad row, and names every bad row', async () => {
      const data = await adapter.open({ as: 'admin' });
      const before = await data.products.list();
      const attempt = data.products.importCsv(csvOf(honey, { ...honey, 'Nama Produk': 'Teh', Harga: '-5' }, { ...honey, 'Nama Produk': '=cmd()' }));
      await expect(attempt).rejects.toMatchObject({
        code: 'PRODUCT_IMPORT_INVALID',
        fieldErrors: {
          rows: 'Baris 3 (Harga): Harga harus berupa angka 0 atau lebih.\nBaris 4 (Nama Produk): sel tidak boleh diawali =, +, -, @, tab atau baris baru.',
        },
      });
      expect(await data.products.list()).toEqual(before);
    });

    it('updates the product its SKUs name when a row has no ID Produk', async () => {
      const data = await adapter.open({ as: 'admin' });
      expect(await data.products.importCsv(csvOf(shirt('M', 'KAOS-M', 5), shirt('L', 'KAOS-L', 6)))).toEqual({ created: 1, updated: 0 });
      const created = (await data.products.list()).at(-1)!;
      expect(created.variants.map((v) => [v.id, v.sku, v.stock])).toEqual([['v1', 'KAOS-M', 5], ['v2', 'KAOS-L', 6]]);
      expect(await data.products.importCsv(csvOf(shirt('L', 'KAOS-L', 9), shirt('M', 'KAOS-M', 1)))).toEqual({ created: 0, updated: 1 });
      const updated = (await data.products.get(created.id))!;
      // The same options keep their variant ids; the product's stock is the variants' sum.
      expect(updated.variants.map((v) => [v.id, v.sku, v.stock])).toEqual([['v2', 'KAOS-L', 9], ['v1', 'KAOS-M', 1]]);
      expect(updated.stock).toBe(10);
    });

    it('holds the file limits and lets only the admin import or export', async () => {
      const data = await adapter.open({ as: 'admin' });
      const header = PRODUCT_CSV_FIELDS.join(',');
      await expect(data.products.importCsv(`${header}\n${'x\n'.repeat(PRODUCT_CSV_LIMITS.rows + 1)}`)).rejects.toMatchObject({
        code: 'PRODUCT_IMPORT_INVALID',
        message: productCsvMessages.invalid(1),
      });
      await adapter.signIn(data, 'buyer');
      await expect(data.products.importCsv(csvOf(honey))).rejects.toMatchObject({ code: expect.stringMatching(/PERMISSION|FORBIDDEN|ADMIN/) });
      await expect(data.products.exportCsv()).rejects.toMatchObject({ code: expect.stringMatching(/PERMISSION|FORBIDDEN|ADMIN/) });
    });

    it('exports every product as rows the import reads back unchanged', async () => {
      const data = await adapter.open({ as: 'admin' });
      await data.products.importCsv(csvOf(shirt('M', 'KAOS-M', 5), shirt('L', 'KAOS-L', 6)));
      const products = await data.products.list();
      const csv = await data.products.exportCsv();
      for (const product of products) expect(csv).toContain(product.name);
      expect(await data.products.importCsv(csv)).toEqual({ created: 0, updated: products.length });
      expect(await data.products.list()).toEqual(products);
    });
  });
}

