/**
 * The port's contract for what each voucher gave (docs/product/vouchers.md "The owner's page";
 * src/domain/vouchers/usage.ts): the list answers each voucher's discount given, the sum of its
 * uses not given back (a cancelled order's use no longer counts), and `vouchers.uses` pages the
 * orders that used it, newest first, released ones marked; both for the admin only. Run against
 * the key-value adapters (`src/testing/contract/vouchers.test.ts`) and the HTTP adapter over the
 * real server (`src/testing/contract/http.test.ts`).
 */
import type { AdapterCase } from '@/testing/contract-adapters';
import { HEMAT10_INPUT, shipping } from '@/testing/test-values';

const HOUR = 3_600_000;
/** Kopi Arabika Gayo of the seed: Rp 85.000. */
const KOPI = 1;

/** Declares the cases of a voucher's discount given and its orders for `adapter`. */
export function voucherUsageContract(adapter: AdapterCase): void {
  describe(`voucher usage contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it("answers each voucher's discount given and the orders that used it, newest first; a cancel gives it back", async () => {
      // After HEMAT10's `Berlaku Mulai` (1 December 2026, 00:00 WIB), moved by hand.
      let at = Date.parse('2026-12-02T03:00:00.000Z');
      const data = await adapter.open({ as: 'admin', now: () => new Date(at) });
      const voucher = await data.vouchers.save(HEMAT10_INPUT);
      const other = await data.vouchers.save({ ...HEMAT10_INPUT, code: 'LAIN5' });
      const given = async () => {
        await adapter.signIn(data, 'admin');
        const list = await data.vouchers.list();
        await adapter.signIn(data, 'buyer');
        return Object.fromEntries(list.map((v) => [v.code, [v.used, v.discountGiven]]));
      };
      const usesOf = async (request?: { page?: number; pageSize?: number }) => {
        await adapter.signIn(data, 'admin');
        const page = await data.vouchers.uses(voucher.id, request);
        await adapter.signIn(data, 'buyer');
        return page;
      };
      expect(await given()).toEqual({ HEMAT10: [0, 0], LAIN5: [0, 0] });
      expect(await usesOf()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });

      const first = (await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10'])).order;
      // 10 % of Rp 85.000.
      expect(await given()).toEqual({ HEMAT10: [1, 8_500], LAIN5: [0, 0] });
      const taken = { orderId: first.id, buyerName: first.customerName, amount: 8_500, createdAt: new Date(at).toISOString() };
      expect(await usesOf()).toEqual({ items: [{ ...taken, releasedAt: null }], total: 1, page: 1, pageSize: 20 });

      at += HOUR;
      await data.orders.cancel(first.id);
      expect(await given()).toEqual({ HEMAT10: [0, 0], LAIN5: [0, 0] });
      expect((await usesOf()).items).toEqual([{ ...taken, releasedAt: new Date(at).toISOString() }]);

      at += HOUR;
      const second = (await data.orders.place(shipping, [{ productId: KOPI, quantity: 3 }], ['HEMAT10'])).order;
      // 10 % of Rp 255.000, capped at `Maksimal Diskon` Rp 20.000.
      expect(await given()).toEqual({ HEMAT10: [1, 20_000], LAIN5: [0, 0] });
      expect((await usesOf()).items.map((use) => [use.orderId, use.amount, use.releasedAt === null])).toEqual([
        [second.id, 20_000, true],
        [first.id, 8_500, false],
      ]);
      expect(await usesOf({ page: 9, pageSize: 1 })).toMatchObject({ items: [{ orderId: first.id }], total: 2, page: 2, pageSize: 1 });
      expect(await usesOf({ pageSize: 1000 })).toMatchObject({ total: 2, pageSize: 100 });

      await adapter.signIn(data, 'admin');
      await expect(data.vouchers.uses('V-tidak-ada')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await data.vouchers.uses(other.id)).total).toBe(0);
    });

    it('lets only the admin read the orders of a voucher', async () => {
      const data = await adapter.open({ as: 'admin' });
      const voucher = await data.vouchers.save(HEMAT10_INPUT);
      await adapter.signIn(data, 'buyer');
      await expect(data.vouchers.uses(voucher.id)).rejects.toMatchObject({ name: 'PermissionError', code: 'ADMIN_ONLY' });
      await adapter.signIn(data, null);
      await expect(data.vouchers.uses(voucher.id)).rejects.toMatchObject({ name: 'PermissionError', code: 'SIGN_IN_REQUIRED' });
    });
  });
}
