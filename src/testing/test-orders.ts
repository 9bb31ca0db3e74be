/**
 * A stored order for the order decisions' tests (src/domain/orders/*.test.ts): Pending, paid by
 * GoPay, 160,000 Rupiah, owned by `USR1`, placed 2026-11-25 10:00 WIB with its payment due a day
 * later, of 2 units of product 1 and 3 of product 2.
 * @param changes - fields to replace (e.g. `paymentMethod: 'COD'`, other `items`).
 */
import type { Order } from '@/domain/core/records';

export function pendingOrder(changes: Partial<Order> = {}): Order {
  return {
    id: 'ORD1',
    customerName: 'cut',
    customerPhone: '',
    shippingAddress: '',
    postalCode: '',
    productName: '',
    date: '2026-11-25',
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: 'TJ-202611251234',
    total: 160_000,
    userId: 'USR1',
    paymentDueAt: '2026-11-26T03:00:00.000Z',
    items: [
      { productId: 1, name: 'Kopi', price: 50_000, quantity: 2 },
      { productId: 2, name: 'Kue', price: 20_000, quantity: 3 },
    ],
    ...changes,
  };
}
