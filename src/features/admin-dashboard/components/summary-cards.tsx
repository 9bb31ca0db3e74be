import type { ReactNode } from 'react';
import { ClockIcon, PackageCheckIcon, ShoppingBagIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';
import { formatRupiah } from '@/shared/format';
import { revenueChangeText, type Figure } from '@/domain/figures/sales-report';
import type { DashboardSummary } from '@/domain/figures/sales';
import { StatCard } from './stat-card';

/** The four cards, in order: the figure each shows, its title, its line and its icon. */
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
    figure: 'newOrders',
    title: 'Pesanan Baru',
    description: 'Pesanan menunggu pembayaran (Pending)',
    icon: <ShoppingBagIcon />,
  },
  {
    figure: 'activeProducts',
    title: 'Total Produk Aktif',
    description: 'Produk dengan stok tersedia',
    icon: <PackageCheckIcon />,
  },
  {
    figure: 'pendingTransactions',
    title: 'Transaksi Pending',
    description: 'Pembayaran yang belum dikonfirmasi',
    icon: <ClockIcon />,
  },
];

/**
 * The dashboard's cards (spec section 2, "Admin dashboard", with docs/product/decisions.md: computed, not
 * sample numbers): 'Pendapatan Bulan Ini' (this WIB month's revenue as the sales report
 * counts it, with the change against last month or 'Tidak ada pendapatan bulan lalu'), then
 * 'Produk Terjual Hari Ini', 'Pesanan Baru', 'Total Produk Aktif', 'Transaksi Pending'. Each
 * figure may be `undefined` while its data loads.
 */
export function SummaryCards({
  summary,
  monthRevenue,
}: {
  summary: Partial<DashboardSummary>;
  monthRevenue: Figure | undefined;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
        className="sm:col-span-2 xl:col-span-4"
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
