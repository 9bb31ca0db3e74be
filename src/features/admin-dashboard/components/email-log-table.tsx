import { ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { formatTime } from '@/domain/format';
import type { EmailLog } from '@/domain/schemas';

/** How many e-mail log rows the dashboard shows (spec section 9). */
export const EMAIL_LOG_ROWS = 5;

const columns: ListColumn<EmailLog>[] = [
  {
    id: 'time',
    header: 'Waktu',
    className: 'tabular-nums',
    card: 'none',
    cell: (log) => formatTime(log.timestamp),
  },
  { id: 'orderId', header: 'ID Pesanan', card: 'none', cell: (log) => log.orderId },
  { id: 'recipient', header: 'Penerima', className: 'break-all', cell: (log) => log.recipient },
  {
    id: 'type',
    header: 'Tipe',
    cell: (log) => (log.type === 'buyer_order_confirmation' ? 'Pembeli' : 'Admin'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (log) =>
      log.status === 'success' ? (
        <Badge>Berhasil</Badge>
      ) : (
        <span className="flex flex-col gap-1">
          <Badge variant="destructive" className="w-fit">
            Gagal
          </Badge>
          {log.error ? <span className="text-xs text-muted-foreground">{log.error}</span> : null}
        </span>
      ),
  },
];

/**
 * 'Log Notifikasi Email Terbaru' (spec section 2, admin dashboard): the five newest e-mail log
 * entries with the columns Waktu, ID Pesanan, Penerima, Tipe, Status; on a phone a card per entry
 * headed by its order id, the time under it.
 * @param logs - entries, newest first.
 */
export function EmailLogTable({ logs }: { logs: readonly EmailLog[] }) {
  const rows = logs.slice(0, EMAIL_LOG_ROWS);
  if (rows.length === 0) {
    return (
      <p className="py-6 text-center text-muted-foreground">Belum ada riwayat pengiriman email</p>
    );
  }
  return (
    <ResponsiveTable
      variant="plain"
      rows={rows}
      columns={columns}
      caption="Log Notifikasi Email Terbaru"
      regionLabel="Tabel Log Notifikasi Email"
      cardTitle={(log) => log.orderId}
      cardDescription={(log) => formatTime(log.timestamp)}
    />
  );
}
