import { AdminReportsPage } from '@/features/admin-reports';

/** /admin/reports (spec section 2): 'Laporan Penjualan'. */
export function Component() {
  return <AdminReportsPage />;
}
