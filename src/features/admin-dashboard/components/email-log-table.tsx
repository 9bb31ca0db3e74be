import { formatTime } from '@/domain/format';
import type { EmailLog } from '@/domain/schemas';
import { Badge } from '@/components/ui/badge';
import { TableScrollRegion } from '@/components/ui/table-scroll-region';

/** How many e-mail log rows the dashboard shows (spec section 9). */
export const EMAIL_LOG_ROWS = 5;

/**
 * 'Log Notifikasi Email Terbaru' (spec section 2, admin dashboard): the five newest e-mail log
 * entries with the columns Waktu, ID Pesanan, Penerima, Tipe, Status.
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
    <TableScrollRegion label="Tabel Log Notifikasi Email">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Log Notifikasi Email Terbaru</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Waktu
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              ID Pesanan
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Penerima
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Tipe
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((log) => (
            <tr key={log.id} className="border-b last:border-0">
              <td className="py-2 pr-4 tabular-nums">{formatTime(log.timestamp)}</td>
              <td className="py-2 pr-4">{log.orderId}</td>
              <td className="py-2 pr-4 break-all">{log.recipient}</td>
              <td className="py-2 pr-4">
                {log.type === 'buyer_order_confirmation' ? 'Pembeli' : 'Admin'}
              </td>
              <td className="py-2 pr-4">
                {log.status === 'success' ? (
                  <Badge>Berhasil</Badge>
                ) : (
                  <span className="flex flex-col gap-1">
                    <Badge variant="destructive" className="w-fit">
                      Gagal
                    </Badge>
                    {log.error ? (
                      <span className="text-xs text-muted-foreground">{log.error}</span>
                    ) : null}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
