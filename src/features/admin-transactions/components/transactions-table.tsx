import { paymentMethodLabel } from '@/domain/payment/methods';
import { dateColumn, ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { formatRupiah } from '@/shared/format';
import type { Transaction } from '@/domain/core/records';
import { TransactionStatusBadge } from './transaction-status-badge';

const columns: ListColumn<Transaction>[] = [
  {
    id: 'id',
    header: 'ID Transaksi',
    rowHeader: true,
    className: 'break-all',
    cell: (t) => t.id,
  },
  { id: 'orderId', header: 'ID Pesanan', className: 'break-all', cell: (t) => t.orderId },
  { id: 'paymentMethod', header: 'Metode Pembayaran', cell: (t) => paymentMethodLabel(t.paymentMethod) },
  {
    id: 'amount',
    header: 'Jumlah',
    className: 'whitespace-nowrap tabular-nums',
    cell: (t) => (
      <>
        {formatRupiah(t.amount)}
        {t.discount ? <span className="block text-xs text-muted-foreground">Diskon Voucher {formatRupiah(t.discount)}</span> : null}
      </>
    ),
  },
  dateColumn({ id: 'date', header: 'Tanggal' }, (t) => t.date),
  { id: 'status', header: 'Status', cell: (t) => <TransactionStatusBadge status={t.status} /> },
];

/**
 * The read-only transactions table (spec section 2, 'Transaksi & Pembayaran'): transaction id,
 * order id, payment method, amount in Rupiah (with the vouchers' discount under it, when the
 * order carried one), date and status badge; on a phone a card per
 * transaction headed by its id.
 * @param transactions - the rows (one page), newest first.
 */
export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <ResponsiveTable
      rows={transactions}
      columns={columns}
      caption="Daftar transaksi"
      regionLabel="Tabel transaksi"
      tableClassName="min-w-[40rem]"
      verticalAlign="middle"
    />
  );
}
