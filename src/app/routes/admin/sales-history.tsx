import { AdminSalesHistoryPage } from '@/features/admin-sales-history';

/** /admin/sales-history (spec sections 2 and 6): 'Log Aktivitas'. */
export function Component() {
  return <AdminSalesHistoryPage />;
}
