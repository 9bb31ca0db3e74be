import type { Order, Transaction } from '@/domain/schemas';

/** Recipient shared by both seed orders: the demo buyer's default address (see `users.ts`). */
const recipient = {
  customerName: 'Rahmat Hidayat',
  customerPhone: '081260457321',
  shippingAddress: 'Jl. Teuku Nyak Arief No. 27, Lamgugob, Kec. Syiah Kuala, Banda Aceh, Aceh',
  postalCode: '23115',
  customerEmail: 'pembeli@example.com',
} as const;

/**
 * Seed orders (spec section 3, "Order" and "Seed data"; docs/product/decisions.md, "Whose order is it"), both
 * placed by the demo buyer USR002 `pembeli`. Totals are the sums of their lines at the seed
 * product prices (shipping is not charged separately).
 *
 * - ORD001: Pending, waiting for payment (payment code per spec section 9).
 * - ORD002: paid, Processed and shipped ('Dikirim').
 */
export const seedOrders: Order[] = [
  {
    id: 'ORD001',
    ...recipient,
    productName: 'Kopi Arabika Gayo (x2), Kue Adee (x1)',
    date: '2025-11-04',
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: 'TJ-20251104-4821',
    total: 205000,
    userId: 'USR002',
    username: 'pembeli',
    items: [
      { productId: 1, name: 'Kopi Arabika Gayo', price: 85000, quantity: 2 },
      { productId: 11, name: 'Kue Adee', price: 35000, quantity: 1 },
    ],
    createdAt: '2025-11-04T02:15:09.000Z',
  },
  {
    id: 'ORD002',
    ...recipient,
    productName: 'Minyak Nilam Aceh (x1), Bubuk Kopi Ulee Kareeng (x3), Madu Hutan Gayo (x1)',
    date: '2025-10-28',
    status: 'Processed',
    shippingStatus: 'Dikirim',
    paymentMethod: 'Bank Aceh Transfer',
    paymentCode: 'TJ-20251028-7356',
    total: 344000,
    userId: 'USR002',
    username: 'pembeli',
    items: [
      { productId: 21, name: 'Minyak Nilam Aceh', price: 95000, quantity: 1 },
      { productId: 71, name: 'Bubuk Kopi Ulee Kareeng', price: 38000, quantity: 3 },
      { productId: 101, name: 'Madu Hutan Gayo', price: 135000, quantity: 1 },
    ],
    createdAt: '2025-10-28T04:30:18.000Z',
  },
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
