/**
 * Figures of the back office's sales report ('Laporan Penjualan') and the rule of the sales
 * history ('Log Aktivitas'): spec sections 2 and 6 with docs/product/decisions.md, "Back office" (figures
 * computed from stored data; growth compares this month with the last). Built on the month
 * arithmetic and counting of `./sales` (the dashboard's module).
 *
 * Months are Asia/Jakarta calendar months (docs/product/decisions.md "Name and language"); money is whole Rupiah.
 */
import {
  addMonths,
  jakartaDayOf,
  jakartaYearMonth,
  monthKey,
  MONTH_NAMES_SHORT,
  monthOrderCount,
  monthRevenue,
  newCustomers,
  percentChange,
  type YearMonth,
} from './sales';
import {
  BACK_OFFICE_PAGE_SIZE,
  normalizePageRequest,
  pageOf,
  type Page,
  type PageRequest,
} from '../core/paging';
import type { ActivityLog, Order, Transaction } from '../core/records';

/**
 * A month-on-month change: a percentage, 'new' when last month was 0 and this month is not
 * (a percentage of nothing has no meaning), or 'none' when both are 0.
 */
export type Change = { kind: 'percent'; value: number } | { kind: 'new' } | { kind: 'none' };

/**
 * The change from `previous` to `current` in percent, rounded to a whole number (`percentChange`
 * of ./sales); never divides by zero (see {@link Change}).
 */
export function changeBetween(current: number, previous: number): Change {
  if (current === 0 && previous === 0) return { kind: 'none' };
  const value = percentChange(current, previous);
  return value === null ? { kind: 'new' } : { kind: 'percent', value };
}

/**
 * A change as the report shows it: `+15%`, `-10%`, `0%`, `baru` (nothing last month) or `—`
 * (nothing in either month).
 */
export function formatChange(change: Change): string {
  if (change.kind === 'none') return '—';
  if (change.kind === 'new') return 'baru';
  return `${change.value > 0 ? '+' : ''}${change.value}%`;
}

/** One figure of the report: this month's value, last month's, and the change. */
export interface Figure {
  current: number;
  previous: number;
  change: Change;
}

function figure(current: number, previous: number): Figure {
  return { current, previous, change: changeBetween(current, previous) };
}

/** What the report reads: stored orders, transactions and users. */
export interface ReportInput {
  orders: readonly Pick<Order, 'id' | 'date' | 'createdAt' | 'status'>[];
  transactions: readonly Pick<Transaction, 'orderId' | 'amount' | 'date' | 'status' | 'discount'>[];
  users: readonly { id: string }[];
}

/** The transactions revenue counts: those whose order was not Cancelled (refunded). */
function paidTransactions(input: Pick<ReportInput, 'orders' | 'transactions'>): ReportInput['transactions'] {
  const cancelled = new Set(input.orders.filter((o) => o.status === 'Cancelled').map((o) => o.id));
  return input.transactions.filter((t) => !cancelled.has(t.orderId));
}

/**
 * Revenue of a month in Rupiah, as the report counts it: the `amount` of transactions with
 * status Success (money actually received; Pending and Failed payments are not revenue), by the
 * transaction's `date`, leaving out payments of orders that were later Cancelled (refunded).
 */
export function reportRevenue(
  input: Pick<ReportInput, 'orders' | 'transactions'>,
  ym: YearMonth,
): number {
  return monthRevenue(paidTransactions(input), ym.year, ym.month);
}

/**
 * Revenue of one Jakarta day in Rupiah ('Pendapatan Hari Ini'), counted as {@link reportRevenue}
 * counts a month's: Success transactions by their `date`, payments of Cancelled orders left out.
 * @param day - `YYYY-MM-DD` in Asia/Jakarta.
 */
export function reportRevenueOn(input: Pick<ReportInput, 'orders' | 'transactions'>, day: string): number {
  return paidTransactions(input)
    .filter((t) => t.status === 'Success' && jakartaDayOf(t.date) === day)
    .reduce((sum, t) => sum + t.amount, 0);
}

