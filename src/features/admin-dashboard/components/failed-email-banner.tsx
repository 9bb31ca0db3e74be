import { MailWarningIcon } from 'lucide-react';

/**
 * The dashboard's warning of order e-mails that failed ('{n} e-mail gagal dikirim') with the
 * button `Lihat Log Email`, which opens the e-mail log (where each can be sent again); nothing at
 * 0 or while the log loads.
 * @param count - failed entries among the newest of the e-mail log, or undefined while it loads.
 * @param onShowLog - opens the log and moves to it.
 */
export function FailedEmailBanner({ count, onShowLog }: { count: number | undefined; onShowLog: () => void }) {
  if (!count) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm"
    >
      <MailWarningIcon aria-hidden="true" className="size-4 shrink-0 text-destructive" />
      <p className="flex-1 font-medium">{count} e-mail gagal dikirim</p>
      <button type="button" onClick={onShowLog} className="font-medium underline underline-offset-4">
        Lihat Log Email
      </button>
    </div>
  );
}
