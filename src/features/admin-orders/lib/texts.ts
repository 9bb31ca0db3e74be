import type { ListPageTexts } from '@/components/list-kit';

/** Texts of the orders screen that the message catalogue does not hold. */
export const ORDERS_PAGE_TEXT = {
  title: 'Pesanan',
  description: 'Kelola status pesanan dan pengiriman pembeli.',
  loading: 'Memuat pesanan...',
  empty: 'Belum ada pesanan.',
  noMatch: 'Tidak ada pesanan yang cocok dengan filter.',
  pagesLabel: 'Halaman daftar pesanan',
  noun: 'pesanan',
} as const satisfies ListPageTexts;
