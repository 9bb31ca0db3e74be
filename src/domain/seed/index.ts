/**
 * The data a fresh shop starts with (spec section 3, "Seed data on first load"; docs/product/decisions.md,
 * "Seed data"). Each list is written to its storage key only when that key is absent.
 *
 * - `products`: 15 products, ids 1, 2, 11, 21, … 104, all six categories (spec section 3,
 *   "Product"; docs/product/decisions.md, "Seed data").
 * - `partners`: P001–P007, real Aceh towns and coordinates (spec section 3, "Partner").
 * - `reviews`: 16 reviews rated 4 or 5 (spec section 3, "Review").
 * - `orders`: ORD001 (Pending) and ORD002 (Processed, Dikirim) of buyer USR002 (spec section 3,
 *   "Order"; payment code format of spec section 9; owner fields per docs/product/decisions.md, "Whose order
 *   is it").
 * - `transactions`: TRX001 (Pending) and TRX002 (Success), matching the orders (spec section 3,
 *   "Transaction"; docs/product/decisions.md, "Checkout, orders, payment").
 * - `activityLogs`: 7 entries (spec section 3, "Activity log entry"; section 7).
 * - `emailLogs`: 2 entries for ORD001, one success and one failure (spec section 3, "Email log
 *   entry"; section 7).
 * - `users`: admin USR001 and buyer USR002 with PBKDF2 password hashes (spec section 3, "Seed
 *   users"; docs/product/decisions.md, "Security" and "Seed data").
 * - `paymentAccounts`: the demo shop's bank account, e-wallet number and QRIS payload, clearly
 *   demo values (docs/product/decisions.md, payment instructions by method). Not the setting's default: a shop
 *   that was not seeded offers no account until its admin sets one.
 */
import { seedActivityLogs, seedEmailLogs } from './logs';
import { seedOrders, seedTransactions } from './orders';
import { seedPartners } from './partners';
import { seedPaymentAccounts } from './payment-accounts';
import { seedProducts } from './products';
import { seedReviews } from './reviews';
import { seedUsers } from './users';

export { seedActivityLogs, seedEmailLogs, seedOrders, seedPartners, seedProducts, seedReviews };
export { seedPaymentAccounts, seedTransactions, seedUsers };

/** All seed lists and settings, named after their storage keys. */
export const seed = {
  products: seedProducts,
  partners: seedPartners,
  reviews: seedReviews,
  orders: seedOrders,
  transactions: seedTransactions,
  activityLogs: seedActivityLogs,
  emailLogs: seedEmailLogs,
  users: seedUsers,
  paymentAccounts: seedPaymentAccounts,
};
