import {
  activeProductCount,
  addMonths,
  jakartaDayOf,
  jakartaYearMonth,
  latestOrders,
  monthlyActivity,
  monthOrderCount,
  monthRevenue,
  newCustomers,
  orderDay,
  orderUnits,
  overdueVerificationCount,
  pendingOrderCount,
  pendingTransactionCount,
  percentChange,
  unitsSoldOn,
  userRegisteredAt,
  type OrderFigureInput,
} from './sales';
import type { Order, Transaction } from '../core/records';

let seq = 0;
/** A hand-made order; `at` is the createdAt instant (ISO) or, with `dateOnly`, the stored day. */
function order(at: string, fields: Partial<Order> = {}, dateOnly = false): Order {
  seq += 1;
  return {
    id: `ORD${seq}`,
    customerName: 'Rahmat',
    customerPhone: '081200000000',
    shippingAddress: 'Banda Aceh',
    postalCode: '23111',
    productName: 'Kopi Gayo (x1)',
    date: dateOnly ? at : at.slice(0, 10),
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: 'TJ-1',
    total: 100000,
    ...(dateOnly ? {} : { createdAt: at }),
    ...fields,
  };
}

const items = (...quantities: number[]) =>
  quantities.map((quantity, i) => ({
    productId: i + 1,
    name: `P${i + 1}`,
    price: 10000,
    quantity,
  }));

function trx(date: string, amount: number, status: Transaction['status'] = 'Success'): Transaction {
  seq += 1;
  return { id: `TRX${seq}`, orderId: `ORD${seq}`, paymentMethod: 'GoPay', amount, date, status };
}

