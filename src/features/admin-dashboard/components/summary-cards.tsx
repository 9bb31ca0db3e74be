import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageCheckIcon, ReceiptIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';
import { formatRupiah } from '@/shared/format';
import { adminOrdersPath } from '@/shared/routes';
import { revenueChangeText, type Figure } from '@/domain/figures/sales-report';
import type { DashboardSummary } from '@/domain/figures/sales';
import { StatCard } from './stat-card';

/** The cards after today's orders and revenue, in order: the figure each shows, its title, its line and its icon. */
const CARDS: readonly {
  figure: keyof DashboardSummary;
  title: string;
  description: string;
  icon: ReactNode;
}[] = [
  {
    figure: 'unitsSoldToday',
    title: 'Produk Terjual Hari Ini',
    description: 'Unit dalam pesanan hari ini (WIB), tanpa pesanan batal',
    icon: <TrendingUpIcon />,
  },
  {
    figure: 'activeProducts',
    title: 'Total Produk Aktif',
    description: 'Produk dengan stok tersedia',
    icon: <PackageCheckIcon />,
  },
];

/**
 * The dashboard's figures (spec section 2, "Admin dashboard", with docs/product/decisions.md:
 * computed, not sample numbers): `Pesanan Hari Ini` (orders placed since 00:00 WIB, linking to the
 * orders page's `Hari Ini`), `Pendapatan Hari Ini` and 'Pendapatan Bulan Ini' (revenue as the sales
 * report counts it, the month's with the change against last month or 'Tidak ada pendapatan bulan
 * lalu'), then 'Produk Terjual Hari Ini' and 'Total Produk Aktif'. Each figure may be `undefined`
 * while its data loads.
 */
export function SummaryCards({
  summary,
  todayOrders,
  todayRevenue,
  monthRevenue,
}: {
  summary: Partial<DashboardSummary>;
  todayOrders: number | undefined;
  todayRevenue: number | undefined;
  monthRevenue: Figure | undefined;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Pesanan Hari Ini"
        value={todayOrders}
        description="Pesanan sejak 00:00 WIB"
        icon={<ReceiptIcon />}
        footer={
          <Link to={adminOrdersPath({ today: true })} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            Lihat pesanan hari ini
          </Link>
        }
      />
      <StatCard
        title="Pendapatan Hari Ini"
        value={todayRevenue}
        format={formatRupiah}
        description="Pembayaran berhasil hari ini (WIB)"
        icon={<WalletIcon />}
      />
      <StatCard
        title="Pendapatan Bulan Ini"
        value={monthRevenue?.current}
        format={formatRupiah}
        description={
          monthRevenue
            ? `${revenueChangeText(monthRevenue)} (pembayaran berhasil, WIB)`
            : 'Pembayaran berhasil bulan ini (WIB)'
        }
        icon={<WalletIcon />}
        className="sm:col-span-2"
      />
      {CARDS.map(({ figure, title, description, icon }) => (
        <StatCard
          key={figure}
          title={title}
          value={summary[figure]}
          description={description}
          icon={icon}
        />
      ))}
    </div>
  );
}
