import type { Transaction, TransactionStatus } from '@/domain/schemas';

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
  const q = query.trim().toLowerCase();
  return transactions.filter(
    (t) =>
      (status === 'all' || t.status === status) &&
      (q === '' || t.id.toLowerCase().includes(q) || t.orderId.toLowerCase().includes(q)),
  );
}
