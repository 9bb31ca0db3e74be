import type { ListPageTexts } from '@/components/list-kit';
import { transactionStatusSchema, type TransactionStatus } from '@/domain/core/records';
import { TRANSACTION_STATUS_LABELS } from './transaction-status';

/** The transactions list's filter: the transaction status. */
export type TransactionsFilters = { status: TransactionStatus };

/**
 * Texts of the transactions screen that the message catalogue does not hold, and its filters bar:
 * a search by transaction or order id ('Cari transaksi') and 'Status'.
 */
export const TRANSACTIONS_PAGE_TEXT = {
  title: 'Transaksi & Pembayaran',
  description: 'Pantau pembayaran setiap pesanan.',
  loading: 'Memuat transaksi...',
  empty: 'Belum ada transaksi.',
  noMatch: 'Tidak ada transaksi yang cocok dengan filter.',
  pagesLabel: 'Halaman daftar transaksi',
  noun: 'transaksi',
  filters: {
    label: 'Filter transaksi',
    className: 'sm:grid-cols-2',
    search: { label: 'Cari transaksi', placeholder: 'ID transaksi atau ID pesanan' },
    selects: [
      {
        name: 'status',
        label: 'Status',
        options: transactionStatusSchema.options,
        optionLabel: (s: TransactionStatus) => `${TRANSACTION_STATUS_LABELS[s]} (${s})`,
      },
    ],
  },
} as const satisfies ListPageTexts<TransactionsFilters>;
