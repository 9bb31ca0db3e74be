import { AdminOrdersPage } from '@/features/admin-orders';

/** /admin/orders (spec section 2): 'Pesanan', the admin's order management. */
export function Component() {
  return <AdminOrdersPage />;
}
