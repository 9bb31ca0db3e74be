import { ReceiptIcon } from 'lucide-react';
import { ListPage, useListSearch } from '@/components/list-kit';
import { useTransactionSearch } from '../api/use-transaction-search';
import { TRANSACTIONS_PAGE_TEXT, type TransactionsFilters } from '../lib/texts';
import { TransactionsTable } from './transactions-table';

/**
 * /admin/transactions, 'Transaksi & Pembayaran' (spec section 2): a read-only table of every
 * transaction (id, order id, method, amount in Rupiah, date, status badge), newest first, with a
 * status filter, a search by transaction or order id, and 20 rows per page, paged by the data port
 * (`orders.searchTransactions`, in the database in server mode).
 */
export function AdminTransactionsPage() {
  const list = useListSearch<TransactionsFilters>(['status']);
  const transactions = useTransactionSearch(list.search);

  return (
    <ListPage
      texts={TRANSACTIONS_PAGE_TEXT}
      icon={<ReceiptIcon />}
      query={transactions}
      list={list}
    >
      {(items) => <TransactionsTable transactions={items} />}
    </ListPage>
  );
}
