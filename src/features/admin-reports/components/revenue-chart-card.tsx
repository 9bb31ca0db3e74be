import { lazy, Suspense, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyChart } from '@/components/ui/empty-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatRupiah } from '@/shared/format';
import type { MonthlyRevenue } from '@/domain/figures/sales-report';

/** recharts loads only when an admin opens the report. */
const RevenueChart = lazy(() =>
  import('./revenue-chart').then((m) => ({ default: m.RevenueChart })),
);

/**
 * 'Pendapatan per Bulan': the revenue of the last months as a bar chart (lazy) and, for screen
 * readers and precise reading, as a table with revenue and orders per month. When every month is
 * 0 the plot gives way to the text 'Belum ada data untuk periode ini.'
 * @param data - months oldest first.
 */
export function RevenueChartCard({ data }: { data: readonly MonthlyRevenue[] }) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Pendapatan per Bulan</CardTitle>
        <CardDescription>
          Pembayaran berhasil dalam {data.length} bulan sampai bulan laporan.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data.every((row) => row.revenue === 0 && row.orders === 0) ? (
          <EmptyChart />
        ) : (
          <Suspense
            fallback={
              <div className="relative h-[300px]">
                <Skeleton className="size-full" />
                <Spinner label="Memuat grafik..." className="absolute inset-0" />
              </div>
            }
          >
            <RevenueChart data={data} />
          </Suspense>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Lihat data grafik</summary>
          <div className="relative mt-2 overflow-x-auto">
            <table className="w-full text-left" aria-labelledby={`${id}-title`}>
              <thead className="border-b text-muted-foreground">
                <tr>
                  {['Bulan', 'Pendapatan', 'Pesanan'].map((header) => (
                    <th key={header} scope="col" className="py-1 pr-4 font-medium">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.month} className="border-b last:border-0">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {row.label}
                    </th>
                    <td className="py-1 pr-4 tabular-nums">{formatRupiah(row.revenue)}</td>
                    <td className="py-1 pr-4 tabular-nums">{row.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
