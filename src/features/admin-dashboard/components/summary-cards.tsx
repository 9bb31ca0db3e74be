import { ClockIcon, PackageCheckIcon, ShoppingBagIcon, TrendingUpIcon } from 'lucide-react';
import type { DashboardSummary } from '@/domain/reports';
import { StatCard } from './stat-card';

/**
 * The dashboard's four cards (spec section 2, "Admin dashboard", with docs/product/decisions.md: computed, not
 * sample numbers): 'Produk Terjual Hari Ini', 'Pesanan Baru', 'Total Produk Aktif',
 * 'Transaksi Pending'. Each figure may be `undefined` while its data loads.
 */
export function SummaryCards({ summary }: { summary: Partial<DashboardSummary> }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Produk Terjual Hari Ini"
        value={summary.unitsSoldToday}
        description="Unit dalam pesanan hari ini (WIB), tanpa pesanan batal"
        icon={<TrendingUpIcon />}
      />
      <StatCard
        title="Pesanan Baru"
        value={summary.newOrders}
        description="Pesanan menunggu pembayaran (Pending)"
        icon={<ShoppingBagIcon />}
      />
      <StatCard
        title="Total Produk Aktif"
        value={summary.activeProducts}
        description="Produk dengan stok tersedia"
        icon={<PackageCheckIcon />}
      />
      <StatCard
        title="Transaksi Pending"
        value={summary.pendingTransactions}
        description="Pembayaran yang belum dikonfirmasi"
        icon={<ClockIcon />}
      />
    </div>
  );
}
