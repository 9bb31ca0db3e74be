import { ReceiptIcon } from 'lucide-react';
import {
  FilterSelect,
  ListFilters,
  ListView,
  PageHeader,
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
    <div className="flex flex-col gap-6">
      <PageHeader title="Transaksi & Pembayaran" description="Pantau pembayaran setiap pesanan." />
      <ListView
        query={transactions}
        loadingLabel="Memuat transaksi..."
        icon={<ReceiptIcon />}
        empty={TRANSACTIONS_PAGE_TEXT.empty}
        filtering={list.filtering}
        noMatch={TRANSACTIONS_PAGE_TEXT.noMatch}
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
        pagination={{
          label: 'Halaman daftar transaksi',
          noun: 'transaksi',
          onPageChange: list.setPage,
        }}
      >
        {(data) => <TransactionsTable transactions={data.items} />}
      </ListView>
    </div>
  );
}
