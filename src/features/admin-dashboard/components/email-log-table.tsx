import { SendIcon } from 'lucide-react';
import { actionsColumn, ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { PendingButton } from '@/components/ui/pending-button';
import { emailFailureReason } from '@/domain/orders/email-log';
import { formatTime } from '@/shared/format';
import type { EmailLog } from '@/domain/core/records';

/** How many e-mail log rows the dashboard shows a page (spec section 9: the five newest first). */
export const EMAIL_LOG_ROWS = 5;

const baseColumns: ListColumn<EmailLog>[] = [
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
    cardWide: true,
    cell: (log) =>
      log.status === 'success' ? (
        <Badge>Berhasil</Badge>
      ) : (
        <span className="flex flex-col gap-1">
          <Badge variant="destructive" className="w-fit">
            Gagal
          </Badge>
          <span className="text-xs">{emailFailureReason(log.error)}</span>
          {log.error ? (
            <details className="text-xs text-muted-foreground">
              <summary className="min-h-11 cursor-pointer py-3">Detail teknis</summary>
              <span className="mt-1 block break-words">{log.error}</span>
            </details>
          ) : null}
        </span>
      ),
  },
];

/**
 * Whether `log` may be sent again from the list: failed, and no newer entry of its order and type
 * among `logs` (newest first). The data layer decides again (src/domain/orders/email-log.ts).
 */
function resendable(log: EmailLog, logs: readonly EmailLog[]): boolean {
  if (log.status !== 'failed') return false;
  const newer = logs.slice(0, logs.indexOf(log));
  return !newer.some((other) => other.orderId === log.orderId && other.type === log.type);
}

/**
 * 'Log Notifikasi Email Terbaru' (spec section 2, admin dashboard): the five newest e-mail log
 * entries with the columns Waktu, ID Pesanan, Penerima, Tipe, Status; on a phone a card per entry
 * headed by its order id, the time under it. A failed e-mail shows a plain reason
 * (`emailFailureReason`) with the raw error under 'Detail teknis', and the button
 * `Kirim Ulang {order id}` that sends it again.
 * @param logs - entries, newest first.
 * @param onResend - sends a failed entry's e-mail again (no button without it).
 * @param resendingId - the entry being sent again (every resend button waits meanwhile).
 */
export function EmailLogTable({
  logs,
  onResend,
  resendingId,
}: {
  logs: readonly EmailLog[];
  onResend?: (log: EmailLog) => void;
  resendingId?: string;
}) {
  const rows = logs;
  const columns: ListColumn<EmailLog>[] = [
    ...baseColumns,
    actionsColumn(
      (log, context) =>
        onResend && resendable(log, rows) ? (
          <PendingButton
            type="button"
            variant="outline"
            size="sm"
            pending={resendingId === log.id}
            disabled={resendingId !== undefined}
            aria-describedby={context.titleId}
            onClick={() => onResend(log)}
          >
            <SendIcon aria-hidden="true" />
            Kirim Ulang {log.orderId}
          </PendingButton>
        ) : null,
      { hideHeader: true },
    ),
  ];
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
