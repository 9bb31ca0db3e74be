import type { ActivityLog } from '../core/records';
import {
  changeBetween,
  formatChange,
  isMonthKey,
  monthLabel,
  monthRevenueFigure,
  reportDayOfMonth,
  revenueChangeText,
  monthlyRevenue,
  reportNewCustomers,
  reportOrders,
  reportDiscounts,
  reportRevenue,
  reportRevenueOn,
  salesHistory,
  salesReport,
  type ReportInput,
} from './sales-report';

const NOW = new Date('2025-11-20T10:00:00+07:00');

/** Hand-made data: November 2025 against October 2025. */
const input: ReportInput = {
  orders: [
    { id: 'O1', date: '2025-11-02', status: 'Processed' },
    { id: 'O2', date: '2025-11-10', status: 'Pending' },
    { id: 'O3', date: '2025-11-15', status: 'Cancelled' },
    { id: 'O4', date: '2025-10-05', status: 'Completed' },
    { id: 'O5', date: '2025-09-30', status: 'Completed' },
  ],
  transactions: [
    { orderId: 'O1', amount: 150_000, date: '2025-11-02', status: 'Success' },
    { orderId: 'O2', amount: 90_000, date: '2025-11-10', status: 'Pending' },
    // Paid, then cancelled: refunded, not revenue.
    { orderId: 'O3', amount: 70_000, date: '2025-11-15', status: 'Success' },
    { orderId: 'O4', amount: 100_000, date: '2025-10-05', status: 'Success' },
    { orderId: 'O6', amount: 20_000, date: '2025-10-06', status: 'Failed' },
    { orderId: 'O5', amount: 40_000, date: '2025-09-30', status: 'Success' },
  ],
  users: [
    { id: 'USR001' },
    { id: 'USR002' },
    { id: `USR${Date.parse('2025-11-03T08:00:00+07:00')}ab` },
    { id: `USR${Date.parse('2025-11-19T23:30:00+07:00')}` },
    { id: `USR${Date.parse('2025-10-31T23:59:00+07:00')}zz` },
  ],
};

describe("'Pendapatan Hari Ini' (reportRevenueOn)", () => {
  it('counts the Success payments of the Jakarta day, leaving out cancelled orders', () => {
    expect(reportRevenueOn(input, '2025-11-02')).toBe(150_000);
    // Pending: not yet revenue.
    expect(reportRevenueOn(input, '2025-11-10')).toBe(0);
    // Paid, then cancelled.
    expect(reportRevenueOn(input, '2025-11-15')).toBe(0);
    // 00:30 WIB on 3 November is still 2 November in UTC.
    const late = { orders: [], transactions: [{ orderId: 'O7', amount: 5_000, date: '2025-11-02T17:30:00Z', status: 'Success' as const }] };
    expect(reportRevenueOn(late, '2025-11-03')).toBe(5_000);
    expect(reportRevenueOn(late, '2025-11-02')).toBe(0);
  });
});

describe('monthLabel', () => {
  it('labels months in Indonesian', () => {
    expect(monthLabel('2025-08')).toBe('Agu 2025');
    expect(monthLabel('2025-05')).toBe('Mei 2025');
  });
});

describe('changeBetween / formatChange', () => {
  it('computes whole percentages', () => {
    expect(changeBetween(115, 100)).toEqual({ kind: 'percent', value: 15 });
    expect(changeBetween(90, 100)).toEqual({ kind: 'percent', value: -10 });
    expect(changeBetween(1, 3)).toEqual({ kind: 'percent', value: -67 });
    expect(changeBetween(5, 5)).toEqual({ kind: 'percent', value: 0 });
  });

  it('never divides by zero', () => {
    expect(changeBetween(3, 0)).toEqual({ kind: 'new' });
    expect(changeBetween(0, 0)).toEqual({ kind: 'none' });
    expect(changeBetween(0, 4)).toEqual({ kind: 'percent', value: -100 });
  });

  it('formats as the report shows it', () => {
    expect(formatChange(changeBetween(115, 100))).toBe('+15%');
    expect(formatChange(changeBetween(90, 100))).toBe('-10%');
    expect(formatChange(changeBetween(100, 100))).toBe('0%');
    expect(formatChange(changeBetween(1, 0))).toBe('baru');
    expect(formatChange(changeBetween(0, 0))).toBe('—');
  });
});

