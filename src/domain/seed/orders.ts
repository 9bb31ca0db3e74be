import { describeLines } from '@/domain/cart/lines';
import { jakartaDay } from '@/shared/format';
import type { Order, OrderItem, Transaction } from '@/domain/core/records';
import { seedProducts } from './products';

/** Recipient shared by both seed orders: the demo buyer's default address (see `users.ts`). */
const recipient = {
  customerName: 'Rahmat Hidayat',
  customerPhone: '081260457321',
  shippingAddress: 'Jl. Teuku Nyak Arief No. 27, Lamgugob, Kec. Syiah Kuala, Banda Aceh, Aceh',
  postalCode: '23115',
  customerEmail: 'pembeli@example.com',
} as const;

/** Lines of seed products, each `[product id, quantity]`, at the seed catalogue's name and price (Rupiah). */
function seedLines(...lines: Array<[productId: number, quantity: number]>): OrderItem[] {
  return lines.map(([productId, quantity]) => {
    const { name, price } = seedProducts.find((product) => product.id === productId)!;
    return { productId, name, price, quantity };
  });
}

/**
 * An order of the demo buyer USR002 `pembeli` to {@link recipient}: its product names and total
 * are its lines' (shipping not charged separately), its day is `createdAt`'s in Jakarta.
 */
function buyerOrder({ id, items, createdAt, ...state }: Pick<Order, 'id' | 'status' | 'shippingStatus' | 'paymentMethod' | 'paymentCode'> & { items: OrderItem[]; createdAt: string }): Order {
  return {
    id,
    ...recipient,
    productName: describeLines(items),
    date: jakartaDay(new Date(createdAt)),
    status: state.status,
    shippingStatus: state.shippingStatus,
    paymentMethod: state.paymentMethod,
    paymentCode: state.paymentCode,
    total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    userId: 'USR002',
    username: 'pembeli',
    items,
    createdAt,
  };
}

/**
 * Seed orders (spec section 3, "Order" and "Seed data"; docs/product/decisions.md, "Whose order is it"), both
 * placed by the demo buyer USR002 `pembeli`. Totals are the sums of their lines at the seed
 * product prices (shipping is not charged separately).
 *
 * - ORD001: Pending, waiting for payment (payment code per spec section 9); Rp 205.000.
 * - ORD002: paid, Processed and shipped ('Dikirim'); Rp 344.000.
 */
export const seedOrders: Order[] = [
  buyerOrder({
    id: 'ORD001',
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: 'TJ-20251104-4821',
    items: seedLines([1, 2], [11, 1]),
    createdAt: '2025-11-04T02:15:09.000Z',
  }),
  buyerOrder({
    id: 'ORD002',
    status: 'Processed',
    shippingStatus: 'Dikirim',
    paymentMethod: 'Bank Aceh Transfer',
    paymentCode: 'TJ-20251028-7356',
    items: seedLines([21, 1], [71, 3], [101, 1]),
    createdAt: '2025-10-28T04:30:18.000Z',
  }),
];

/**
 * Seed transactions (spec section 3, "Transaction"; docs/product/decisions.md, "Checkout, orders, payment"):
 * one per seed order, for the order's total and method. `date` is the order's day (YYYY-MM-DD).
 */
export const seedTransactions: Transaction[] = [
  {
    id: 'TRX001',
    orderId: 'ORD001',
    paymentMethod: 'GoPay',
    amount: 205000,
    date: '2025-11-04',
    status: 'Pending',
  },
  {
    id: 'TRX002',
    orderId: 'ORD002',
    paymentMethod: 'Bank Aceh Transfer',
    amount: 344000,
    date: '2025-10-28',
    status: 'Success',
  },
];
