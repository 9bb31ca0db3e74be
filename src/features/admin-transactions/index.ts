/** Admin transactions feature: 'Transaksi & Pembayaran' (spec section 2). */
export { AdminTransactionsPage } from './components/transactions-page';
export { TransactionStatusBadge } from './components/transaction-status-badge';
export { TRANSACTIONS_PAGE_TEXT } from './lib/texts';
export { TRANSACTION_STATUS_LABELS, transactionStatusVariant } from './lib/transaction-status';
