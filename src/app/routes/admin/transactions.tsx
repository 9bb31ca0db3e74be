import { AdminTransactionsPage } from '@/features/admin-transactions';

/** /admin/transactions (spec section 2): 'Transaksi & Pembayaran'. */
export function Component() {
  return <AdminTransactionsPage />;
}
