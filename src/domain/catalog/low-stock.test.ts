import { describe, expect, it } from 'vitest';
import { countsAsLowStock, isLowStock, LOW_STOCK_THRESHOLD, productStockLevel, stockLevel } from './low-stock';

describe('low stock', () => {
  it('marks stock at or below the threshold, 0 as out of stock', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(1, 5)).toBe('low');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('ok');
    expect(stockLevel(0, 0)).toBe('out');
    expect(stockLevel(1, 0)).toBe('ok');
  });

  it('counts the threshold itself as low', () => {
    expect(isLowStock(LOW_STOCK_THRESHOLD.default, LOW_STOCK_THRESHOLD.default)).toBe(true);
    expect(isLowStock(LOW_STOCK_THRESHOLD.default + 1, LOW_STOCK_THRESHOLD.default)).toBe(false);
  });

  it('counts only an Aktif product (no status reads Aktif) as Stok Menipis', () => {
    expect(countsAsLowStock({ stock: 2, status: 'active' }, 5)).toBe(true);
    expect(countsAsLowStock({ stock: 2 }, 5)).toBe(true);
    expect(countsAsLowStock({ stock: 6, status: 'active' }, 5)).toBe(false);
    for (const status of ['draft', 'archived'] as const) expect(countsAsLowStock({ stock: 0, status }, 5)).toBe(false);
  });
});

describe('productStockLevel', () => {
  const variant = (stock: number) => ({ stock });

  it('reads a product without variants by its own stock', () => {
    expect(productStockLevel({ stock: 0, status: 'active' }, 5)).toBe('out');
    expect(productStockLevel({ stock: 5, status: 'active', variants: [] }, 5)).toBe('low');
    expect(productStockLevel({ stock: 6 }, 5)).toBe('ok');
  });

  it('marks an active product low when any one variant is low, though the sum is not', () => {
    expect(productStockLevel({ stock: 42, status: 'active', variants: [variant(40), variant(2)] }, 5)).toBe('low');
    expect(productStockLevel({ stock: 40, status: 'active', variants: [variant(40), variant(0)] }, 5)).toBe('low');
    expect(productStockLevel({ stock: 20, status: 'active', variants: [variant(10), variant(10)] }, 5)).toBe('ok');
  });

  it('marks `Habis` on any product at 0, and no low stock on a Draf or Arsip one', () => {
    expect(productStockLevel({ stock: 0, status: 'archived', variants: [variant(0)] }, 5)).toBe('out');
    expect(productStockLevel({ stock: 3, status: 'draft', variants: [variant(1), variant(2)] }, 5)).toBe('ok');
  });
});
