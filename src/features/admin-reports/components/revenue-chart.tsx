import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupiah } from '@/shared/format';
import type { MonthlyRevenue } from '@/domain/figures/sales-report';

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

/** The brand colour of the back office's charts (spec section 2, dashboard chart). */
const BAR_COLOUR = '#287c63';

/**
 * The revenue-per-month bar chart of the sales report (recharts; loaded lazily by
 * `RevenueChartCard` so recharts stays out of every other bundle). Decorative for assistive
 * technology: the card gives the same figures as a table.
 * @param data - months oldest first, revenue in Rupiah.
 */
export function RevenueChart({ data }: { data: readonly MonthlyRevenue[] }) {
  return (
    <div aria-hidden="true" className="h-[300px] w-full">
      <ResponsiveContainer width="100%" height={300}>
        <BarChart
          data={[...data]}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} fontSize={12} />
          <YAxis
            tickFormatter={(value: number) => compact.format(value)}
            width={56}
            fontSize={12}
          />
          <Tooltip
            formatter={(value) => [formatRupiah(Number(value)), 'Pendapatan']}
            labelFormatter={(label) => String(label)}
          />
          <Bar dataKey="revenue" name="Pendapatan" fill={BAR_COLOUR} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
