import type { Transaction, TransactionStatus } from '@/domain/schemas';
import { createSearchMatcher } from '@/domain/search';

/** Texts of the transactions screen that the message catalogue does not hold. */
export const TRANSACTIONS_PAGE_TEXT = {
  empty: 'Belum ada transaksi.',
  noMatch: 'Tidak ada transaksi yang cocok dengan filter.',
} as const;

/**
 * The transactions matching a status ('all' for any) and a query found in the transaction id or
 * the order id (case-insensitive), in their given order.
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  status: TransactionStatus | 'all',
  query: string,
): Transaction[] {
  const matches = createSearchMatcher(query);
  return transactions.filter((t) => (status === 'all' || t.status === status) && matches([t.id, t.orderId]));
}
