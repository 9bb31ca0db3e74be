import { useEffect, useRef, useState } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { OPEN_CHAT_EVENT } from '@/shared/open-chat-event';
import { PageHeader } from '@/components/list-kit';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/data';
import { jakartaDay } from '@/shared/format';
import { useDashboardFigures } from '../api/use-dashboard-figures';
import { useFailedEmailCount } from '../api/use-email-logs';
import { useLatestOrders } from '../api/use-latest-orders';
import { useTodoCounts } from '../api/use-todo-counts';
import { EmailLogCard, type EmailLogView } from './email-log-card';
import { FailedEmailBanner } from './failed-email-banner';
import { TodoCards } from './todo-cards';
import { MonthlyActivityCard } from './monthly-activity-card';
import { OverdueVerificationAlert } from './overdue-verification-alert';
import { RecentOrdersTable } from './recent-orders-table';
import { SummaryCards } from './summary-cards';

/** How many orders 'Pesanan Terbaru' shows (spec section 9). */
export const RECENT_ORDER_ROWS = 5;

/**
 * The admin dashboard (spec section 2, "Admin dashboard"; docs/product/decisions.md, "Back office";
 * docs/product/ui-names.md "Admin"), opening on what to do: the page's `h1`, the reminder of
 * payments waiting past `Batas Waktu Verifikasi` and the banner of failed e-mails (when there are
 * any), the to-do cards ({@link TodoCards}: `Belum Bayar`, `Perlu Dikemas`, `Perlu Dikirim`,
 * `Stok Menipis`, `Chat Belum Dibaca`), today's orders and revenue with the month's revenue
 * ({@link SummaryCards}), the 'Aktivitas Penjualan Bulanan' chart of the last seven months,
 * 'Pesanan Terbaru' (five newest) and, behind `Log Email`, the five newest e-mails.
 * The figures are computed where the data lives (`data.reports.dashboard`,
 * src/domain/figures/back-office.ts; `data.orders.stageCounts`) and follow it live, also changes
 * made in another tab or on another device; the page never reads every order.
 * @param now - the current instant (tests pass a fixed one); "today" and the months are in WIB.
 */
export function DashboardPage({ now: fixedNow }: { now?: Date }) {
  // A clock that ticks each minute, so "today" and the months stay right across midnight.
  const [clock, setClock] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setClock(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const now = fixedNow ?? clock;

  const figures = useDashboardFigures(jakartaDay(now));
  const todo = useTodoCounts();
  const recent = useLatestOrders(RECENT_ORDER_ROWS);
  const failed = [figures, recent, todo.stages].find((query) => query.isError);
  const [logView, setLogView] = useState<EmailLogView>({ open: false, unresolved: false });
  const logSection = useRef<HTMLDivElement>(null);
  const failedEmails = useFailedEmailCount().data;

  /** `Lihat Log Email`: opens the log and brings it into view. */
  function showLog() {
    setLogView({ open: true, unresolved: true });
    requestAnimationFrame(() => logSection.current?.scrollIntoView?.({ block: 'start' }));
  }
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader title="Beranda Toko" />
      {failed && (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {errorMessage(failed.error)}
        </p>
      )}
      <OverdueVerificationAlert count={figures.data?.summary.overdueVerifications} />
      <FailedEmailBanner count={failedEmails} onShowLog={showLog} />
      <TodoCards
        stages={todo.stages.data?.stages}
        lowStock={todo.lowStock}
        unreadChats={todo.unread}
        onOpenChat={() => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT))}
      />
      <SummaryCards
        summary={figures.data?.summary ?? {}}
        todayOrders={todo.stages.data?.today}
        todayRevenue={figures.data?.todayRevenue}
        monthRevenue={figures.data?.monthRevenue}
      />
      <MonthlyActivityCard data={figures.data?.monthly} />
      <div className="grid grid-cols-1 gap-6">
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle>Pesanan Terbaru</CardTitle>
            <Link
              to="/admin/orders"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Lihat semua pesanan
              <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </CardHeader>
          <CardContent>
            {recent.data ? (
              <RecentOrdersTable orders={recent.data.items} />
            ) : (
              <Skeleton className="h-32 w-full" />
            )}
          </CardContent>
        </Card>
        <EmailLogCard ref={logSection} view={logView} onViewChange={setLogView} />
      </div>
    </div>
  );
}
