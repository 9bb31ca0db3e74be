import {
  ChartColumnIcon,
  CreditCardIcon,
  HandshakeIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingBagIcon,
  TicketPercentIcon,
  type LucideIcon,
} from 'lucide-react';

/** One link of the back office's sidebar. */
export interface AdminNavItem {
  /** Target path. */
  to: string;
  /** Visible text and accessible name (docs/product/ui-names.md "Admin"). */
  label: string;
  /** Decorative icon. */
  icon: LucideIcon;
  /** Match the path exactly when marking the current page (the dashboard, `/admin`). */
  end?: boolean;
}

/**
 * The sidebar's nine links, in the spec's order (spec section 2, route table; docs/product/ui-names.md
 * "Admin") with `Voucher` (docs/product/vouchers.md) after the partners: `Beranda Toko`,
 * `Daftar Produk`, `Data Mitra Seulanga`, `Voucher`, `Pesanan`,
 * `Transaksi & Pembayaran`, `Laporan Penjualan`, `Log Aktivitas`, `Pengaturan`.
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Beranda Toko', icon: LayoutDashboardIcon, end: true },
  { to: '/admin/products', label: 'Daftar Produk', icon: PackageIcon },
  { to: '/admin/partners', label: 'Data Mitra Seulanga', icon: HandshakeIcon },
  { to: '/admin/vouchers', label: 'Voucher', icon: TicketPercentIcon },
  { to: '/admin/orders', label: 'Pesanan', icon: ShoppingBagIcon },
  { to: '/admin/transactions', label: 'Transaksi & Pembayaran', icon: CreditCardIcon },
  { to: '/admin/reports', label: 'Laporan Penjualan', icon: ChartColumnIcon },
  { to: '/admin/sales-history', label: 'Log Aktivitas', icon: HistoryIcon },
  { to: '/admin/settings', label: 'Pengaturan', icon: SettingsIcon },
];
