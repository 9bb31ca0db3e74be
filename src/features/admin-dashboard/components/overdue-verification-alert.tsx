import { AlertTriangleIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The orders list filtered to 'Melewati Batas Verifikasi' (its URL parameter `verification=overdue`). */
export const OVERDUE_VERIFICATIONS_HREF = '/admin/orders?verification=overdue';

/**
 * The dashboard's reminder of payments waiting past the store's `Batas Waktu Verifikasi`
 * (docs/product/decisions.md "Payment deadline, verification and automatic completion"): a
 * status message '{n} pembayaran menunggu verifikasi melewati batas waktu' with the link 'Lihat
 * Pesanan' to the orders list filtered to them; nothing at 0 or while the figures load.
 * @param count - payments flagged overdue in their current wait (`overdueVerifications` of the
 *   dashboard's figures), or undefined while they load.
 */
export function OverdueVerificationAlert({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1 font-medium">{count} pembayaran menunggu verifikasi melewati batas waktu</p>
      <Link to={OVERDUE_VERIFICATIONS_HREF} className="font-medium underline underline-offset-4">
        Lihat Pesanan
      </Link>
    </div>
  );
}