describe('monthly figures', () => {
  const nov = { year: 2025, month: 11 };
  const oct = { year: 2025, month: 10 };
  const sep = { year: 2025, month: 9 };

  it('sums Success payments per month, without payments of cancelled orders', () => {
    expect(reportRevenue(input, nov)).toBe(150_000);
    expect(reportRevenue(input, oct)).toBe(100_000);
    expect(reportRevenue(input, sep)).toBe(40_000);
  });

  it("sums the vouchers' discount of the payments revenue counts: Success, by payment date, cancelled orders left out", () => {
    const withDiscounts: ReportInput = {
      ...input,
      transactions: [
        { orderId: 'O1', amount: 150_000, date: '2025-11-02', status: 'Success', discount: 15_000 },
        { orderId: 'O2', amount: 90_000, date: '2025-11-10', status: 'Pending', discount: 5_000 },
        { orderId: 'O3', amount: 70_000, date: '2025-11-15', status: 'Success', discount: 7_000 },
        { orderId: 'O4', amount: 100_000, date: '2025-10-05', status: 'Success' },
        { orderId: 'O5', amount: 40_000, date: '2025-09-30', status: 'Success', discount: 10_000 },
      ],
    };
    expect([nov, oct, sep].map((ym) => reportDiscounts(withDiscounts, ym))).toEqual([15_000, 0, 10_000]);
    expect(salesReport(withDiscounts, NOW).discounts).toEqual({ current: 15_000, previous: 0, change: { kind: 'new' } });
  });

  it('counts orders per month, without cancelled ones', () => {
    expect([nov, oct, sep].map((ym) => reportOrders(input.orders, ym))).toEqual([2, 1, 1]);
  });

  it('counts accounts registered per Jakarta month, skipping ids without a time', () => {
    expect([nov, oct, sep].map((ym) => reportNewCustomers(input.users, ym))).toEqual([2, 1, 0]);
  });
});

describe('salesReport', () => {
  it('compares this month with the last', () => {
    const report = salesReport(input, NOW);
    expect(report.month).toBe('2025-11');
    expect(report.previousMonth).toBe('2025-10');
    expect(report.revenue).toEqual({
      current: 150_000,
      previous: 100_000,
      change: { kind: 'percent', value: 50 },
    });
    expect(report.orders).toEqual({
      current: 2,
      previous: 1,
      change: { kind: 'percent', value: 100 },
    });
    expect(report.newCustomers).toEqual({
      current: 2,
      previous: 1,
      change: { kind: 'percent', value: 100 },
    });
  });

  it('handles January against December and empty data', () => {
    const report = salesReport(
      { orders: [], transactions: [], users: [] },
      new Date('2026-01-01T00:30:00+07:00'),
    );
    expect(report.month).toBe('2026-01');
    expect(report.previousMonth).toBe('2025-12');
    expect(report.revenue).toEqual({ current: 0, previous: 0, change: { kind: 'none' } });
  });
});

/** Revenue input of successful payments only, each `[orderId, amount (Rupiah), date]`, and no orders. */
function paymentsOnly(...paid: Array<[orderId: string, amount: number, date: string]>): Pick<ReportInput, 'orders' | 'transactions'> {
  return { orders: [], transactions: paid.map(([orderId, amount, date]) => ({ orderId, amount, date, status: 'Success' })) };
}

