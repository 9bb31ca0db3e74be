import type { ListPageTexts } from '@/components/list-kit';

/** Texts of the transactions screen that the message catalogue does not hold. */
export const TRANSACTIONS_PAGE_TEXT = {
  title: 'Transaksi & Pembayaran',
  description: 'Pantau pembayaran setiap pesanan.',
  loading: 'Memuat transaksi...',
  empty: 'Belum ada transaksi.',
  noMatch: 'Tidak ada transaksi yang cocok dengan filter.',
  pagesLabel: 'Halaman daftar transaksi',
  noun: 'transaksi',
} as const satisfies ListPageTexts;
