import { describe, expect, it } from 'vitest';
import { countsAsLowStock, isLowStock, LOW_STOCK_THRESHOLD, stockLevel } from './low-stock';

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
