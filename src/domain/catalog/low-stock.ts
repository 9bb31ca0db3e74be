/**
 * Low stock: a product whose stock (or, with `Variasi`, one variant's) is at or below the store setting
 * `Batas Stok Menipis` is marked in the admin's products table ('Stok menipis', 'Habis' at 0) and
 * found by its filter 'Stok menipis' (src/domain/back-office/lists.ts in browser mode, the
 * server's product search in server mode). Only an `active` product counts ({@link countsAsLowStock}).
 * Pure and zod-free.
 */
import type { ProductStatus } from '../core/vocabulary';

/** The store setting `Batas Stok Menipis`: its default and allowed range (whole units). */
export const LOW_STOCK_THRESHOLD = { default: 5, min: 0, max: 1000 } as const;

/** A product's stock level for the back office: `'out'` (0), `'low'` (≤ threshold) or `'ok'`. */
export type StockLevel = 'out' | 'low' | 'ok';

/** The badge text of each marked {@link StockLevel} (docs/product/ui-names.md "Admin"). */
export const STOCK_LEVEL_LABELS = { out: 'Habis', low: 'Stok menipis' } as const satisfies Record<
  Exclude<StockLevel, 'ok'>,
  string
>;

/**
 * Whether a product of `stock` units is low on stock: at or below `threshold` (so a product of 0
 * units always is).
 * @param stock - the product's units in stock.
 * @param threshold - the store's `Batas Stok Menipis` (units).
 */
export function isLowStock(stock: number, threshold: number): boolean {
  return stock <= threshold;
}

/** A product as the low-stock rules read it: its stock, status and variants (none: no tiers). */
export interface StockedProduct {
  stock: number;
  status?: ProductStatus;
  variants?: readonly { stock: number }[];
}

/**
 * Whether a product counts as `Stok Menipis` for the owner (the products table's badge and filter,
 * the dashboard's count): an `active` product (no status reads `active`) low on stock — its stock
 * (for a product with `Variasi`, the variants' sum) or any one variant's at or below `threshold`, as
 * a size can run out while the sum looks healthy. A `Draf` or `Arsip` product is not sold, so its
 * stock needs no refill. The server's filter says the same in SQL (server/services/products.ts).
 */
export function countsAsLowStock(product: StockedProduct, threshold: number): boolean {
  if ((product.status ?? 'active') !== 'active') return false;
  return isLowStock(Math.min(product.stock, ...(product.variants ?? []).map((v) => v.stock)), threshold);
}

/**
 * The stock level of a product of `stock` units: `'out'` at 0 (or below), `'low'` at or below
 * `threshold`, else `'ok'`.
 */
export function stockLevel(stock: number, threshold: number): StockLevel {
  if (stock <= 0) return 'out';
  return isLowStock(stock, threshold) ? 'low' : 'ok';
}

/**
 * The level the products table's `Stok` column marks for `product`: `'out'` when its stock (with
 * `Variasi`, the variants' sum) is 0, on any product; else `'low'` when it counts as low
 * ({@link countsAsLowStock}: an `active` product, it or one variant at or below `threshold`); else `'ok'`.
 * @param product - the product's stock, status and variants.
 * @param threshold - the store's `Batas Stok Menipis` (units).
 */
export function productStockLevel(product: StockedProduct, threshold: number): StockLevel {
  if (product.stock <= 0) return 'out';
  return countsAsLowStock(product, threshold) ? 'low' : 'ok';
}