describe('days and months in Asia/Jakarta', () => {
  it('puts 2026-11-30T18:00Z in December (01:00 WIB on 1 December)', () => {
    expect(jakartaYearMonth(new Date('2026-11-30T18:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(jakartaYearMonth(new Date('2026-11-30T16:59:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(orderDay(order('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
  });

  it('reads stored days as they are and ISO instants as Jakarta days', () => {
    expect(jakartaDayOf('2025-10-28')).toBe('2025-10-28');
    expect(jakartaDayOf('2025-12-31T20:00:00.000Z')).toBe('2026-01-01');
    expect(jakartaDayOf('kemarin')).toBeNull();
    expect(jakartaDayOf(undefined)).toBeNull();
    // A prototype order without createdAt: its date decides.
    expect(orderDay(order('2025-10-28', {}, true))).toBe('2025-10-28');
    // A broken createdAt falls back to the date.
    expect(orderDay({ date: '2025-10-28', createdAt: 'rusak' })).toBe('2025-10-28');
  });

  it('steps months across years', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonths({ year: 2026, month: 6 }, -18)).toEqual({ year: 2024, month: 12 });
  });
});

describe('orderUnits', () => {
  it('sums item quantities', () => {
    expect(orderUnits({ items: items(2, 1, 4), productName: 'ignored (x9)' })).toBe(7);
  });

  it("parses '(xN)' of the product name when there are no items", () => {
    expect(orderUnits({ productName: 'Kopi Arabika Gayo (x2), Kue Adee (x1)' })).toBe(3);
    expect(orderUnits({ productName: 'Songket (Motif Pucuk Rebung) (x3)', items: [] })).toBe(3);
    expect(orderUnits({ productName: 'Rencong Miniatur' })).toBe(1);
    expect(orderUnits({ productName: '' })).toBe(0);
  });
});

describe('dashboard cards', () => {
  const orders: OrderFigureInput[] = [
    order('2026-11-30T17:05:00Z', { items: items(2, 1) }), // 00:05 WIB 1 Dec: today
    order('2026-11-30T16:55:00Z', { items: items(5) }), // 23:55 WIB 30 Nov: yesterday
    order('2026-12-01T10:00:00Z', { items: items(4), status: 'Cancelled' }), // today but cancelled
    order('2026-12-01', { productName: 'Kue Adee (x2), Keumamah (x1)', status: 'Processed' }, true), // prototype order today
    order('2026-11-20T03:00:00Z', { status: 'Completed' }),
  ];

  it('counts units sold today in Jakarta, leaving out Cancelled orders', () => {
    expect(unitsSoldOn(orders, '2026-12-01')).toBe(3 + 3);
    expect(unitsSoldOn(orders, '2026-11-30')).toBe(5);
    expect(unitsSoldOn([], '2026-12-01')).toBe(0);
  });

  it('counts Pending orders, stocked products and Pending transactions', () => {
    expect(pendingOrderCount(orders)).toBe(2);
    expect(activeProductCount([{ stock: 0 }, { stock: 3 }, { stock: 1 }])).toBe(2);
    // Only `Aktif` products count: a draft or an archived one is not sold.
    expect(activeProductCount([{ stock: 3, status: 'draft' }, { stock: 3, status: 'archived' }, { stock: 3, status: 'active' }])).toBe(1);
    expect(
      pendingTransactionCount([
        trx('2026-12-01', 1, 'Pending'),
        trx('2026-12-01', 1),
        trx('2026-12-01', 1, 'Failed'),
      ]),
    ).toBe(1);
  });

  it('counts payments waiting past Batas Waktu Verifikasi, only when flagged during this wait', () => {
    const waiting = { status: 'Verifying' as const, verifyingSince: '2026-12-01T03:00:00.000Z' };
    expect(
      overdueVerificationCount([
        { ...waiting, verificationOverdueAt: '2026-12-03T03:00:00.000Z' }, // flagged in this wait
        { ...waiting }, // not flagged yet
        // Flagged in an earlier wait, then rejected and confirmed again: not until flagged again.
        { ...waiting, verificationOverdueAt: '2026-11-30T03:00:00.000Z' },
        // Accepted after the flag: no longer waiting.
        { ...waiting, status: 'Processed', verificationOverdueAt: '2026-12-03T03:00:00.000Z' },
        // Waiting since before `verifyingSince` existed: its history says since when.
        {
          status: 'Verifying',
          verificationOverdueAt: '2026-12-03T03:00:00.000Z',
          history: [{ status: 'Verifying', at: '2026-12-01T03:00:00.000Z', by: 'buyer' }],
        },
      ]),
    ).toBe(2);
    expect(overdueVerificationCount([])).toBe(0);
  });
});

describe('monthlyActivity', () => {
  it('returns the last seven Jakarta months, oldest first, with Indonesian names', () => {
    const rows = monthlyActivity([], new Date('2026-11-30T18:00:00Z'));
    expect(rows.map((r) => r.month)).toEqual(['Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']);
    expect(rows[0]).toEqual({
      key: '2026-06',
      month: 'Jun',
      label: 'Juni 2026',
      produkTerjual: 0,
      pesananBaru: 0,
    });
    expect(rows.at(-1)?.label).toBe('Desember 2026');
  });

  it('crosses the year and honours the month count', () => {
    const rows = monthlyActivity([], new Date('2026-02-10T00:00:00Z'), 4);
    expect(rows.map((r) => r.key)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(rows.map((r) => r.label)).toEqual([
      'November 2025',
      'Desember 2025',
      'Januari 2026',
      'Februari 2026',
    ]);
  });

  it('counts units (not Cancelled) and new orders (all) per month', () => {
    const orders = [
      order('2026-11-30T18:00:00Z', { items: items(2) }), // December in Jakarta
      order('2026-11-30T16:00:00Z', { items: items(1, 1) }), // still November
      order('2026-11-05T02:00:00Z', { items: items(3), status: 'Cancelled' }),
      order('2026-06-15', { productName: 'Kopi (x4)' }, true),
      order('2026-05-31T12:00:00Z', { items: items(9) }), // too old for the window
      order('2027-01-02T00:00:00Z', { items: items(9) }), // after now
    ];
    const rows = monthlyActivity(orders, new Date('2026-12-01T03:00:00Z'));
    const by = Object.fromEntries(rows.map((r) => [r.key, [r.produkTerjual, r.pesananBaru]]));
    expect(by).toEqual({
      '2026-06': [4, 1],
      '2026-07': [0, 0],
      '2026-08': [0, 0],
      '2026-09': [0, 0],
      '2026-10': [0, 0],
      '2026-11': [2, 2],
      '2026-12': [2, 1],
    });
  });
});

describe('monthRevenue', () => {
  it('sums Success transactions of the month by their Jakarta day', () => {
    const transactions = [
      trx('2026-11-03', 100_000),
      trx('2026-11-30', 50_000),
      trx('2026-11-30T18:00:00Z', 70_000), // December in Jakarta
      trx('2026-11-10', 30_000, 'Pending'),
      trx('2026-11-11', 20_000, 'Failed'),
      trx('2026-10-31', 10_000),
    ];
    expect(monthRevenue(transactions, 2026, 11)).toBe(150_000);
    expect(monthRevenue(transactions, 2026, 12)).toBe(70_000);
    expect(monthRevenue(transactions, 2026, 10)).toBe(10_000);
    expect(monthRevenue([], 2026, 10)).toBe(0);
  });

  it('sums paid orders (Processed, Completed) by the day they were placed', () => {
    const orders = [
      order('2026-11-02T01:00:00Z', { status: 'Processed', total: 200_000 }),
      order('2026-11-20T01:00:00Z', { status: 'Completed', total: 100_000 }),
      order('2026-11-21T01:00:00Z', { status: 'Pending', total: 999 }),
      order('2026-11-22T01:00:00Z', { status: 'Cancelled', total: 999 }),
      order('2026-11-30T18:00:00Z', { status: 'Completed', total: 40_000 }), // December
    ];
    expect(monthRevenue(orders, 2026, 11)).toBe(300_000);
    expect(monthRevenue(orders, 2026, 12)).toBe(40_000);
  });
});

describe('monthOrderCount', () => {
  it('counts orders placed in the month, Cancelled only on request', () => {
    const orders = [
      order('2026-11-02T01:00:00Z'),
      order('2026-11-03T01:00:00Z', { status: 'Cancelled' }),
      order('2026-11-30T18:00:00Z'),
    ];
    expect(monthOrderCount(orders, 2026, 11)).toBe(1);
    expect(monthOrderCount(orders, 2026, 11, { includeCancelled: true })).toBe(2);
    expect(monthOrderCount(orders, 2026, 12)).toBe(1);
  });
});

describe('newCustomers', () => {
  it('reads the registration time from USR<timestamp> ids', () => {
    expect(userRegisteredAt('USR001')).toBeNull();
    expect(userRegisteredAt(`USR${Date.UTC(2026, 10, 30, 18)}k3`)?.toISOString()).toBe(
      '2026-11-30T18:00:00.000Z',
    );
    expect(userRegisteredAt('USR0000000000001')).toBeNull();
  });

  it('counts accounts registered in the Jakarta month, optionally of one role', () => {
    const users = [
      { id: 'USR001', role: 'admin' },
      { id: 'USR002', role: 'buyer' },
      { id: `USR${Date.UTC(2026, 10, 5)}aa`, role: 'buyer' },
      { id: `USR${Date.UTC(2026, 10, 6)}ab`, role: 'admin' },
      { id: `USR${Date.UTC(2026, 10, 30, 18)}ac`, role: 'buyer' }, // December in Jakarta
    ];
    expect(newCustomers(users, 2026, 11)).toBe(2);
    expect(newCustomers(users, 2026, 11, 'buyer')).toBe(1);
    expect(newCustomers(users, 2026, 12)).toBe(1);
  });
});

describe('percentChange', () => {
  it('rounds, handles falls and never divides by zero', () => {
    expect(percentChange(115, 100)).toBe(15);
    expect(percentChange(90, 100)).toBe(-10);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(100, 100)).toBe(0);
  });
});

describe('latestOrders', () => {
  it('returns at most five, newest first by createdAt or date', () => {
    const orders = [
      order('2026-11-01T01:00:00Z', { id: 'A' }),
      order('2026-11-05', { id: 'B' }, true),
      order('2026-11-05T09:00:00Z', { id: 'C' }),
      order('2026-10-01T01:00:00Z', { id: 'D' }),
      order('2026-11-03T01:00:00Z', { id: 'E' }),
      order('2026-11-04T01:00:00Z', { id: 'F' }),
      order('2026-11-02T01:00:00Z', { id: 'G' }),
    ];
    expect(latestOrders(orders).map((o) => o.id)).toEqual(['C', 'B', 'F', 'E', 'G']);
    expect(latestOrders(orders, 2).map((o) => o.id)).toEqual(['C', 'B']);
    expect(latestOrders([])).toEqual([]);
  });
});