/**
 * The vouchers' discount of a month in Rupiah ('Diskon Voucher', docs/product/vouchers.md): what
 * the shop gave off the payments {@link reportRevenue} counts (the same transactions: Success,
 * by the transaction's `date`, orders later Cancelled left out), so revenue plus this is what the
 * goods and shipping were priced at.
 */
export function reportDiscounts(input: Pick<ReportInput, 'orders' | 'transactions'>, ym: YearMonth): number {
  const discounts = paidTransactions(input).map((t) => ({ ...t, amount: t.discount ?? 0 }));
  return monthRevenue(discounts, ym.year, ym.month);
}

/** Orders of a month, as the report counts them: placed in the month, Cancelled ones left out. */
export function reportOrders(orders: ReportInput['orders'], ym: YearMonth): number {
  return monthOrderCount(orders, ym.year, ym.month);
}

/**
 * New customers of a month: accounts registered in it, of any role (a role can be toggled
 * later). Users carry no creation date (spec section 3), so the time is read from the
 * `USR<timestamp>` id of new accounts (`userRegisteredAt` of ./sales); seed and prototype ids
 * such as `USR001` hold no time and are never counted.
 */
export function reportNewCustomers(users: ReportInput['users'], ym: YearMonth): number {
  return newCustomers(users, ym.year, ym.month);
}

/**
 * 'Pendapatan Bulan Ini' (the dashboard): the revenue of the Jakarta month of `now`
 * against the month before, counted as the report counts it ({@link reportRevenue}). January's
 * month before is December of the year before.
 * @param input - orders (at least the Cancelled ones the transactions belong to) and transactions
 *   (at least those of the two months).
 * @param now - the current instant.
 */
export function monthRevenueFigure(
  input: Pick<ReportInput, 'orders' | 'transactions'>,
  now: Date,
): Figure {
  const current = jakartaYearMonth(now);
  return figure(reportRevenue(input, current), reportRevenue(input, addMonths(current, -1)));
}

/**
 * The line under 'Pendapatan Bulan Ini': `+15% dibanding bulan lalu` (rounded, with its sign), or
 * 'Tidak ada pendapatan bulan lalu' when last month's revenue was 0 (no percentage of nothing).
 */
export function revenueChangeText(revenue: Figure): string {
  if (revenue.previous === 0) return 'Tidak ada pendapatan bulan lalu';
  return `${formatChange(revenue.change)} dibanding bulan lalu`;
}

/**
 * Whether `month` is a month key `YYYY-MM` (years 2000–9999, months 01–12), as the report's month
 * picker gives it.
 */
export function isMonthKey(month: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return false;
  const [year, mon] = [Number(match[1]), Number(match[2])];
  return year >= 2000 && mon >= 1 && mon <= 12;
}

/**
 * The Jakarta day the sales report of `month` is asked for (`data.reports.sales({ day })`): today
 * for today's month, else the month's first day (the report reads only the day's month).
 * @param month - a month key `YYYY-MM` ({@link isMonthKey}).
 * @param today - today's Jakarta day `YYYY-MM-DD`.
 */
export function reportDayOfMonth(month: string, today: string): string {
  return today.startsWith(`${month}-`) ? today : `${month}-01`;
}

/** The sales report of one month against the month before. */
export interface SalesReport {
  /** `YYYY-MM`. */
  month: string;
  /** `YYYY-MM`. */
  previousMonth: string;
  /** Revenue in Rupiah ({@link reportRevenue}). */
  revenue: Figure;
  /** Orders placed ({@link reportOrders}). */
  orders: Figure;
  /** Accounts registered ({@link reportNewCustomers}). */
  newCustomers: Figure;
  /** The vouchers' discount in Rupiah ({@link reportDiscounts}). */
  discounts: Figure;
}

/**
 * The report for the Jakarta month of `now` against the month before (docs/product/decisions.md, "Back
 * office"): revenue ({@link monthRevenueFigure}), orders, new customers and the vouchers' discount,
 * each with its change in percent.
 * @param input - stored orders, transactions and users.
 * @param now - the current instant.
 */
