/**
 * The data a fresh shop starts with (spec section 3, "Seed data on first load"; docs/product/decisions.md,
 * "Seed data"), dated from the moment it is written: {@link demoSeed} of `now`, which each mode's
 * shell passes in (the server's first start, server/db/first-start.ts; browser mode's first open,
 * src/data/adapters/key-value/document-store.ts). Each list is written to its storage key only when
 * that key is absent.
 *
 * - `products`: the spec's 15 products, ids 1, 2, 11, 21, … 104, all six categories (spec section 3,
 *   "Product"; docs/product/decisions.md, "Seed data"); their stock is what the seed orders left;
 *   `Tas Anyaman Pandan` has a promo running around `now` (./products.ts `seedProductsAt`); then
 *   two with `Variasi` (decision 027): 105 `Kopi Gayo Peaberry Sangrai` by `Ukuran` (250 g, 500 g,
 *   1 kg) and 106 `Selendang Songket Bungong Jeumpa` by `Warna` × `Ukuran`, one combination sold out.
 * - `partners`: P001–P007, real Aceh towns and coordinates (spec section 3, "Partner").
 * - `reviews`: 16 reviews rated 4 or 5 over the nine months before `now` (spec section 3, "Review").
 * - `orders`: ORD001–ORD013 of the eight weeks before `now` in every status, three of them of
 *   today (./orders.ts): the demo buyer USR002's ORD001 (Pending, within its payment deadline) and
 *   ORD002 (paid, shipped), the others of buyers without an account in the demo; couriers, ongkir,
 *   resi and the full 'Riwayat Status' as the order flow writes them (./journeys.ts).
 * - `transactions`: TRX001–TRX013, one per order, of its total, status as its journey left it.
 * - `activityLogs`: the admin's own entries and every step of the seed orders (spec section 3,
 *   "Activity log entry"; section 7).
 * - `emailLogs`: 2 entries for ORD001, one success and one failure (spec section 3, "Email log
 *   entry"; section 7).
 * - `users`: admin USR001 and buyer USR002 with PBKDF2 password hashes (spec section 3, "Seed
 *   users"; docs/product/decisions.md, "Security" and "Seed data").
 * - `paymentAccounts`: the demo shop's bank account, e-wallet number and QRIS payload, clearly
 *   demo values (docs/product/decisions.md, payment instructions by method). Not the setting's default: a shop
 *   that was not seeded offers no account until its admin sets one.
 */
import type { ActivityLog, EmailLog, Order, Partner, Product, Review, Transaction, User } from '@/domain/core/records';
import type { PaymentAccounts } from '@/domain/payment/accounts';
import { seedClock } from './clock';
import { seedActivityLogs, seedEmailLogs } from './logs';
import { seedOrderRecords } from './orders';
import { seedPartners } from './partners';
import { seedPaymentAccounts } from './payment-accounts';
import { seedProducts, seedProductsAt } from './products';
import { seedReviews } from './reviews';
import { seedUsers } from './users';

export { seedPartners, seedPaymentAccounts, seedProducts, seedUsers };

/** Every seed list and setting, named after its storage key. */
export interface DemoSeed {
  products: Product[];
  partners: Partner[];
  reviews: Review[];
  orders: Order[];
  transactions: Transaction[];
  activityLogs: ActivityLog[];
  emailLogs: EmailLog[];
  users: User[];
  paymentAccounts: PaymentAccounts;
}

/**
 * The demo shop's seed written at `now` (see the module's comment): every dated record before or
 * at `now`, the unpaid order within its payment deadline, this month's revenue above Rp 0 (an
 * order of today is paid) — whatever `now` is, 00:05 WIB on the 1st of a month included.
 * @param now - the moment the seed is written (the shell's clock).
 */
export function demoSeed(now: Date): DemoSeed {
  const clock = seedClock(now);
  const orders = seedOrderRecords(clock);
  return {
    products: seedProductsAt(now),
    partners: seedPartners,
    reviews: seedReviews(clock),
    orders: orders.map((records) => records.order),
    transactions: orders.map((records) => records.transaction),
    activityLogs: seedActivityLogs(clock, orders),
    emailLogs: seedEmailLogs(clock, orders),
    users: seedUsers,
    paymentAccounts: seedPaymentAccounts,
  };
}
