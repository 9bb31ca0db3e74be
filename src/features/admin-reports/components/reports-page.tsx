import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TitledCard } from '@/components/titled-card';
import { toast } from '@/components/ui/toast';
import { DownloadIcon, ShoppingBagIcon, TicketPercentIcon, UserPlusIcon, WalletIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/list-kit';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, PermissionError, queryKeys } from '@/data';
import { useShopData } from '@/data/react';
import { formatCount, formatRupiah, jakartaDay } from '@/shared/format';
import { messages } from '@/shared/messages';
import { monthLabel, reportDayOfMonth } from '@/domain/figures/sales-report';
import { downloadFile } from '@/lib/download';
import { useSalesFigures } from '../api/use-sales-figures';
import { ordersToCsv, transactionsToCsv } from '../lib/csv';
import { FigureCard } from './figure-card';
import { MonthPicker } from './month-picker';
import { RevenueChartCard } from './revenue-chart-card';

const CSV_TYPE = 'text/csv;charset=utf-8';

/** The buttons of 'Ekspor Data', in order: the list each exports and its label. */
const EXPORTS = [
  { kind: 'orders', label: 'Ekspor Pesanan (CSV)' },
  { kind: 'transactions', label: 'Ekspor Transaksi (CSV)' },
] as const;

type ExportKind = (typeof EXPORTS)[number]['kind'];

/**
 * /admin/reports, 'Laporan Penjualan' (spec section 2 with docs/product/decisions.md, "Back office"): a
 * month's revenue, orders, new customers and vouchers' discount against the month before — this month unless another
 * is picked in 'Bulan Laporan' — computed where the data lives (`data.reports.sales`;
 * rules in src/domain/figures/sales-report.ts, which documents each figure), the revenue of the six
 * months up to it as a chart ('Belum ada data untuk periode ini.' when all are 0), and CSV exports of all orders and all transactions
 * (the whole lists are read only when an export is asked for).
 * @param now - the current instant (tests); defaults to the real clock.
 */
export function AdminReportsPage({ now }: { now?: Date }) {
  const data = useShopData();
  const queryClient = useQueryClient();
  const [today] = useState(() => jakartaDay(now ?? new Date()));
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const report = useSalesFigures(reportDayOfMonth(month, today));
  const figures = report.data?.report ?? null;
  const months = report.data?.monthly ?? [];
  const [exporting, setExporting] = useState<ExportKind | null>(null);

  /** Reads the whole list only when asked for (the file holds every record), then downloads it. */
  async function exportList(kind: ExportKind) {
    if (exporting) return;
    setExporting(kind);
    try {
      const day = jakartaDay(new Date());
      if (kind === 'orders') {
        const orders = await queryClient.fetchQuery({
          queryKey: queryKeys.allOrders,
          queryFn: () => data.orders.listAll(),
        });
        downloadFile(`seulanga-pesanan-${day}.csv`, ordersToCsv(orders), CSV_TYPE);
      } else {
        const transactions = await queryClient.fetchQuery({
          queryKey: queryKeys.transactions,
          queryFn: () => data.orders.listTransactions(),
        });
        downloadFile(`seulanga-transaksi-${day}.csv`, transactionsToCsv(transactions), CSV_TYPE);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Laporan Penjualan"
        description={
          figures
            ? `${figures.month === thisMonth ? 'Bulan ini' : 'Bulan laporan'}: ${monthLabel(figures.month)}, dibandingkan dengan ${monthLabel(figures.previousMonth)}.`
            : 'Ringkasan penjualan bulan ini dibandingkan bulan lalu.'
        }
      />
      <MonthPicker defaultMonth={thisMonth} max={thisMonth} onMonthChange={setMonth} />
      {report.error ? (
        <p role="alert" className="text-destructive">
          {report.error instanceof PermissionError
            ? messages.auth.noAccess
            : errorMessage(report.error)}
        </p>
      ) : !figures ? (
        <div className="flex flex-col gap-3">
          <Spinner label="Memuat laporan..." />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {[1, 2, 3, 4].map((card) => (
              <Skeleton key={card} className="h-32" />
            ))}
          </div>
          <Skeleton className="h-80" />
        </div>
      ) : (
        <>
          <section aria-label="Ringkasan penjualan" className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <FigureCard
              title="Total Pendapatan"
              figure={figures.revenue}
              format={formatRupiah}
              icon={<WalletIcon />}
            />
            <FigureCard
              title="Total Pesanan"
              figure={figures.orders}
              format={formatCount}
              icon={<ShoppingBagIcon />}
            />
            <FigureCard
              title="Pelanggan Baru"
              figure={figures.newCustomers}
              format={formatCount}
              icon={<UserPlusIcon />}
            />
            <FigureCard
              title="Diskon Voucher"
              figure={figures.discounts}
              format={formatRupiah}
              icon={<TicketPercentIcon />}
            />
          </section>
          <p className="text-sm text-muted-foreground">
            Pendapatan dihitung dari pembayaran berhasil (tanpa pesanan yang dibatalkan), setelah
            diskon voucher; pesanan tidak termasuk yang dibatalkan; pelanggan baru adalah akun yang
            mendaftar pada bulan tersebut; diskon voucher adalah potongan pada pembayaran yang sama.
          </p>
          <RevenueChartCard data={months} />
          <TitledCard
            title="Ekspor Data"
            contentClassName="flex flex-col gap-2 sm:flex-row"
            description={
              <>
                Unduh semua pesanan atau transaksi sebagai berkas CSV untuk diolah di spreadsheet.
              </>
            }
          >
            {EXPORTS.map((list) => (
              <Button
                key={list.kind}
                type="button"
                variant="outline"
                aria-busy={exporting === list.kind || undefined}
                onClick={() => void exportList(list.kind)}
              >
                <DownloadIcon aria-hidden="true" />
                {list.label}
              </Button>
            ))}
          </TitledCard>
        </>
      )}
    </div>
  );
}
