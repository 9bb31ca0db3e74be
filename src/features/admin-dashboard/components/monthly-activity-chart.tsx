import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MonthlyActivity } from '@/domain/figures/sales';

/** The chart's series colours (spec section 2: 'Produk Terjual' #287c63, 'Pesanan Baru' #77b8a5). */
const SERIES_COLORS = { produkTerjual: '#287c63', pesananBaru: '#77b8a5' } as const;

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** Keeps the spec's series order (Produk Terjual, then Pesanan Baru) in the legend and tooltip. */
const seriesOrder = (item: { dataKey?: unknown }) => (item.dataKey === 'produkTerjual' ? 0 : 1);

/**
 * The 'Aktivitas Penjualan Bulanan' bar chart (spec section 2): series 'Produk Terjual' and
 * 'Pesanan Baru' per month, Indonesian month names, 300 px tall. Visual only: recharts' keyboard
 * layer is off because the card gives screen readers the same numbers as a table. Loaded lazily
 * (recharts stays out of every other chunk); default export for `React.lazy`.
 */
export default function MonthlyActivityChart({ data }: { data: readonly MonthlyActivity[] }) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart
        data={[...data]}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="month"
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
        />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          labelFormatter={(_, payload) =>
            (payload?.[0]?.payload as MonthlyActivity | undefined)?.label ?? ''
          }
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 8,
          }}
          // Series names in the text colour: the light series colour is too pale for text.
          itemStyle={{ color: 'var(--popover-foreground)' }}
          itemSorter={seriesOrder}
        />
        <Legend
          wrapperStyle={{ fontSize: 14 }}
          itemSorter={seriesOrder}
          formatter={(value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>}
        />
        <Bar
          dataKey="produkTerjual"
          name="Produk Terjual"
          fill={SERIES_COLORS.produkTerjual}
          radius={[4, 4, 0, 0]}
        />
        <Bar
          dataKey="pesananBaru"
          name="Pesanan Baru"
          fill={SERIES_COLORS.pesananBaru}
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
