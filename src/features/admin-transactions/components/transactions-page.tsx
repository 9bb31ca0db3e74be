import { useDeferredValue, useState } from 'react';
import { ReceiptIcon } from 'lucide-react';
import { ALL, FilterSelect, ListFilters, ListView, SearchField } from '@/components/list-kit';
import type { TransactionSearch } from '@/domain/back-office-search';
import { transactionStatusSchema, type TransactionStatus } from '@/domain/schemas';
import { usePageNumber } from '@/lib/use-page-number';
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
  const [status, setStatus] = useState<TransactionStatus | typeof ALL>(ALL);
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query).trim();
  const [page, setPage] = usePageNumber(`${status}|${q}`);
  const search: TransactionSearch = {
    page,
    ...(status === ALL ? {} : { status }),
    ...(q ? { q } : {}),
  };
  const transactions = useTransactionSearch(search);
  const filtering = status !== ALL || q !== '';

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Transaksi & Pembayaran</h1>
        <p className="text-muted-foreground">Pantau pembayaran setiap pesanan.</p>
      </div>
      <ListView
        query={transactions}
        loadingLabel="Memuat transaksi..."
        icon={<ReceiptIcon />}
        empty={TRANSACTIONS_PAGE_TEXT.empty}
        filtering={filtering}
        noMatch={TRANSACTIONS_PAGE_TEXT.noMatch}
        filters={
          <ListFilters label="Filter transaksi" className="sm:grid-cols-2">
            <SearchField
              label="Cari transaksi"
              placeholder="ID transaksi atau ID pesanan"
              value={query}
              onValueChange={setQuery}
            />
            <FilterSelect
              label="Status"
              value={status}
              onValueChange={setStatus}
              options={transactionStatusSchema.options}
              optionLabel={(s) => `${TRANSACTION_STATUS_LABELS[s]} (${s})`}
            />
          </ListFilters>
        }
        pagination={{ label: 'Halaman daftar transaksi', noun: 'transaksi', onPageChange: setPage }}
      >
        {(data) => <TransactionsTable transactions={data.items} />}
      </ListView>
    </div>
  );
}
