/**
 * Figures of the back office, computed from stored data (docs/product/decisions.md, "Back office": not the
 * prototype's fixed sample numbers; spec section 2, "Admin dashboard" and "Admin reports").
 *
 * Conventions of this module:
 * - Every calendar day and month is in Asia/Jakarta (docs/product/decisions.md, "Name and language"). A day is
 *   `YYYY-MM-DD`; a month is given as `year` plus `month` **1–12** (January = 1).
 * - Money is whole Rupiah.
 * - Functions are pure: they take records and the current instant, never read a clock or storage.
 *
 * The dashboard's functions come first; the reports screen may add its own at the end.
 */
import { jakartaDay } from '@/shared/format';
import type { Order, Product, Transaction } from '../core/records';
import { verificationOverdue } from '../orders/flow';
import { isProductStatusOnSale } from '../catalog/on-sale';

/** Short Indonesian month names, January first (the chart's axis: 'Jan' … 'Des'). */
export const MONTH_NAMES_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

/** Full Indonesian month names, January first. */
export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** A calendar month in Asia/Jakarta; `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Jakarta month of an instant, e.g. 2026-11-30T18:00Z → `{ year: 2026, month: 12 }`. */
export function jakartaYearMonth(instant: Date): YearMonth {
  const [year, month] = jakartaDay(instant).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The month `offset` months after `ym` (negative goes back), e.g. `addMonths({ year: 2026,
 * month: 1 }, -1)` → `{ year: 2025, month: 12 }`.
 */
export function addMonths(ym: YearMonth, offset: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + offset;
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/** A month as the key `YYYY-MM`, e.g. `{ year: 2026, month: 6 }` → `'2026-06'`. */
export function monthKey(ym: YearMonth): string {
  return `${String(ym.year).padStart(4, '0')}-${String(ym.month).padStart(2, '0')}`;
}

/**
 * The Jakarta day of a stored date: a `YYYY-MM-DD` day is taken as it is; an ISO timestamp is
 * converted to its day in Asia/Jakarta. Returns null when the text is neither.
 */
export function jakartaDayOf(value: string | undefined | null): string | null {
  if (!value) return null;
  if (DAY.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : jakartaDay(instant);
}

/**
 * The Jakarta day an order was placed: from its `createdAt` instant when present and valid
 * (the most precise record), otherwise from its `date` (spec section 3).
 * @returns `YYYY-MM-DD`, or null when the order holds no readable date.
 */
export function orderDay(order: Pick<Order, 'date' | 'createdAt'>): string | null {
  return jakartaDayOf(order.createdAt) ?? jakartaDayOf(order.date);
}

/** Whether a day (`YYYY-MM-DD`) falls in a month. */
function inMonth(day: string | null, ym: YearMonth): boolean {
  return day !== null && day.startsWith(`${monthKey(ym)}-`);
}

/**
 * Units of products in an order: the sum of its `items` quantities, or — for orders without
 * items (prototype data) — the sum of the `(xN)` counts in its `productName`
 * ('Kopi Arabika Gayo (x2), Kue Adee (x1)' → 3). A product name without any count is 1 unit.
 */
export function orderUnits(order: Pick<Order, 'items' | 'productName'>): number {
  if (order.items && order.items.length > 0) {
    return order.items.reduce((sum, item) => sum + item.quantity, 0);
  }
  const counts = [...order.productName.matchAll(/\(x(\d+)\)/g)].map((match) => Number(match[1]));
  if (counts.length > 0) return counts.reduce((sum, n) => sum + n, 0);
  return order.productName.trim() ? 1 : 0;
}

/** The fields of an order the figures read. */
export type OrderFigureInput = Pick<
  Order,
  'date' | 'createdAt' | 'status' | 'items' | 'productName'
>;

/**
 * 'Produk Terjual Hari Ini': units sold on a Jakarta day, over orders placed that day that are
 * not Cancelled (see {@link orderUnits}, {@link orderDay}).
 * @param day - `YYYY-MM-DD`, usually `jakartaDay(new Date())`.
 */
export function unitsSoldOn(orders: readonly OrderFigureInput[], day: string): number {
  return orders
    .filter((order) => order.status !== 'Cancelled' && orderDay(order) === day)
    .reduce((sum, order) => sum + orderUnits(order), 0);
}

/** 'Pesanan Baru': orders waiting for payment (status Pending). */
export function pendingOrderCount(orders: readonly Pick<Order, 'status'>[]): number {
  return orders.filter((order) => order.status === 'Pending').length;
}

/** 'Total Produk Aktif': products of status `Aktif` with stock left (stock > 0); drafts and archived ones are not. */
export function activeProductCount(products: readonly (Pick<Product, 'stock'> & { status?: Product['status'] })[]): number {
  return products.filter((product) => product.stock > 0 && isProductStatusOnSale(product.status)).length;
}

/** 'Transaksi Pending': transactions with status Pending. */
export function pendingTransactionCount(
  transactions: readonly Pick<Transaction, 'status'>[],
): number {
  return transactions.filter((transaction) => transaction.status === 'Pending').length;
}

/**
 * The dashboard's reminder '{n} pembayaran menunggu verifikasi melewati batas waktu': orders
 * waiting for verification that the shop flagged overdue during this wait
 * (`verificationOverdue`, src/domain/orders/flow.ts).
 */
export function overdueVerificationCount(
  orders: readonly Pick<Order, 'status' | 'verifyingSince' | 'verificationOverdueAt' | 'history'>[],
): number {
  return orders.filter(verificationOverdue).length;
}

/** The dashboard's four cards, and the count of its reminder. */
export interface DashboardSummary {
  /** Units sold today (Jakarta day), Cancelled orders left out. */
  unitsSoldToday: number;
  /** Orders with status Pending. */
  newOrders: number;
  /** Products with stock > 0. */
  activeProducts: number;
  /** Transactions with status Pending. */
  pendingTransactions: number;
  /** Payments waiting past `Batas Waktu Verifikasi` ({@link overdueVerificationCount}). */
  overdueVerifications: number;
}

/** One month of the 'Aktivitas Penjualan Bulanan' chart. */
export interface MonthlyActivity {
  /** `YYYY-MM`. */
  key: string;
  /** Short Indonesian month name, the axis label, e.g. 'Jun'. */
  month: string;
  /** Full name with year, e.g. 'Juni 2026' (for the accessible table). */
  label: string;
  /** 'Produk Terjual': units in orders placed that month, Cancelled orders left out. */
  produkTerjual: number;
  /** 'Pesanan Baru': orders placed that month, whatever their status now. */
  pesananBaru: number;
}

/**
 * The monthly chart's data (spec section 2, "Aktivitas Penjualan Bulanan"): the last `months`
 * Jakarta months up to and including the month of `now`, oldest first, zero for quiet months.
 * @param months - how many months (default 7, as the prototype's Jan–Jul).
 */
export function monthlyActivity(
  orders: readonly OrderFigureInput[],
  now: Date,
  months = 7,
): MonthlyActivity[] {
  const current = jakartaYearMonth(now);
  const rows = Array.from({ length: Math.max(0, months) }, (_, i) => {
    const ym = addMonths(current, i - months + 1);
    return {
      key: monthKey(ym),
      month: MONTH_NAMES_SHORT[ym.month - 1]!,
      label: `${MONTH_NAMES[ym.month - 1]!} ${ym.year}`,
      produkTerjual: 0,
      pesananBaru: 0,
    };
  });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const order of orders) {
    const row = byKey.get(orderDay(order)?.slice(0, 7) ?? '');
    if (!row) continue;
    row.pesananBaru += 1;
    if (order.status !== 'Cancelled') row.produkTerjual += orderUnits(order);
  }
  return rows;
}

/** A transaction as {@link monthRevenue} reads it. */
export type RevenueTransaction = Pick<Transaction, 'orderId' | 'amount' | 'date' | 'status'>;
/** An order as {@link monthRevenue} reads it. */
export type RevenueOrder = Pick<Order, 'total' | 'date' | 'createdAt' | 'status'>;

/**
 * Revenue of a Jakarta month in Rupiah, from either record kind:
 * - transactions: the `amount` of those with status Success, by the transaction's `date`;
 * - orders: the `total` of paid orders (Processed or Completed), by the day they were placed.
 * @param month - 1–12.
 */
export function monthRevenue(
  records: readonly RevenueTransaction[] | readonly RevenueOrder[],
  year: number,
  month: number,
): number {
  const ym = { year, month };
  let sum = 0;
  for (const record of records as readonly (RevenueTransaction | RevenueOrder)[]) {
    if ('amount' in record) {
      if (record.status === 'Success' && inMonth(jakartaDayOf(record.date), ym))
        sum += record.amount;
    } else if (
      (record.status === 'Processed' || record.status === 'Completed') &&
      inMonth(orderDay(record), ym)
    ) {
      sum += record.total;
    }
  }
  return sum;
}

/**
 * Orders placed in a Jakarta month.
 * @param month - 1–12.
 * @param options.includeCancelled - count Cancelled orders too (default false).
 */
export function monthOrderCount(
  orders: readonly Pick<Order, 'date' | 'createdAt' | 'status'>[],
  year: number,
  month: number,
  options: { includeCancelled?: boolean } = {},
): number {
  return orders.filter(
    (order) =>
      (options.includeCancelled || order.status !== 'Cancelled') &&
      inMonth(orderDay(order), { year, month }),
  ).length;
}

/**
 * When an account was registered, read from its id: new accounts get `USR` + the millisecond
 * timestamp (+ a short suffix, `src/data/ids.ts`); seed and prototype ids such as `USR001`
 * carry no time and give null.
 */
export function userRegisteredAt(userId: string): Date | null {
  const match = /^USR(\d{13})/.exec(userId);
  if (!match) return null;
  const ms = Number(match[1]);
  return ms >= Date.UTC(2020, 0, 1) ? new Date(ms) : null;
}

/**
 * New customers of a Jakarta month: accounts registered in it (by {@link userRegisteredAt}), of any
 * role unless `role` is given. Accounts without a timestamp in their id are never counted.
 * @param month - 1–12.
 */
export function newCustomers(
  users: readonly { id: string; role?: string }[],
  year: number,
  month: number,
  role?: string,
): number {
  return users.filter((user) => {
    if (role && user.role !== role) return false;
    const at = userRegisteredAt(user.id);
    return at !== null && inMonth(jakartaDay(at), { year, month });
  }).length;
}

/**
 * The change from `previous` to `current` in percent, rounded to a whole number. Returns null
 * when `previous` is 0 and `current` is not (no meaningful percentage); 0 when both are 0.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  const value = Math.round(((current - previous) / previous) * 100);
  return Object.is(value, -0) ? 0 : value;
}

/**
 * The `count` newest orders (spec section 2, 'Pesanan Terbaru': at most 5), newest first by
 * `createdAt`, else `date`; ties keep the later-stored order first.
 */
export function latestOrders<T extends Pick<Order, 'date' | 'createdAt'>>(
  orders: readonly T[],
  count = 5,
): T[] {
  const time = (order: T) => order.createdAt ?? order.date;
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => time(b.order).localeCompare(time(a.order)) || b.index - a.index)
    .slice(0, count)
    .map(({ order }) => order);
}
