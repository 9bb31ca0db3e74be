/**
 * The storage contract for the back office's long lists (docs/api.md "Back-office lists"): the
 * products, orders, transactions and sales-history tables are answered one page at a time by the
 * port. Each case checks a port's pages against the shared rule of
 * `src/domain/back-office/lists.ts` applied to the whole list (`listAll`, `listTransactions`,
 * `listProducts`, `listActivity`), so the server's SQL and the browser's filters cannot drift.
 */
import { searchOrders } from '@/domain/back-office/order-search';
import {
  searchAdminProducts,
  searchTransactions,
  type OrderSearch,
  type ProductAdminSearch,
  type TransactionSearch,
} from '@/domain/back-office/lists';
import { messages } from '@/shared/messages';
import { salesHistory } from '@/domain/figures/sales-report';
import { PermissionError, ValidationError } from '@/data/errors';
import { liftOrderLimits, type AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { ShopData } from '@/domain/port/port';

/** Recipients of the orders the cases place: accents, case, the `LIKE` wildcards, a backslash. */
const RECIPIENTS = [
  'Cut Nyak Dhién',
  'TEUKU UMAR',
  'Pocut Baren',
  'Laksamana Keumalahayati',
  'Sultan 100% Iskandar',
  'Nyak_Arif',
  'Teungku Chik di Tiro',
  'Ali Hasjmy \\ Banda',
];

/** A clock that moves one second per reading, so every record has its own time. */
function tickingClock(start = 1_800_000_000_000): () => Date {
  let tick = 0;
  return () => new Date(start + 1000 * tick++);
}

/**
 * Places `count` orders as the demo buyer (recipients cycling through {@link RECIPIENTS}), sets
 * every third to Completed and every fourth to Dikirim as the admin, and leaves the admin signed in.
 */
async function placeOrders(adapter: AdapterCase, data: ShopData, count: number): Promise<void> {
  await adapter.setStock(data, 1, 1000);
  await liftOrderLimits(adapter, data);
  const placed: string[] = [];
  for (let i = 0; i < count; i++) {
    await data.cart.add(1);
    const { order } = await data.orders.place({
      ...shipping,
      customerName: RECIPIENTS[i % RECIPIENTS.length]!,
    });
    placed.push(order.id);
  }
  await adapter.signIn(data, 'admin');
  for (const [i, id] of placed.entries()) {
    if (i % 3 === 0) await data.orders.update(id, { status: 'Completed' });
    if (i % 4 === 0) await data.orders.update(id, { shippingStatus: 'Dikirim', trackingNumber: `JNE${1000 + i}` });
  }
}

/** Declares the back-office lists contract's cases for `adapter`. */
export function backOfficeListsContract(adapter: AdapterCase): void {
  describe(`back-office lists contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('pages, filters and searches orders as the shared rule does over the whole list', async () => {
      const data = await adapter.open({ now: tickingClock() });
      await placeOrders(adapter, data, 26);
      const all = await data.orders.listAll();
      expect(all.length).toBeGreaterThanOrEqual(26);

      const searches: OrderSearch[] = [
        {},
        { page: 2 },
        { page: 99 },
        { page: 0 },
        { pageSize: 7, page: 3 },
        { pageSize: 1000 },
        { status: 'Completed' },
        { status: 'Pending', shippingStatus: 'Dikirim' },
        { shippingStatus: 'Tiba di Tujuan' },
        { q: 'dhien' },
        { q: 'DHIÉN cut' },
        { q: 'teuku' },
        { q: 'pembeli' },
        { q: '100%' },
        { q: '%' },
        { q: '_' },
        { q: 'nyak_arif' },
        { q: '\\' },
        { q: all[3]!.id.toLowerCase() },
        { q: 'tidak-ada-yang-cocok' },
        { q: 'teuku', status: 'Completed', pageSize: 2, page: 2 },
      ];
      for (const search of searches) {
        const expected = searchOrders(all, search);
        expect(await data.orders.searchAll(search), JSON.stringify(search)).toEqual(expected);
      }
      // The rule itself: what a search must find.
      expect(searchOrders(all, { q: 'dhien' }).total).toBeGreaterThanOrEqual(4);
      expect(searchOrders(all, { q: '%' }).items.map((o) => o.customerName)).toEqual(
        expect.arrayContaining(['Sultan 100% Iskandar']),
      );
      expect(searchOrders(all, { q: '%' }).items.every((o) => o.customerName.includes('%'))).toBe(
        true,
      );
      expect(searchOrders(all, {}).items).toEqual(all.slice(0, 20));
      expect(searchOrders(all, { page: 99 }).page).toBe(Math.ceil(all.length / 20));
    });

    it('refuses a bad order search and a non-admin', async () => {
      const data = await adapter.open({ as: 'admin' });
      const refusals: [unknown, string][] = [
        [{ status: 'Lunas' }, messages.lists.filterInvalid],
        [{ shippingStatus: 'dikirim' }, messages.lists.filterInvalid],
        [{ page: Number.NaN }, messages.lists.pageInvalid],
        [{ pageSize: Number.POSITIVE_INFINITY }, messages.lists.pageInvalid],
        [{ page: '2' }, messages.lists.pageInvalid],
        [{ q: 'x'.repeat(201) }, messages.lists.searchTooLong],
        [{ q: 5 }, messages.lists.filterInvalid],
      ];
      for (const [search, message] of refusals) {
        const answer = data.orders.searchAll(search as OrderSearch);
        await expect(answer, JSON.stringify(search)).rejects.toThrow(message);
        await expect(answer).rejects.toBeInstanceOf(ValidationError);
      }
      await expect(data.orders.searchTransactions({ status: 'Pending ' as never })).rejects.toThrow(
        messages.lists.filterInvalid,
      );
      await expect(data.logs.salesHistory({ page: Number.NaN })).rejects.toThrow(
        messages.lists.pageInvalid,
      );
      await expect(data.products.searchAdmin({ q: 'x'.repeat(201) })).rejects.toThrow(
        messages.lists.searchTooLong,
      );

      await adapter.signIn(data, 'buyer');
      await expect(data.orders.searchAll({})).rejects.toBeInstanceOf(PermissionError);
      await expect(data.orders.searchTransactions({})).rejects.toBeInstanceOf(PermissionError);
      await expect(data.logs.salesHistory({})).rejects.toBeInstanceOf(PermissionError);
      await expect(data.products.searchAdmin({})).rejects.toBeInstanceOf(PermissionError);
      await adapter.signIn(data, null);
      await expect(data.orders.searchAll({})).rejects.toBeInstanceOf(PermissionError);
      await expect(data.logs.salesHistory({})).rejects.toBeInstanceOf(PermissionError);
      await expect(data.products.searchAdmin({})).rejects.toBeInstanceOf(PermissionError);
    });

    it('pages, filters and searches transactions as the shared rule does', async () => {
      const data = await adapter.open({ now: tickingClock() });
      await placeOrders(adapter, data, 23);
      const pending = (await data.orders.listAll()).find((o) => o.status === 'Pending')!;
      await adapter.signIn(data, 'buyer');
      await data.orders.confirmPayment(pending.id);
      await adapter.signIn(data, 'admin');
      const all = await data.orders.listTransactions();
      const searches: TransactionSearch[] = [
        {},
        { page: 2 },
        { page: 50, pageSize: 5 },
        { status: 'Success' },
        { status: 'Failed' },
        { status: 'Pending', q: 'trx' },
        { q: pending.id.toLowerCase() },
        { q: all[0]!.id },
        { q: '%' },
        { q: 'ord trx' },
      ];
      for (const search of searches) {
        expect(await data.orders.searchTransactions(search), JSON.stringify(search)).toEqual(
          searchTransactions(all, search),
        );
      }
      expect(
        searchTransactions(all, { status: 'Success', q: pending.id }).items.map((t) => t.orderId),
      ).toEqual([pending.id]);
    });

    it("pages the admin's products in stored order, searching the partner's name too", async () => {
      const data = await adapter.open({ as: 'admin' });
      const products = await data.products.list();
      const partners = await data.partners.list();
      const searches: ProductAdminSearch[] = [
        {},
        { page: 2 },
        { pageSize: 3, page: 2 },
        { page: 0 },
        { q: 'kopi' },
        { q: 'KOPI gayo' },
        { q: 'koperasi' },
        { q: 'lestari arabika' },
        { q: 'bireuen' },
        { q: '%' },
        { q: 'tidak-ada-yang-cocok' },
      ];
      for (const search of searches) {
        expect(await data.products.searchAdmin(search), JSON.stringify(search)).toEqual(
          searchAdminProducts(products, partners, search),
        );
      }
      // A partner's name finds its products even when no product text holds it.
      const koperasi = searchAdminProducts(products, partners, { q: 'koperasi' });
      expect(koperasi.total).toBeGreaterThan(0);
      expect(koperasi.items.every((p) => p.partnerId === 'P001')).toBe(true);
      // Visitors page the catalogue by its own search: this one is the back office's.
      await adapter.signIn(data, null);
      await expect(data.products.searchAdmin({ q: 'kopi' })).rejects.toBeInstanceOf(PermissionError);
    });

    it("pages the sales history: the admins' product, profile and password changes, newest first", async () => {
      const data = await adapter.open({ as: 'admin', now: tickingClock() });
      const [first] = await data.products.list();
      const { id, ...input } = first!;
      for (let i = 0; i < 22; i++) await data.products.save({ ...input, price: 1000 + i }, id);
      const all = salesHistory(await data.logs.listActivity());
      expect(all.length).toBeGreaterThanOrEqual(22);
      const pageOne = await data.logs.salesHistory({});
      expect(pageOne).toEqual({
        items: all.slice(0, 20),
        total: all.length,
        page: 1,
        pageSize: 20,
      });
      const last = await data.logs.salesHistory({ page: 99, pageSize: 7 });
      const lastPage = Math.ceil(all.length / 7);
      expect(last).toEqual({
        items: all.slice((lastPage - 1) * 7, lastPage * 7),
        total: all.length,
        page: lastPage,
        pageSize: 7,
      });
      expect(all[0]!.type).toBe('updateProduct');
    });

    it('shows the e-mail and activity logs to the admin only', async () => {
      const data = await adapter.open();
      await expect(data.logs.listEmailLogs()).rejects.toThrow();
      await expect(data.logs.emailLogPage({})).rejects.toThrow();
      await adapter.signIn(data, 'buyer');
      await expect(data.logs.listActivity()).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');
      await expect(data.logs.emailLogPage({ pageSize: 5 })).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');
      await adapter.signIn(data, 'admin');
      const all = await data.logs.listEmailLogs();
      expect(all).toHaveLength(2);
      // A page of them, in the same order (the dashboard reads the first 5).
      expect(await data.logs.emailLogPage({ pageSize: 5 })).toEqual({ items: all, total: 2, page: 1, pageSize: 5 });
      expect(await data.logs.emailLogPage({ page: 2, pageSize: 1 })).toEqual({ items: [all[1]], total: 2, page: 2, pageSize: 1 });
      expect(await data.logs.emailLogPage({ page: 9, pageSize: 1 })).toMatchObject({ items: [all[1]], page: 2 });
      await expect(data.logs.emailLogPage({ page: Number.NaN })).rejects.toThrow(messages.lists.pageInvalid);
      // The seed's one failure (ORD001's admin e-mail, never sent since) is the banner's count.
      expect(all.filter((log) => log.status === 'failed')).toHaveLength(1);
      expect(await data.logs.failedEmailCount()).toBe(1);
      // The banner's `Lihat Log Email` shows just those.
      expect(await data.logs.emailLogPage({ unresolved: true })).toEqual({
        items: all.filter((log) => log.status === 'failed'),
        total: 1,
        page: 1,
        pageSize: 20,
      });
      await expect(data.logs.emailLogPage({ unresolved: false as never })).rejects.toThrow(messages.lists.filterInvalid);
      await adapter.signIn(data, 'buyer');
      await expect(data.logs.failedEmailCount()).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');
    });
  });
}