describe("'Pendapatan Bulan Ini' (monthRevenueFigure)", () => {
  it('is the report revenue of this Jakarta month against the last', () => {
    expect(monthRevenueFigure(input, NOW)).toEqual(salesReport(input, NOW).revenue);
    expect(monthRevenueFigure(input, NOW)).toMatchObject({ current: 150_000, previous: 100_000 });
    expect(revenueChangeText(monthRevenueFigure(input, NOW))).toBe('+50% dibanding bulan lalu');
  });

  it('draws the month boundary at midnight WIB, not UTC', () => {
    const edge = paymentsOnly(
      // 2026-01-31 23:30 WIB: January.
      ['A', 10_000, '2026-01-31T16:30:00.000Z'],
      // 2026-02-01 00:30 WIB (still 31 January in UTC): February.
      ['B', 25_000, '2026-01-31T17:30:00.000Z'],
    );
    // 1 February 00:10 WIB is 31 January 17:10 UTC.
    expect(monthRevenueFigure(edge, new Date('2026-01-31T17:10:00Z'))).toMatchObject({
      current: 25_000,
      previous: 10_000,
    });
    // 31 January 23:50 WIB.
    expect(monthRevenueFigure(edge, new Date('2026-01-31T16:50:00Z'))).toMatchObject({
      current: 10_000,
      previous: 0,
    });
  });

  it('compares January with December of the year before', () => {
    const turn = paymentsOnly(['D', 80_000, '2025-12-31'], ['J', 60_000, '2026-01-01'], ['X', 5_000, '2026-12-15']);
    const january = monthRevenueFigure(turn, new Date('2026-01-15T12:00:00+07:00'));
    expect(january).toMatchObject({ current: 60_000, previous: 80_000 });
    expect(revenueChangeText(january)).toBe('-25% dibanding bulan lalu');
  });

  it("says 'Tidak ada pendapatan bulan lalu' when last month had none", () => {
    const figure = monthRevenueFigure(input, new Date('2025-10-20T10:00:00+07:00'));
    expect(figure).toMatchObject({ current: 100_000, previous: 40_000 });
    const quiet = monthRevenueFigure({ orders: [], transactions: input.transactions }, new Date('2025-12-05T10:00:00+07:00'));
    expect(quiet).toMatchObject({ current: 0, previous: 220_000 });
    const fresh = monthRevenueFigure(input, new Date('2025-09-20T10:00:00+07:00'));
    expect(fresh.previous).toBe(0);
    expect(revenueChangeText(fresh)).toBe('Tidak ada pendapatan bulan lalu');
  });
});

describe('the month picker (isMonthKey, reportDayOfMonth)', () => {
  it('takes YYYY-MM months from 2000 on', () => {
    expect(isMonthKey('2026-01')).toBe(true);
    expect(isMonthKey('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '1999-12', '2026-1', '2026-01-01', '', 'abcd-ef']) {
      expect(isMonthKey(bad), bad).toBe(false);
    }
  });

  it("asks for today in today's month, else the month's first day", () => {
    expect(reportDayOfMonth('2026-11', '2026-11-26')).toBe('2026-11-26');
    expect(reportDayOfMonth('2025-12', '2026-01-03')).toBe('2025-12-01');
    expect(reportDayOfMonth('2026-01', '2026-11-26')).toBe('2026-01-01');
  });
});

describe('monthlyRevenue', () => {
  it('gives the last six months, oldest first, with zeros', () => {
    expect(monthlyRevenue(input, NOW)).toEqual([
      { month: '2025-06', label: 'Jun 2025', revenue: 0, orders: 0 },
      { month: '2025-07', label: 'Jul 2025', revenue: 0, orders: 0 },
      { month: '2025-08', label: 'Agu 2025', revenue: 0, orders: 0 },
      { month: '2025-09', label: 'Sep 2025', revenue: 40_000, orders: 1 },
      { month: '2025-10', label: 'Okt 2025', revenue: 100_000, orders: 1 },
      { month: '2025-11', label: 'Nov 2025', revenue: 150_000, orders: 2 },
    ]);
  });
});

describe('salesHistory (spec section 6)', () => {
  const entry = (id: string, timestamp: string, role: string, type: string): ActivityLog => ({
    id,
    timestamp,
    username: role === 'admin' ? 'admin' : 'pembeli',
    role,
    type,
    description: id,
  });

  it('keeps the five types of admins, newest first', () => {
    const logs = [
      entry('a', '2025-11-01T00:00:00.000Z', 'admin', 'addProduct'),
      entry('b', '2025-11-03T00:00:00.000Z', 'admin', 'updateOrder'),
      entry('c', '2025-11-02T00:00:00.000Z', 'buyer', 'updateProfile'),
      entry('d', '2025-11-04T00:00:00.000Z', 'admin', 'changePassword'),
      entry('e', '2025-11-05T00:00:00.000Z', 'admin', 'updateRole'),
      entry('f', '2025-11-02T00:00:00.000Z', 'admin', 'deleteProduct'),
      entry('g', '2025-11-02T00:00:00.000Z', 'admin', 'updateProduct'),
      entry('h', '2025-10-02T00:00:00.000Z', 'admin', 'updateProfile'),
    ];
    expect(salesHistory(logs).map((l) => l.id)).toEqual(['d', 'g', 'f', 'a', 'h']);
  });
});
