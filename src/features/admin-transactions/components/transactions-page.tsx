import { ReceiptIcon } from 'lucide-react';
import {
  FilterSelect,
  ListFilters,
  ListPage,
  SearchField,
  useListSearch,
} from '@/components/list-kit';
import { transactionStatusSchema, type TransactionStatus } from '@/domain/schemas';
import { useTransactionSearch } from '../api/use-transaction-search';
import { TRANSACTIONS_PAGE_TEXT } from '../lib/texts';
import { TRANSACTION_STATUS_LABELS } from '../lib/transaction-status';
import { TransactionsTable } from './transactions-table';

/**
 * /admin/transactions, 'Transaksi & Pembayaran' (spec section 2): a read-only table of every
 * transaction (id, order id, method, amount in Rupiah, date, status badge), newest first, with a
 * status filter, a search by transaction or order id, and 20 rows per page, paged by the data port
 * (`orders.searchTransactions`, in the database in server mode).
 */
export function AdminTransactionsPage() {
  const list = useListSearch<{ status: TransactionStatus }>(['status']);
  const transactions = useTransactionSearch(list.search);

  return (
    <ListPage
      texts={TRANSACTIONS_PAGE_TEXT}
      icon={<ReceiptIcon />}
      query={transactions}
      list={list}
      filters={
        <ListFilters label="Filter transaksi" className="sm:grid-cols-2">
          <SearchField
            label="Cari transaksi"
            placeholder="ID transaksi atau ID pesanan"
            {...list.searchField}
          />
          <FilterSelect
            label="Status"
            {...list.filter('status')}
            options={transactionStatusSchema.options}
            optionLabel={(s) => `${TRANSACTION_STATUS_LABELS[s]} (${s})`}
          />
        </ListFilters>
      }
    >
      {(items) => <TransactionsTable transactions={items} />}
    </ListPage>
  );
}
