/** Admin transactions feature: 'Transaksi & Pembayaran' (spec section 2; issue 4). */
export { AdminTransactionsPage } from './components/transactions-page';
export { TransactionStatusBadge } from './components/transaction-status-badge';
export { filterTransactions, TRANSACTIONS_PAGE_TEXT } from './lib/filter-transactions';
export { TRANSACTION_STATUS_LABELS, transactionStatusVariant } from './lib/transaction-status';
