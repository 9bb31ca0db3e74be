import { lazy, Suspense } from 'react';
import { TitledCard } from '@/components/titled-card';
import { EmptyChart } from '@/components/ui/empty-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/use-hydrated';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { MonthlyActivity } from '@/domain/figures/sales';

// recharts loads only with this chunk, when an admin opens the dashboard, and only in
// the browser, after the page has painted: the server renders the card with its placeholder. On a
// phone, where the card starts below the fold, it loads when the admin scrolls towards it
// (recharts' parsing and first drawing were long tasks of the dashboard's start-up).
const MonthlyActivityChart = lazy(() => import('./monthly-activity-chart'));

/**
 * The 'Aktivitas Penjualan Bulanan' card (spec section 2): the lazily loaded bar chart inside a
 * `<figure>` whose caption summarises it, plus the same numbers as a visually hidden table
 * (Bulan, Produk Terjual, Pesanan Baru) for screen-reader users. `data` undefined: loading; every
 * month 0: the text 'Belum ada data untuk periode ini.' instead of a blank plot. The
 * chart itself is drawn in the browser only (a placeholder in the server's HTML), once its place
 * is within 200 px of the screen.
 */
export function MonthlyActivityCard({ data }: { data: readonly MonthlyActivity[] | undefined }) {
  const hydrated = useHydrated();
  const [plot, near] = useNearViewport();
  const first = data?.[0];
  const last = data?.at(-1);
  return (
    <TitledCard
      title="Aktivitas Penjualan Bulanan"
      description={
        <>Produk terjual dan pesanan baru per bulan, {data?.length ?? 7} bulan terakhir.</>
      }
    >
      {!data ? (
        <Skeleton className="h-[300px] w-full" />
      ) : data.every((row) => row.produkTerjual === 0 && row.pesananBaru === 0) ? (
        <EmptyChart />
      ) : (
        <figure className="m-0">
          <div ref={plot} aria-hidden="true" className="h-[300px] w-full overflow-hidden">
            {hydrated && near ? (
              <Suspense fallback={<Skeleton className="h-[300px] w-full" />}>
                <MonthlyActivityChart data={data} />
              </Suspense>
            ) : (
              <Skeleton className="h-[300px] w-full" />
            )}
          </div>
          <figcaption className="sr-only">
            Grafik batang Produk Terjual dan Pesanan Baru dari {first?.label} sampai {last?.label}
            . Angkanya ada di tabel berikut.
          </figcaption>
          {/* `sr-only` on the wrapper: a table ignores the 1 px width and would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>Aktivitas Penjualan Bulanan</caption>
              <thead>
                <tr>
                  <th scope="col">Bulan</th>
                  <th scope="col">Produk Terjual</th>
                  <th scope="col">Pesanan Baru</th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td>{row.produkTerjual}</td>
                    <td>{row.pesananBaru}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </TitledCard>
  );
}
