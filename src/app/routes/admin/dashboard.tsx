import { DashboardPage } from '@/features/admin-dashboard';

/** /admin: the back office's dashboard (spec section 2, "Admin dashboard"). */
export function Component() {
  return <DashboardPage />;
}