export function salesReport(input: ReportInput, now: Date): SalesReport {
  const current = jakartaYearMonth(now);
  const previous = addMonths(current, -1);
  return {
    month: monthKey(current),
    previousMonth: monthKey(previous),
    revenue: monthRevenueFigure(input, now),
    orders: figure(reportOrders(input.orders, current), reportOrders(input.orders, previous)),
    newCustomers: figure(
      reportNewCustomers(input.users, current),
      reportNewCustomers(input.users, previous),
    ),
    discounts: figure(reportDiscounts(input, current), reportDiscounts(input, previous)),
  };
}

/** A month key `YYYY-MM` as a short Indonesian label, e.g. `'2025-08'` → `'Agu 2025'`. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES_SHORT[mon - 1] ?? '?'} ${year}`;
}

/** One bar of the report's revenue chart. */
export interface MonthlyRevenue {
  /** `YYYY-MM`. */
  month: string;
  /** Short Indonesian label, e.g. 'Nov 2025'. */
  label: string;
  /** Rupiah ({@link reportRevenue}). */
  revenue: number;
  /** Orders placed ({@link reportOrders}). */
  orders: number;
}

/**
 * Revenue and orders of the last `count` Jakarta months up to the month of `now`, oldest first,
 * zero for quiet months (the report's chart).
 */
export function monthlyRevenue(
  input: Pick<ReportInput, 'orders' | 'transactions'>,
  now: Date,
  count = 6,
): MonthlyRevenue[] {
  const current = jakartaYearMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const ym = addMonths(current, i - count + 1);
    const month = monthKey(ym);
    return {
      month,
      label: monthLabel(month),
      revenue: reportRevenue(input, ym),
      orders: reportOrders(input.orders, ym),
    };
  });
}

/** Activity types the sales history lists (spec section 6). */
export const SALES_HISTORY_TYPES = [
  'addProduct',
  'updateProduct',
  'deleteProduct',
  'updateProfile',
  'changePassword',
] as const;
export type SalesHistoryType = (typeof SALES_HISTORY_TYPES)[number];

/** Readable Indonesian names of the sales-history activity types. */
export const SALES_HISTORY_TYPE_LABELS: Record<SalesHistoryType, string> = {
  addProduct: 'Tambah Produk',
  updateProduct: 'Ubah Produk',
  deleteProduct: 'Hapus Produk',
  updateProfile: 'Ubah Profil',
  changePassword: 'Ubah Kata Sandi',
};

/** Whether `type` is one the sales history lists. */
export function isSalesHistoryType(type: string): type is SalesHistoryType {
  return (SALES_HISTORY_TYPES as readonly string[]).includes(type);
}

/**
 * The sales history (spec section 6): activity entries of type addProduct, updateProduct,
 * deleteProduct, updateProfile or changePassword made by a user whose role was admin (the
 * entry's `role`, recorded when the action happened), newest first by `timestamp` (ties keep
 * the later-stored entry first).
 */
export function salesHistory(logs: readonly ActivityLog[]): ActivityLog[] {
  return logs
    .map((log, index) => ({ log, index }))
    .filter(({ log }) => log.role === 'admin' && isSalesHistoryType(log.type))
    .sort((a, b) => b.log.timestamp.localeCompare(a.log.timestamp) || b.index - a.index)
    .map(({ log }) => log);
}

/**
 * One page of the sales history ({@link salesHistory}: the admins' product, profile and password
 * activity, newest first) in browser mode.
 * @param logs - every activity log entry, in stored order.
 * @param request - a request that passed `pageRequestSchema` (../back-office/lists.ts).
 */
export function salesHistoryPage(
  logs: readonly ActivityLog[],
  request: PageRequest,
): Page<ActivityLog> {
  return pageOf(salesHistory(logs), normalizePageRequest(request, BACK_OFFICE_PAGE_SIZE));
}
