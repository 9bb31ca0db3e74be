/** Texts of the orders screen that the message catalogue does not hold. */
export const ORDERS_PAGE_TEXT = {
  empty: 'Belum ada pesanan.',
  noMatch: 'Tidak ada pesanan yang cocok dengan filter.',
} as const;
