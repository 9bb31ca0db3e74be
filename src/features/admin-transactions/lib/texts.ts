/** Texts of the transactions screen that the message catalogue does not hold. */
export const TRANSACTIONS_PAGE_TEXT = {
  empty: 'Belum ada transaksi.',
  noMatch: 'Tidak ada transaksi yang cocok dengan filter.',
} as const;
