import { AlertTriangleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardNotice } from './dashboard-notice';

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
    <DashboardNotice
      tone="warning"
      icon={<AlertTriangleIcon aria-hidden="true" />}
      text={`${count} pembayaran menunggu verifikasi melewati batas waktu`}
      action={
        <Link to={OVERDUE_VERIFICATIONS_HREF} className="font-medium underline underline-offset-4">
          Lihat Pesanan
        </Link>
      }
    />
  );
}
