import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { useDeferredValue, useId, useState } from 'react';
import { ReceiptIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TablePagination } from '@/components/ui/table-pagination';
import { errorMessage, PermissionError } from '@/data';
import { formatDate, formatRupiah } from '@/domain/format';
import type { TransactionSearch } from '@/domain/back-office-search';
import { MAX_SEARCH_LENGTH } from '@/domain/catalog';
import { messages } from '@/domain/messages';
import { transactionStatusSchema, type TransactionStatus } from '@/domain/schemas';
import { tablePageProps } from '@/lib/table-page';
import { usePageNumber } from '@/lib/use-page-number';
import { useTransactionSearch } from '../api/use-transaction-search';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TRANSACTIONS_PAGE_TEXT } from '../lib/texts';
import { TRANSACTION_STATUS_LABELS } from '../lib/transaction-status';

/**
 * /admin/transactions, 'Transaksi & Pembayaran' (spec section 2): a read-only table of every
 * transaction (id, order id, method, amount in Rupiah, date, status badge), newest first, with a
 * status filter, a search by transaction or order id, and 20 rows per page, paged by the data port
 * (`orders.searchTransactions`, in the database in server mode).
 */
export function AdminTransactionsPage() {
  const id = useId();
  const [status, setStatus] = useState<TransactionStatus | 'all'>('all');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query).trim();
  const [page, setPage] = usePageNumber(`${status}|${q}`);
  const search: TransactionSearch = {
    page,
    ...(status === 'all' ? {} : { status }),
    ...(q ? { q } : {}),
  };
  const transactions = useTransactionSearch(search);
  const filtering = status !== 'all' || q !== '';

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Transaksi & Pembayaran</h1>
        <p className="text-muted-foreground">Pantau pembayaran setiap pesanan.</p>
      </div>
      {transactions.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner label="Memuat transaksi..." />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : transactions.isError ? (
        <p role="alert" className="text-destructive">
          {transactions.error instanceof PermissionError
            ? messages.auth.noAccess
            : errorMessage(transactions.error)}
        </p>
      ) : transactions.data.total === 0 && !filtering ? (
        <EmptyState icon={<ReceiptIcon />} title={TRANSACTIONS_PAGE_TEXT.empty} />
      ) : (
        <>
          <search className="grid gap-3 sm:grid-cols-2" aria-label="Filter transaksi">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-query`}>Cari transaksi</Label>
              <Input
                id={`${id}-query`}
                type="search"
                placeholder="ID transaksi atau ID pesanan"
                maxLength={MAX_SEARCH_LENGTH}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={status}
                onChange={(event) => setStatus(event.target.value as TransactionStatus | 'all')}
              >
                <option value="all">Semua</option>
                {transactionStatusSchema.options.map((s) => (
                  <option key={s} value={s}>
                    {TRANSACTION_STATUS_LABELS[s]} ({s})
                  </option>
                ))}
              </NativeSelect>
            </div>
          </search>
          {transactions.data.total === 0 ? (
            <EmptyState icon={<ReceiptIcon />} title={TRANSACTIONS_PAGE_TEXT.noMatch} />
          ) : (
            <div className="flex flex-col gap-6" aria-busy={transactions.isPlaceholderData}>
              <TableScrollRegion label="Tabel transaksi" className="rounded-lg border">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <caption className="sr-only">Daftar transaksi</caption>
                  <thead className="border-b bg-muted/50 text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        ID Transaksi
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        ID Pesanan
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Metode Pembayaran
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Jumlah
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Tanggal
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Status
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {transactions.data.items.map((t) => (
                      <tr key={t.id} className="border-b last:border-0">
                        <th scope="row" className="px-3 py-2 font-medium break-all">
                          {t.id}
                        </th>
                        <td className="px-3 py-2 break-all">{t.orderId}</td>
                        <td className="px-3 py-2">{t.paymentMethod}</td>
                        <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                          {formatRupiah(t.amount)}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDate(t.date)}</td>
                        <td className="px-3 py-2">
                          <TransactionStatusBadge status={t.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScrollRegion>
              <TablePagination
                label="Halaman daftar transaksi"
                {...tablePageProps(transactions.data)}
                noun="transaksi"
                onPageChange={setPage}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
