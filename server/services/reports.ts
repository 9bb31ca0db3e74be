/**
 * The back office's figures on the server (docs/api.md "Back-office figures"; rules in
 * src/domain/figures/back-office.ts). One read-only snapshot per answer: the cards count in SQL
 * with the rules of src/domain/figures/sales.ts (`pendingOrderCount`: status Pending;
 * `activeProductCount`: status active and stock > 0; `pendingTransactionCount`: status Pending;
 * `overdueVerificationCount`: {@link VERIFICATION_OVERDUE}), and only the
 * records of the charts' window are read ({@link figuresWindowStart}), never every order.
 */
import { and, count, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_MONTHS,
  dashboardFigures,
  figuresRequestSchema,
  figuresWindowStart,
  REPORT_MONTHS,
  salesFigures,
} from '@/domain/figures/back-office';
import type { OrderFigureInput } from '@/domain/figures/sales';
import { ON_SALE_PRODUCT_STATUS } from '@/domain/catalog/on-sale';
import type { ReportRepository } from '@/domain/port/port';
import type { Executor } from '../db/client';
import { orderItems, orders, products, transactions, users } from '../db/schema';
import { validate, type ServiceContext } from './context';
import { VERIFICATION_OVERDUE } from './orders';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
/** Ids per `IN (…)` list when reading line items. */
const ITEM_CHUNK = 1_000;

/** Orders whose stored `createdAt` or `date` (as text) is at or after `start` (`YYYY-MM-DD`). */
const placedSince = (start: string) =>
  or(gte(sql`${orders.createdAt} collate "C"`, start), gte(sql`${orders.date} collate "C"`, start));

/**
 * The orders placed since `start` as the figures read them: date, time, status, the product
 * text and the quantities of their line items (for orders that have them).
 */
async function figureOrders(tx: Executor, start: string): Promise<(OrderFigureInput & { id: string })[]> {
  const rows = await tx
    .select({
      id: orders.id,
      date: orders.date,
      createdAt: orders.createdAt,
      status: orders.status,
      productName: orders.productName,
      hasItems: orders.hasItems,
    })
    .from(orders)
    .where(placedSince(start));
  const quantities = new Map<string, number[]>();
  const withItems = rows.filter((row) => row.hasItems).map((row) => row.id);
  for (let i = 0; i < withItems.length; i += ITEM_CHUNK) {
    const items = await tx
      .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, withItems.slice(i, i + ITEM_CHUNK)));
    for (const item of items) {
      const list = quantities.get(item.orderId) ?? [];
      list.push(item.quantity);
      quantities.set(item.orderId, list);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    createdAt: row.createdAt ?? undefined,
    status: row.status as OrderFigureInput['status'],
    productName: row.productName,
    items: (quantities.get(row.id) ?? []).map((quantity) => ({ productId: 0, name: '', price: 0, quantity })),
  }));
}

/** A stored order as revenue reads it: only its id and status matter (`reportRevenue`). */
type RevenueOrderRow = { id: string; date: string; status: string };

/**
 * What revenue reads (`reportRevenue`): the transactions dated since `start`, and the Cancelled
 * orders among theirs that `known` (orders already read) does not hold: a payment of the window
 * whose order was placed earlier and later Cancelled is no revenue.
 */
async function revenueRecords(tx: Executor, start: string, known: readonly { id: string }[]) {
  const recentTransactions = await tx
    .select({
      orderId: transactions.orderId,
      amount: transactions.amount,
      date: transactions.date,
      status: transactions.status,
      discount: transactions.discount,
    })
    .from(transactions)
    .where(gte(sql`${transactions.date} collate "C"`, start));
  const knownIds = new Set(known.map((order) => order.id));
  const older = [...new Set(recentTransactions.map((t) => t.orderId))].filter((id) => !knownIds.has(id));
  const cancelled: RevenueOrderRow[] = [];
  for (let i = 0; i < older.length; i += ITEM_CHUNK) {
    cancelled.push(
      ...(await tx
        .select({ id: orders.id, date: orders.date, status: orders.status })
        .from(orders)
        .where(and(inArray(orders.id, older.slice(i, i + ITEM_CHUNK)), eq(orders.status, 'Cancelled')))),
    );
  }
  return {
    transactions: recentTransactions as Parameters<typeof salesFigures>[0]['transactions'],
    cancelled: cancelled as Parameters<typeof salesFigures>[0]['orders'],
  };
}

/** `SELECT count(*)` of a table's rows matching `where`. */
async function countOf(tx: Executor, table: typeof orders | typeof products | typeof transactions, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The figures service of one request (implements the port's {@link ReportRepository}).
 * Admins only (PermissionError otherwise: 401 signed out, 403 buyer).
 */
export function createReportService(ctx: ServiceContext): ReportRepository {
  const { db } = ctx;
  return {
    async dashboard(request) {
      ctx.requireRole('admin');
      const { day } = validate(figuresRequestSchema, request);
      return db.transaction(async (tx) => {
        const [recent, pendingOrders, activeProducts, pendingTransactions, overdueVerifications] = [
          await figureOrders(tx, figuresWindowStart(day, DASHBOARD_MONTHS)),
          await countOf(tx, orders, eq(orders.status, 'Pending')),
          await countOf(tx, products, and(gt(products.stock, 0), eq(products.status, ON_SALE_PRODUCT_STATUS))),
          await countOf(tx, transactions, eq(transactions.status, 'Pending')),
          await countOf(tx, orders, VERIFICATION_OVERDUE),
        ];
        // 'Pendapatan Bulan Ini': this month and the last (the orders of the chart's window known).
        const revenue = await revenueRecords(tx, figuresWindowStart(day, 2), recent);
        return dashboardFigures(
          {
            orders: recent,
            pendingOrders,
            activeProducts,
            pendingTransactions,
            overdueVerifications,
            transactions: revenue.transactions,
            cancelledOrders: [...recent.filter((order) => order.status === 'Cancelled'), ...revenue.cancelled],
          },
          day,
        );
      }, SNAPSHOT);
    },

    async sales(request) {
      ctx.requireRole('admin');
      const { day } = validate(figuresRequestSchema, request);
      const start = figuresWindowStart(day, REPORT_MONTHS);
      return db.transaction(async (tx) => {
        const recentOrders = await figureOrders(tx, start);
        const revenue = await revenueRecords(tx, start, recentOrders);
        // New accounts carry their creation time in the id (`USR` + 13 digits of milliseconds,
        // `userRegisteredAt`): ids from the window's first instant on, compared as text.
        const since = Date.parse(`${start}T00:00:00Z`);
        const recentUsers = await tx
          .select({ id: users.id })
          .from(users)
          .where(gte(sql`${users.id} collate "C"`, `USR${since}`));
        return salesFigures(
          {
            orders: [...recentOrders, ...revenue.cancelled] as Parameters<typeof salesFigures>[0]['orders'],
            transactions: revenue.transactions,
            users: recentUsers,
          },
          day,
        );
      }, SNAPSHOT);
    },
  };
}
