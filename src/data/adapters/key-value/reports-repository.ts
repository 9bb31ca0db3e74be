import { dashboardFigures, figuresRequestSchema, salesFigures } from '@/domain/figures/back-office';
import { activeProductCount, overdueVerificationCount, pendingOrderCount, pendingTransactionCount } from '@/domain/figures/sales';
import type { ReportRepository } from '@/domain/port/port';
import { validate, type AdapterContext } from './context';

/**
 * The back office's figures over the key-value store (docs/api.md "Back-office figures"): the
 * rules of src/domain/figures/back-office.ts applied to the whole stored lists, in one read.
 * Admins only (PermissionError otherwise).
 */
export function createReportRepository(ctx: AdapterContext): ReportRepository {
  return {
    dashboard: (request) =>
      ctx.adminRead((tx) => {
        const { day } = validate(figuresRequestSchema, request);
        const orders = tx.get('orders');
        return dashboardFigures(
          {
            orders,
            pendingOrders: pendingOrderCount(orders),
            activeProducts: activeProductCount(tx.get('products')),
            pendingTransactions: pendingTransactionCount(tx.get('transactions')),
            overdueVerifications: overdueVerificationCount(orders),
            transactions: tx.get('transactions'),
            cancelledOrders: orders.filter((order) => order.status === 'Cancelled'),
          },
          day,
        );
      }),
    sales: (request) =>
      ctx.adminRead((tx) => {
        const { day } = validate(figuresRequestSchema, request);
        return salesFigures(
          { orders: tx.get('orders'), transactions: tx.get('transactions'), users: tx.get('users') },
          day,
        );
      }),
  };
}
