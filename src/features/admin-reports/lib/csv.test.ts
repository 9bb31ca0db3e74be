import { parse } from 'papaparse';
import { demoSeed } from '@/testing/seed';
import { ordersToCsv, ORDER_CSV_FIELDS, transactionsToCsv, TRANSACTION_CSV_FIELDS } from './csv';

/** The seed written at 12:00 WIB on 20 November 2026: fixed dates for the rows below. */
const { orders: seedOrders, transactions: seedTransactions } = demoSeed(new Date('2026-11-20T05:00:00.000Z'));

function rows(csv: string): string[][] {
  expect(csv.startsWith('\ufeff')).toBe(true);
  return parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

describe('CSV exports', () => {
  it('writes one row per order under Indonesian headers, amounts as plain numbers', () => {
    const [header, first, second] = rows(ordersToCsv(seedOrders));
    expect(header).toEqual(ORDER_CSV_FIELDS);
    expect(first).toEqual([
      'ORD001',
      '2026-11-20',
      'Rahmat Hidayat',
      '081260457321',
      'Jl. Teuku Nyak Arief No. 27, Lamgugob, Kec. Syiah Kuala, Banda Aceh, Aceh',
      '23115',
      'Kopi Arabika Gayo (x2), Kue Adee (x1)',
      '223000',
      'GoPay',
      'TJ-20261120-4821',
      'Pending',
      'Menunggu Konfirmasi Admin',
      'pembeli',
      '0',
      '',
    ]);
    expect(second?.[0]).toBe('ORD002');
  });

  it("writes an order's and a transaction's vouchers' discount, and the codes", () => {
    const vouchers = [
      { code: 'HEMAT10', appliesTo: 'goods' as const, amount: 20_000 },
      { code: 'ONGKIRGRATIS', appliesTo: 'shipping' as const, amount: 9_000 },
    ];
    const [, order] = rows(ordersToCsv([{ ...seedOrders[0]!, vouchers, discount: 29_000 }]));
    expect(order?.slice(-2)).toEqual(['29000', 'HEMAT10 ONGKIRGRATIS']);
    const [, transaction] = rows(transactionsToCsv([{ ...seedTransactions[0]!, discount: 29_000 }]));
    expect(transaction?.at(-1)).toBe('29000');
  });

  it('writes transactions', () => {
    const [header, first] = rows(transactionsToCsv(seedTransactions));
    expect(header).toEqual(TRANSACTION_CSV_FIELDS);
    expect(first).toEqual(['TRX001', 'ORD001', 'GoPay', '223000', '2026-11-20', 'Pending', '0']);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const order = {
      ...seedOrders[0]!,
      customerName: '=HYPERLINK("http://x")',
      shippingAddress: 'Jl. A, "B"\nC',
    };
    const [, row] = rows(ordersToCsv([order]));
    expect(row?.[2]).toBe(`'=HYPERLINK("http://x")`);
    expect(row?.[4]).toBe('Jl. A, "B"\nC');
  });

  it('defuses a formula in a cell of several lines, on its first line or a later one', () => {
    const cells = ['=HYPERLINK("http://x")\nKlik', 'Nama\n=1+1', 'Alamat\r\n+62 811', '-2\nbaris', '@SUM(A1)\n', 'Jl. A\nNo. 5'];
    const orders = cells.map((customerName) => ({ ...seedOrders[0]!, customerName }));
    const names = rows(ordersToCsv(orders)).slice(1).map((row) => row[2]);
    expect(names).toEqual([...cells.slice(0, 5).map((cell) => `'${cell}`), 'Jl. A\nNo. 5']);
  });

  it('writes only the header for no rows', () => {
    expect(rows(transactionsToCsv([]))).toEqual([TRANSACTION_CSV_FIELDS]);
  });
});
