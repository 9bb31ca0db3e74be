/**
 * The back office's figures as the data port answers them (docs/api.md "Back-office figures"):
 * the dashboard's four cards and monthly chart (spec section 2, "Admin dashboard") and the sales
 * report with its six-month chart ('Laporan Penjualan'), for a given Jakarta day. The figures
 * themselves are the rules of `./sales` and `./sales-report`; this module puts them together
 * once for both modes. The browser mode passes its whole stored lists; the server passes the
 * records of the figures' window only ({@link figuresWindowStart}) and counts the cards in SQL
 * with the same rules, so the admin's browser never downloads every order.
 */
import { z } from 'zod';
import { messages } from '@/shared/messages';
import {
  monthlyRevenue,
  monthRevenueFigure,
  reportRevenueOn,
  salesReport,
  type Figure,
  type MonthlyRevenue,
  type ReportInput,
  type SalesReport,
} from './sales-report';
import {
  addMonths,
  jakartaYearMonth,
  monthlyActivity,
  unitsSoldOn,
  type DashboardSummary,
  type MonthlyActivity,
  type OrderFigureInput,
} from './sales';

/** Months of the dashboard's 'Aktivitas Penjualan Bulanan' chart. */
export const DASHBOARD_MONTHS = 7;
/** Months of the sales report's revenue chart. */
export const REPORT_MONTHS = 6;

/** A back-office figures request: the Jakarta day the figures are for. */
export interface FiguresRequest {
  /** `YYYY-MM-DD` in Asia/Jakarta, usually `jakartaDay(new Date())`. */
  day: string;
}

/**
 * The request's check (both modes): a real calendar day `YYYY-MM-DD` between the years 2000 and
 * 9999, nothing else. Refuses with 'Tanggal laporan tidak valid.'.
 */
export const figuresRequestSchema = z
  .object({
    day: z
      .string({ error: messages.lists.dayInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.lists.dayInvalid })
      .refine((day) => {
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        const utc = new Date(Date.UTC(year, month - 1, date));
        return year >= 2000 && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
      }, { error: messages.lists.dayInvalid }),
  })
  .strict();

/** An instant inside a Jakarta day (its noon), for the month arithmetic of `./sales`. */
export function instantOfDay(day: string): Date {
  return new Date(`${day}T12:00:00+07:00`);
}

/**
 * The earliest stored date a record of the last `months` Jakarta months up to `day` can carry:
 * the day before the first day of the oldest month, as `YYYY-MM-DD`. Stored dates are either a
 * Jakarta day or an ISO instant in UTC (at most 7 hours behind Jakarta), so every record whose
 * Jakarta day falls in the window has a stored date (compared as text) at or after it; records
 * before it may be skipped. The figures still decide with the rules of `./sales`.
 */
export function figuresWindowStart(day: string, months: number): string {
  const first = addMonths(jakartaYearMonth(instantOfDay(day)), 1 - months);
  const before = new Date(Date.UTC(first.year, first.month - 1, 1) - 86_400_000);
  return before.toISOString().slice(0, 10);
}

/** What the dashboard's figures read. */
export interface DashboardInput {
  /** Orders, at least every one placed since {@link figuresWindowStart} of the dashboard. */
  orders: readonly OrderFigureInput[];
  /** 'Pesanan Baru': orders with status Pending (`pendingOrderCount`). */
  pendingOrders: number;
  /** 'Total Produk Aktif': products of status `Aktif` with stock > 0 (`activeProductCount`). */
  activeProducts: number;
  /** 'Transaksi Pending': transactions with status Pending (`pendingTransactionCount`). */
  pendingTransactions: number;
  /**
   * The dashboard's reminder: payments waiting past `Batas Waktu Verifikasi`
   * (`overdueVerificationCount`).
   */
  overdueVerifications: number;
  /**
   * 'Pendapatan Bulan Ini': transactions, at least those dated since {@link figuresWindowStart}
   * of the last two months.
   */
  transactions: ReportInput['transactions'];
  /** The Cancelled orders any of `transactions` belongs to (their payments are no revenue). */
  cancelledOrders: ReportInput['orders'];
}

/** The dashboard's figures: the four cards, the reminder's count and the monthly chart. */
export interface DashboardFigures {
  /** `YYYY-MM-DD`, the Jakarta day they are for. */
  day: string;
  summary: DashboardSummary;
  /**
   * 'Pendapatan Bulan Ini': this Jakarta month's revenue against last month's, as the
   * sales report counts it (`monthRevenueFigure` of ./sales-report).
   */
  monthRevenue: Figure;
  /** 'Pendapatan Hari Ini': the day's revenue as the sales report counts it (`reportRevenueOn`). */
  todayRevenue: number;
  /** The last {@link DASHBOARD_MONTHS} months, oldest first. */
  monthly: MonthlyActivity[];
}

/** The dashboard's figures for a Jakarta day (rules: `./sales`). */
export function dashboardFigures(input: DashboardInput, day: string): DashboardFigures {
  return {
    day,
    summary: {
      unitsSoldToday: unitsSoldOn(input.orders, day),
      newOrders: input.pendingOrders,
      activeProducts: input.activeProducts,
      pendingTransactions: input.pendingTransactions,
      overdueVerifications: input.overdueVerifications,
    },
    monthRevenue: monthRevenueFigure(
      { orders: input.cancelledOrders, transactions: input.transactions },
      instantOfDay(day),
    ),
    todayRevenue: reportRevenueOn({ orders: input.cancelledOrders, transactions: input.transactions }, day),
    monthly: monthlyActivity(input.orders, instantOfDay(day), DASHBOARD_MONTHS),
  };
}

/** The sales report's figures: this month against the last, and the revenue chart. */
export interface SalesFigures {
  /** `YYYY-MM-DD`, the Jakarta day they are for. */
  day: string;
  report: SalesReport;
  /** The last {@link REPORT_MONTHS} months, oldest first. */
  monthly: MonthlyRevenue[];
}

/**
 * The sales report's figures for a Jakarta day (rules: `./sales-report`).
 * @param input - orders and transactions, at least those dated since {@link figuresWindowStart}
 *   of the report, and every Cancelled order any of those transactions belongs to; users, at
 *   least those registered in the last two months.
 */
export function salesFigures(input: ReportInput, day: string): SalesFigures {
  const now = instantOfDay(day);
  return { day, report: salesReport(input, now), monthly: monthlyRevenue(input, now, REPORT_MONTHS) };
}

