/**
 * The port's contract for low stock (src/domain/catalog/low-stock.ts): the admin's setting
 * `Batas Stok Menipis` (default 5, whole units 0–1000, saved by the admin only) and the products
 * table's filter 'Stok menipis' (`stock: 'low'`). Run against the key-value adapters
 * (`src/testing/contract/low-stock.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`), so both shells prove each rule.
 */
import { countsAsLowStock, LOW_STOCK_THRESHOLD } from '@/domain/catalog/low-stock';
import type { AdapterCase } from '@/testing/contract-adapters';
import { newProduct, PNG_DATA_URL } from '@/testing/test-values';

/** Declares the low-stock cases for `adapter`. */
export function lowStockContract(adapter: AdapterCase): void {
  describe(`low stock contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('keeps Batas Stok Menipis as a store setting: default 5, saved by the admin only, validated', async () => {
      const data = await adapter.open({ as: 'buyer' });
      expect(await data.settings.getStore()).toMatchObject({ lowStockThreshold: LOW_STOCK_THRESHOLD.default });
      await expect(data.settings.saveLowStock({ lowStockThreshold: 9 })).rejects.toThrow();
      await adapter.signIn(data, 'admin');
      for (const lowStockThreshold of [-1, 1001, 2.5]) {
        await expect(data.settings.saveLowStock({ lowStockThreshold })).rejects.toMatchObject({
          code: 'VALIDATION_FAILED',
        });
      }
      expect(await data.settings.getStore()).toMatchObject({ lowStockThreshold: 5 });
      expect(await data.settings.saveLowStock({ lowStockThreshold: 0 })).toMatchObject({ lowStockThreshold: 0 });
      expect(await data.settings.saveLowStock({ lowStockThreshold: 1000 })).toMatchObject({ lowStockThreshold: 1000 });
    });

    it("filters the products table to the products at or below the threshold ('Stok menipis')", async () => {
      const data = await adapter.open({ as: 'admin' });
      const all = await data.products.list();
      const stocks = [...new Set(all.map((p) => p.stock))].sort((a, b) => a - b);
      // A threshold between the stocks, so some products are low and some are not.
      const threshold = stocks[Math.floor(stocks.length / 2)]!;
      await data.settings.saveLowStock({ lowStockThreshold: threshold });
      const low = await data.products.searchAdmin({ stock: 'low', pageSize: 100 });
      // With `Variasi` a product is low when one variant is (the seed's songket has a sold-out one).
      const expected = all.filter((p) => countsAsLowStock(p, threshold)).map((p) => p.id);
      expect(low.items.map((p) => p.id)).toEqual(expected);
      expect(low.total).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      // The filter and the search together.
      const first = all.find((p) => p.stock <= threshold)!;
      const both = await data.products.searchAdmin({ stock: 'low', q: first.name });
      expect(both.items.map((p) => p.id)).toContain(first.id);
      expect(both.items.every((p) => p.stock <= threshold)).toBe(true);
      await expect(
        data.products.searchAdmin({ stock: 'none' as 'low' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it("counts a product with Variasi low when any one variant is, though the sum is not ('Stok menipis')", async () => {
      const data = await adapter.open({ as: 'admin' });
      await data.settings.saveLowStock({ lowStockThreshold: 3 });
      const variant = (id: string, size: string, stock: number) => ({ id, options: [size], price: 45_000, stock, weight: 250, sku: '', image: '' });
      const sized = (name: string, stocks: [number, number]) =>
        data.products.save({
          ...newProduct,
          name,
          image: PNG_DATA_URL,
          variations: [{ name: 'Ukuran', options: ['250 g', '1 kg'] }],
          variants: [variant('v1', '250 g', stocks[0]), variant('v2', '1 kg', stocks[1])],
        });
      const lowOne = await sized('Kopi Satu Ukuran Menipis', [40, 2]);
      const healthy = await sized('Kopi Semua Ukuran Cukup', [40, 20]);
      const low = await data.products.searchAdmin({ stock: 'low', q: 'Kopi Ukuran', pageSize: 100 });
      const ids = low.items.map((p) => p.id);
      expect(ids).toContain(lowOne.id);
      expect(ids).not.toContain(healthy.id);
    });
  });
}
