import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TablePagination } from '@/components/ui/table-pagination';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { EMAIL_RESEND_MESSAGES } from '@/domain/orders/email-log';
import type { EmailLog } from '@/domain/core/records';
import { tablePageProps } from '@/lib/table-page';
import { useEmailLogs } from '../api/use-email-logs';
import { useResendEmail } from '../api/use-resend-email';
import { EMAIL_LOG_ROWS, EmailLogTable } from './email-log-table';

/**
 * The open e-mail log's pages ({@link EMAIL_LOG_ROWS} entries, newest first, `Halaman log email`
 * under them), its own page state from the first page on; loaded with the log's first opening, so
 * the dashboard's first load carries none of it.
 * @param unresolved - only the failures not sent since (`Hanya yang Gagal`).
 */
export default function EmailLogPages({ unresolved }: { unresolved: boolean }) {
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
