/**
 * The back office's list rules (src/domain/back-office/lists.ts, src/domain/core/paging.ts) for any
 * list and any request: the pages of a search put together are exactly the matching records in
 * order, each page is clamped and sized as documented, and a match holds every search word.
 */
import fc from 'fast-check';
import { orderSearchSchema, orderSearchText, transactionSearchSchema } from './lists';
import { searchOrders } from './order-search';
import { messages } from '@/shared/messages';
import { BACK_OFFICE_PAGE_SIZE, pageCountOf, pageOf, type Page } from '../core/paging';
import { ORDER_STATUSES, SHIPPING_STATUSES, type Order } from '../core/records';
import { normalizeSearchText } from '../core/text-search';

const NAMES = [
  'Cut Nyak Dhién',
  'TEUKU UMAR',
  'Pocut_Baren',
  'Sultan 100%',
  'Ali \\ Hasjmy',
  'Ñyak Arif',
];

const orderArb = (index: number): fc.Arbitrary<Order> =>
  fc.record({
    id: fc.constant(`ORD${1000 + index}`),
    customerName: fc.constantFrom(...NAMES),
    customerPhone: fc.constant('0812'),
    shippingAddress: fc.constant(''),
    postalCode: fc.constant(''),
    productName: fc.constant(''),
    date: fc.constant('2026-11-23'),
    status: fc.constantFrom(...ORDER_STATUSES),
    shippingStatus: fc.constantFrom(...SHIPPING_STATUSES),
    paymentMethod: fc.constant('COD'),
    paymentCode: fc.constant(''),
    total: fc.constant(0),
    username: fc.constantFrom('pembeli', 'budi', undefined),
  }) as fc.Arbitrary<Order>;

const ordersArb = fc
  .nat(60)
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => orderArb(i))));

const searchArb = fc.record(
  {
    status: fc.constantFrom(...ORDER_STATUSES),
    shippingStatus: fc.constantFrom(...SHIPPING_STATUSES),
    q: fc.constantFrom('', 'dhien', 'CUT', 'umar teuku', '%', '_', '\\', 'ord10', 'nyak', 'budi'),
    pageSize: fc.integer({ min: -5, max: 150 }),
  },
  { requiredKeys: [] },
);

/** Every page of a search, from page 1 until the answered page stops growing. */
function allPages<T>(answer: (page: number) => Page<T>): T[] {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const result = answer(page);
    if (result.page < page) return items;
    items.push(...result.items);
    if (result.page === pageCountOf(result)) return items;
  }
}

describe('back-office list rules', () => {
  it('pages of an order search together are the matching orders, in order', () => {
    fc.assert(
      fc.property(ordersArb, searchArb, (orders, search) => {
        const joined = allPages((page) => searchOrders(orders, { ...search, page }));
        const first = searchOrders(orders, search);
        const terms = normalizeSearchText(search.q ?? '')
          .split(' ')
          .filter(Boolean);
        const expected = orders.filter(
          (o) =>
            (!search.status || o.status === search.status) &&
            (!search.shippingStatus || o.shippingStatus === search.shippingStatus) &&
            terms.every((t) => orderSearchText(o).includes(t)),
        );
        expect(joined).toEqual(expected);
        expect(first.total).toBe(expected.length);
        expect(first.pageSize).toBe(
          Math.min(Math.max(search.pageSize ?? BACK_OFFICE_PAGE_SIZE, 1), 100),
        );
        expect(first.items.length).toBeLessThanOrEqual(first.pageSize);
      }),
    );
  });

  it('a page beyond the end answers the last page; page 0 or less answers page 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 90 }),
        fc.integer({ min: -10, max: 1000 }),
        (items, page) => {
          const size = 20;
          const result = pageOf(items, { page: Math.max(1, page), pageSize: size });
          const last = Math.max(1, Math.ceil(items.length / size));
          expect(result.page).toBe(Math.min(Math.max(1, page), last));
          expect(result.items).toEqual(items.slice((result.page - 1) * size, result.page * size));
        },
      ),
    );
  });

  it('finds orders by id, recipient and username, ignoring case and accents; wildcards are text', () => {
    const orders: Order[] = NAMES.map((name, i) => ({
      id: `ORD${i}`,
      customerName: name,
      customerPhone: '',
      shippingAddress: '',
      postalCode: '',
      productName: '',
      date: '2026-11-23',
      status: 'Pending',
      shippingStatus: 'Dikemas',
      paymentMethod: 'COD',
      paymentCode: '',
      total: 0,
      ...(i === 1 ? { username: 'budi' } : {}),
    }));
    const names = (q: string) => searchOrders(orders, { q }).items.map((o) => o.customerName);
    expect(names('dhien')).toEqual(['Cut Nyak Dhién']);
    expect(names('umar BUDI')).toEqual(['TEUKU UMAR']);
    expect(names('nyak')).toEqual(['Cut Nyak Dhién', 'Ñyak Arif']);
    expect(names('%')).toEqual(['Sultan 100%']);
    expect(names('_')).toEqual(['Pocut_Baren']);
    expect(names('\\')).toEqual(['Ali \\ Hasjmy']);
    expect(names('ord3')).toEqual(['Sultan 100%']);
  });

  it("'Melewati Batas Verifikasi' keeps only payments flagged overdue in their current wait", () => {
    const base: Order = {
      id: 'ORD0',
      customerName: 'Cut Meutia',
      customerPhone: '',
      shippingAddress: '',
      postalCode: '',
      productName: '',
      date: '2026-11-23',
      status: 'Verifying',
      shippingStatus: 'Dikemas',
      paymentMethod: 'Bank Aceh Transfer',
      paymentCode: '',
      total: 0,
      verifyingSince: '2026-11-23T03:00:00.000Z',
    };
    const orders: Order[] = [
      { ...base, id: 'ORD1', verificationOverdueAt: '2026-11-25T03:00:00.000Z' },
      { ...base, id: 'ORD2' },
      { ...base, id: 'ORD3', verificationOverdueAt: '2026-11-20T03:00:00.000Z' },
      { ...base, id: 'ORD4', status: 'Processed', verificationOverdueAt: '2026-11-25T03:00:00.000Z' },
    ];
    const page = searchOrders(orders, { verification: 'overdue' });
    expect(page.items.map((o) => o.id)).toEqual(['ORD1']);
    expect(page.total).toBe(1);
    expect(searchOrders(orders, {}).total).toBe(4);
    expect(orderSearchSchema.safeParse({ verification: 'late' }).error?.issues[0]?.message).toBe(
      messages.lists.filterInvalid,
    );
  });

  it('refuses unknown statuses and bad pages with the lists messages', () => {
    const error = (
      schema: typeof orderSearchSchema | typeof transactionSearchSchema,
      input: unknown,
    ) => schema.safeParse(input).error?.issues[0]?.message;
    expect(error(orderSearchSchema, { status: 'Selesai' })).toBe(messages.lists.filterInvalid);
    expect(error(orderSearchSchema, { page: Number.NaN })).toBe(messages.lists.pageInvalid);
    expect(error(orderSearchSchema, { q: 'x'.repeat(201) })).toBe(messages.lists.searchTooLong);
    expect(error(orderSearchSchema, null)).toBe(messages.lists.filterInvalid);
    expect(error(transactionSearchSchema, { status: 'Lunas' })).toBe(messages.lists.filterInvalid);
    expect(
      orderSearchSchema.safeParse({ status: 'Pending', q: 'x'.repeat(200), page: 3 }).success,
    ).toBe(true);
  });
});
