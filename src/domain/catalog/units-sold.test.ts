import { countsAsSold, SOLD_ORDER_STATUSES, unitsSold } from './units-sold';

const line = (productId: number, quantity: number) => ({ productId, name: `Produk ${productId}`, price: 1000, quantity });

describe('units sold (Terjual N on the product page)', () => {
  it('counts every order status but Cancelled', () => {
    expect(SOLD_ORDER_STATUSES).toEqual(['Pending', 'Verifying', 'Processed', 'Completed']);
    expect(countsAsSold('Cancelled')).toBe(false);
    expect(countsAsSold('Pending')).toBe(true);
  });

  it('sums the product\'s units over the orders that count, and nothing of prototype orders without lines', () => {
    const orders = [
      { status: 'Completed' as const, items: [line(1, 2), line(2, 5)] },
      { status: 'Pending' as const, items: [line(1, 3)] },
      { status: 'Cancelled' as const, items: [line(1, 7)] },
      { status: 'Processed' as const, items: undefined },
    ];
    expect(unitsSold(orders, 1)).toBe(5);
    expect(unitsSold(orders, 2)).toBe(5);
    expect(unitsSold(orders, 3)).toBe(0);
    expect(unitsSold([], 1)).toBe(0);
  });
});
