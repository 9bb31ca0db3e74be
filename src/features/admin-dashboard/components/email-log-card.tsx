import { forwardRef, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TablePagination } from '@/components/ui/table-pagination';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { EMAIL_RESEND_MESSAGES } from '@/domain/orders/email-log';
import type { EmailLog } from '@/domain/core/records';
import { tablePageProps } from '@/lib/table-page';
import { cn } from '@/lib/utils';
import { useEmailLogs } from '../api/use-email-logs';
import { useResendEmail } from '../api/use-resend-email';
import { EMAIL_LOG_ROWS, EmailLogTable } from './email-log-table';

/** What the dashboard's e-mail log shows: whether it is open, and only the failures or every entry. */
export interface EmailLogView {
  open: boolean;
  /** `Hanya yang Gagal`: only the failures not sent since (the banner's count). */
  unresolved: boolean;
}

/**
 * The dashboard's `Log Email` (docs/product/ui-names.md, the owner's dashboard): closed at first
 * (the banner '{n} e-mail gagal dikirim' opens it on the failures); a page of
 * {@link EMAIL_LOG_ROWS} entries newest first with `Halaman …` under it, `Hanya yang Gagal`
 * (pressed: only the failures not sent since, each with `Kirim Ulang {order id}`), read only while
 * open.
 * @param view - open or closed, and the filter; `onViewChange` - the header's and the filter's
 *   buttons ask for another view.
 */
export const EmailLogCard = forwardRef<HTMLDivElement, { view: EmailLogView; onViewChange: (view: EmailLogView) => void }>(
  function EmailLogCard({ view, onViewChange }, ref) {
    return (
      <Card ref={ref} role="region" aria-labelledby="email-log-heading" className="scroll-mt-20">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 id="email-log-heading" className="font-semibold">
            <button
              type="button"
              aria-expanded={view.open}
              aria-controls="email-log-body"
              onClick={() => onViewChange({ ...view, open: !view.open })}
              className="inline-flex min-h-11 items-center gap-2 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              Log Email
              <ChevronDownIcon aria-hidden="true" className={view.open ? 'size-4 rotate-180' : 'size-4'} />
            </button>
          </h2>
          {view.open ? (
            <button
              type="button"
              aria-pressed={view.unresolved}
              onClick={() => onViewChange({ ...view, unresolved: !view.unresolved })}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                view.unresolved ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background',
              )}
            >
              Hanya yang Gagal
            </button>
          ) : null}
        </CardHeader>
        <CardContent id="email-log-body" hidden={!view.open}>
          {/* Keyed by the filter, so switching it starts at its first page. */}
          {view.open ? <EmailLogPages key={String(view.unresolved)} unresolved={view.unresolved} /> : null}
        </CardContent>
      </Card>
    );
  },
);

/** The open log's pages (its own page state, from the first page on each filter). */
function EmailLogPages({ unresolved }: { unresolved: boolean }) {
  const [page, setPage] = useState(1);
  const logs = useEmailLogs({ pageSize: EMAIL_LOG_ROWS, page, ...(unresolved ? { unresolved: true } : {}) });
  const resend = useResendEmail();

  /** 'Kirim Ulang {order id}': sends the e-mail again and says how it went. */
  function resendEmail(log: EmailLog) {
    resend.mutate(log.id, {
      onSuccess: (entry) =>
        entry.status === 'success'
          ? toast.success(EMAIL_RESEND_MESSAGES.resent(log.orderId))
          : toast.error(EMAIL_RESEND_MESSAGES.resentFailed(log.orderId)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  if (logs.isPending) return <Skeleton className="h-32 w-full" />;
  if (logs.isError) return <p role="alert">{errorMessage(logs.error)}</p>;
  if (unresolved && logs.data.total === 0) {
    return <p className="py-6 text-center text-muted-foreground">Tidak ada e-mail yang gagal</p>;
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={logs.isPlaceholderData}>
      <EmailLogTable logs={logs.data.items} onResend={resendEmail} resendingId={resend.isPending ? resend.variables : undefined} />
      {logs.data.total > 0 ? (
        <TablePagination label="Halaman log email" {...tablePageProps(logs.data)} noun="e-mail" onPageChange={setPage} />
      ) : null}
    </div>
  );
}
