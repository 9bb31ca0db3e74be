import { describe, expect, it } from 'vitest';
import { isLowStock, LOW_STOCK_THRESHOLD, stockLevel } from './low-stock';

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
});
