import type { Order, Product } from '../core/records';
import { withCatalogFigures } from './figures';

const product = (id: number) => ({ id, name: `P${id}` }) as Product;
const order = (status: Order['status'], lines: Array<[number, number]>) =>
  ({ status, items: lines.map(([productId, quantity]) => ({ productId, quantity })) }) as Pick<Order, 'status' | 'items'>;

describe('withCatalogFigures', () => {
  it('sums the units of orders that count as sold and averages the reviews, per product of the page', () => {
    const orders = [order('Pending', [[1, 2], [2, 1]]), order('Cancelled', [[1, 5]]), order('Completed', [[1, 3], [9, 4]])];
    const reviews = [
      { productId: 1, rating: 5 },
      { productId: 1, rating: 4 },
      { productId: 9, rating: 1 },
    ];
    expect(withCatalogFigures([product(1), product(2), product(3)], orders, reviews)).toEqual([
      { ...product(1), unitsSold: 5, reviewCount: 2, ratingAverage: 4.5 },
      { ...product(2), unitsSold: 1, reviewCount: 0, ratingAverage: 0 },
      { ...product(3), unitsSold: 0, reviewCount: 0, ratingAverage: 0 },
    ]);
  });

  it('counts nothing for prototype orders without line items', () => {
    expect(withCatalogFigures([product(1)], [{ status: 'Pending' } as Order], [])[0]!.unitsSold).toBe(0);
  });
});
