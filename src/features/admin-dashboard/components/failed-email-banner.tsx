import { MailWarningIcon } from 'lucide-react';
import { DashboardNotice } from './dashboard-notice';

/**
 * The dashboard's warning of order e-mails that failed ('{n} e-mail gagal dikirim') with the
 * button `Lihat Log Email`, which opens the e-mail log (where each can be sent again); nothing at
 * 0 or while the log loads.
 * @param count - the order e-mails that failed and were not sent since, or undefined while it loads.
 * @param onShowLog - opens the log and moves to it.
 */
export function FailedEmailBanner({ count, onShowLog }: { count: number | undefined; onShowLog: () => void }) {
  if (!count) return null;
  return (
    <DashboardNotice
      tone="error"
      icon={<MailWarningIcon aria-hidden="true" />}
      text={`${count} e-mail gagal dikirim`}
      action={
        <button type="button" onClick={onShowLog} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
          Lihat Log Email
        </button>
      }
    />
  );
}
