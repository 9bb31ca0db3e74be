/**
 * The storage contract for the back office's figures (docs/api.md "Back-office figures"): the
 * dashboard's cards and chart and the sales report are answered by the port. Each case compares
 * the port's answer with the shared rules of `src/domain/figures/back-office.ts` applied to the
 * whole lists (`listAll`, `listTransactions`, `listProducts`, `listUsers`), for days inside,
 * after and long after the orders, so the server's window and counts cannot drift from the
 * browser's figures.
 */
import { dashboardFigures, salesFigures } from '@/domain/figures/back-office';
import { jakartaDay } from '@/shared/format';
import { messages } from '@/shared/messages';
import { activeProductCount, overdueVerificationCount, pendingOrderCount, pendingTransactionCount } from '@/domain/figures/sales';
import { PermissionError, ValidationError } from '@/data/errors';
import { liftOrderLimits, type AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';

const DAY_MS = 86_400_000;
/** 2027-01-10T05:00Z: a Jakarta morning. */
const START = Date.UTC(2027, 0, 10, 5);

/** A clock the case moves forward by whole days; each reading adds a second. */
function movableClock() {
  let at = START;
  return {
    now: () => new Date((at += 1000)),
    advanceDays: (days: number) => {
      at += days * DAY_MS;
    },
    day: () => jakartaDay(new Date(at)),
  };
}

/** Shifts a Jakarta day (`YYYY-MM-DD`) by whole days. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Declares the back-office figures contract's cases for `adapter`. */
export function backOfficeFiguresContract(adapter: AdapterCase): void {
  describe(`back-office figures contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('answers the dashboard and the sales report as the shared rules do over the whole lists', async () => {
      const clock = movableClock();
      const data = await adapter.open({ now: clock.now });
      // The seed's own orders are dated from the moment it was written (the test's start, not this
      // clock): left out, so the figures are this case's orders alone on every date the test runs.
      await adapter.signIn(data, 'admin');
      const backup = await data.backup.export();
      await data.backup.restore({ ...backup, data: { ...backup.data, orders: [], transactions: [] } });
      await adapter.setStock(data, 1, 1000);
      await adapter.setStock(data, 2, 0);
      await liftOrderLimits(adapter, data);
      const days: string[] = [];
      // Orders over four months, some 40 days apart: paid, cancelled (after payment too), completed.
      for (let round = 0; round < 4; round++) {
        days.push(clock.day());
        await adapter.signIn(data, 'buyer');
        const placed: string[] = [];
        for (let i = 0; i < 3; i++) {
          for (let unit = 0; unit <= i; unit++) await data.cart.add(1);
          placed.push((await data.orders.place(shipping)).order.id);
        }
        await data.orders.confirmPayment(placed[0]!);
        await data.orders.confirmPayment(placed[1]!);
        await adapter.signIn(data, 'admin');
        await data.orders.update(placed[1]!, { status: 'Cancelled', cancelReason: 'Stok rusak' });
        await data.orders.update(placed[2]!, { status: 'Completed' });
        // A new account of this month (its id carries the time).
        await adapter.signIn(data, null);
        await data.auth.register({ username: `baru${round}`, email: `baru${round}@example.com`, password: 'rahasia123' });
        clock.advanceDays(40);
      }
      await adapter.signIn(data, 'admin');
      const orders = await data.orders.listAll();
      const transactions = await data.orders.listTransactions();
      const products = await data.products.list();
      const users = await data.users.list();
      const last = days.at(-1)!;

      for (const day of [days[0]!, days[1]!, last, shiftDay(last, 1), shiftDay(last, 45), shiftDay(last, 400), '2026-12-31']) {
        const dashboard = await data.reports.dashboard({ day });
        expect(dashboard, `dashboard ${day}`).toEqual(
          dashboardFigures(
            {
              orders,
              pendingOrders: pendingOrderCount(orders),
              activeProducts: activeProductCount(products),
              pendingTransactions: pendingTransactionCount(transactions),
              overdueVerifications: overdueVerificationCount(orders),
              transactions,
              cancelledOrders: orders.filter((order) => order.status === 'Cancelled'),
            },
            day,
          ),
        );
        const sales = await data.reports.sales({ day });
        expect(sales, `sales ${day}`).toEqual(salesFigures({ orders, transactions, users }, day));
        // 'Pendapatan Bulan Ini' is the report's revenue of the same month (one definition).
        expect(dashboard.monthRevenue, `month revenue ${day}`).toEqual(sales.report.revenue);
      }
      // The rules themselves see the data: units today, revenue, orders and new accounts.
      const dashboard = await data.reports.dashboard({ day: last });
      expect(dashboard.summary.unitsSoldToday).toBe(1 + 3);
      expect(dashboard.monthly.reduce((sum, month) => sum + month.pesananBaru, 0)).toBe(12);
      const sales = await data.reports.sales({ day: last });
      expect(sales.monthly.filter((month) => month.revenue > 0).length).toBeGreaterThanOrEqual(3);
      expect(sales.report.newCustomers.current).toBe(1);
      expect((await data.reports.sales({ day: shiftDay(last, 400) })).report.orders.current).toBe(0);
    });

    it('refuses a day that is no real date, and anyone but the admin', async () => {
      const data = await adapter.open({ as: 'admin' });
      for (const day of ['2027-02-30', '2027-13-01', '27-01-01', '2027-1-5', '', '1999-12-31', '2027-01-01T00:00']) {
        await expect(data.reports.dashboard({ day }), day).rejects.toThrow(messages.lists.dayInvalid);
        await expect(data.reports.sales({ day }), day).rejects.toBeInstanceOf(ValidationError);
      }
      await expect(
        data.reports.dashboard({ day: '2027-01-01', extra: 1 } as unknown as { day: string }),
      ).rejects.toBeInstanceOf(ValidationError);
      for (const who of ['buyer', null] as const) {
        await adapter.signIn(data, who);
        await expect(data.reports.dashboard({ day: '2027-01-01' })).rejects.toBeInstanceOf(PermissionError);
        await expect(data.reports.sales({ day: '2027-01-01' })).rejects.toBeInstanceOf(PermissionError);
      }
    });
  });
}

