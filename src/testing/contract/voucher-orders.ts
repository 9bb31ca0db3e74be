/**
 * The port's contract for the vouchers an order carries (docs/product/vouchers.md "Checkout";
 * src/domain/vouchers/redeem.ts, src/domain/orders/place.ts): the discount is decided by the
 * shop at `Buat Pesanan` and recorded on the order and its transaction with the code; a refused
 * voucher refuses the order and changes nothing; the `Kuota` and a buyer's `Batas per Pembeli`
 * hold, also for orders placed at once; a cancelled or expired order gives its use back; a backup
 * carries the uses. Run against the key-value adapters (`src/testing/contract/vouchers.test.ts`)
 * and the HTTP adapter over the real server (`src/testing/contract/http.test.ts`).
 */
import { voucherMessages } from '@/shared/messages-voucher';
import type { ShopData } from '@/domain/port/port';
import type { VoucherInput } from '@/domain/vouchers/inputs';
import type { AdapterCase, Credentials, DemoAccount } from '@/testing/contract-adapters';
import { formatRupiah } from '@/shared/format';
import { HEMAT10_INPUT, shipping } from '@/testing/test-values';

const HOUR = 3_600_000;

/** Kopi Arabika Gayo of the seed: Rp 85.000, category Minuman. */
const KOPI = 1;
/** A seed product of Rp 35.000: below HEMAT10's `Minimal Belanja` alone. */
const CHEAP = 11;

/** A shop clock after HEMAT10's `Berlaku Mulai` (1 December 2026, 00:00 WIB), moved by hand. */
function manualClock(start = '2026-12-02T03:00:00.000Z') {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
}

/** Saves a voucher as the admin (HEMAT10 with `changes`), then acts for `then`. */
async function saveVoucher(adapter: AdapterCase, data: ShopData, changes: Partial<VoucherInput> = {}, then: 'buyer' | null = 'buyer') {
  await adapter.signIn(data, 'admin');
  const voucher = await data.vouchers.save({ ...HEMAT10_INPUT, ...changes });
  if (then) await adapter.signIn(data, then);
  return voucher;
}

/** The admin's view of the voucher `code` (signs the admin in, then `back`: the demo buyer by default). */
async function voucherAsAdmin(adapter: AdapterCase, data: ShopData, code: string, back: DemoAccount | Credentials = 'buyer') {
  await adapter.signIn(data, 'admin');
  const voucher = (await data.vouchers.list()).find((v) => v.code === code)!;
  await adapter.signIn(data, back);
  return voucher;
}

/** A new buyer account (no orders yet), signed in; answers its credentials. */
async function newBuyer(adapter: AdapterCase, data: ShopData, username: string): Promise<Credentials> {
  const credentials = { username, password: 'rahasia123' };
  await adapter.signIn(data, null);
  await data.auth.register({ ...credentials, email: `${username}@contoh.id` });
  await adapter.signIn(data, credentials);
  return credentials;
}

/** Declares the cases of orders with vouchers for `adapter`. */
export function voucherOrdersContract(adapter: AdapterCase): void {
  describe(`voucher orders contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('charges the discounted total, records the code on the order and its transaction, refuses a second use and gives it back on cancel', async () => {
      const data = await adapter.open({ as: 'buyer', now: manualClock().now });
      await saveVoucher(adapter, data);
      const { order, transaction } = await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['hemat10']);
      // 10 % of Rp 85.000, under the Rp 20.000 cap.
      expect(order).toMatchObject({ subtotal: 85_000, discount: 8_500, vouchers: [{ code: 'HEMAT10', appliesTo: 'goods', amount: 8_500 }] });
      expect(order.total).toBe(85_000 + order.shippingCost! - 8_500);
      expect(transaction).toMatchObject({ amount: order.total, discount: 8_500 });
      expect(await data.orders.getMine(order.id)).toMatchObject({ total: order.total, vouchers: order.vouchers, discount: 8_500 });
      expect(await voucherAsAdmin(adapter, data, 'HEMAT10')).toMatchObject({ used: 1 });

      const stock = (await data.products.get(KOPI))!.stock;
      await expect(data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10'])).rejects.toMatchObject({
        code: 'VOUCHER_ALREADY_USED',
        message: voucherMessages.alreadyUsed,
      });
      expect((await data.products.get(KOPI))!.stock).toBe(stock);

      await data.orders.cancel(order.id);
      expect(await voucherAsAdmin(adapter, data, 'HEMAT10')).toMatchObject({ used: 0 });
      const again = await data.orders.place(shipping, [{ productId: KOPI, quantity: 3 }], ['HEMAT10']);
      // 10 % of Rp 255.000 is Rp 25.500: capped at `Maksimal Diskon`.
      expect(again.order).toMatchObject({ subtotal: 255_000, discount: 20_000 });
    });

    it("answers a buyer's check of a code with its terms only, and refuses as the order would", async () => {
      const data = await adapter.open({ as: 'buyer', now: manualClock().now });
      await saveVoucher(adapter, data);
      const offer = await data.vouchers.check(' hemat10 ');
      expect(offer).toEqual({
        id: expect.any(String),
        code: 'HEMAT10',
        discountType: 'percent',
        value: 10,
        maxDiscount: 20_000,
        minSpend: 50_000,
        productIds: [],
        categories: [],
      });
      await expect(data.vouchers.check('TIDAKADA')).rejects.toMatchObject({ code: 'VOUCHER_INVALID', message: voucherMessages.notFound });
      await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10']);
      await expect(data.vouchers.check('HEMAT10')).rejects.toMatchObject({ code: 'VOUCHER_ALREADY_USED' });
      // Codes are tried by buyers only.
      await adapter.signIn(data, null);
      await expect(data.vouchers.check('HEMAT10')).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
      await adapter.signIn(data, 'admin');
      await expect(data.vouchers.check('HEMAT10')).rejects.toMatchObject({ code: 'BUYER_ONLY' });
    });

    it('refuses an unknown, paused, not yet valid or unmet voucher with its message and changes nothing', async () => {
      const data = await adapter.open({ as: 'buyer', now: manualClock().now });
      const voucher = await saveVoucher(adapter, data);
      const stock = (await data.products.get(KOPI))!.stock;
      const orders = (await data.orders.listMine()).length;
      const refusals: Array<[string[], Array<{ productId: number; quantity: number }>, string]> = [
        [['TIDAKADA'], [{ productId: KOPI, quantity: 1 }], voucherMessages.notFound],
        [['HEMAT10'], [{ productId: CHEAP, quantity: 1 }], voucherMessages.minSpend(formatRupiah(50_000))],
      ];
      for (const [codes, lines, message] of refusals) {
        await expect(data.orders.place(shipping, lines, codes)).rejects.toMatchObject({
          code: 'VOUCHER_INVALID',
          message,
          fieldErrors: { voucherCode: message },
        });
      }
      await saveVoucher(adapter, data, { code: 'NANTI', startsAt: '2027-01-01T00:00' });
      await expect(data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['nanti'])).rejects.toMatchObject({ message: voucherMessages.notStarted });
      await adapter.signIn(data, 'admin');
      await data.vouchers.setActive(voucher.id, false);
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10'])).rejects.toMatchObject({ message: voucherMessages.ended });
      expect((await data.products.get(KOPI))!.stock).toBe(stock);
      expect(await data.orders.listMine()).toHaveLength(orders);
      expect(await voucherAsAdmin(adapter, data, 'HEMAT10')).toMatchObject({ used: 0 });
    });

    it('takes one shop voucher and one Gratis Ongkir together, never two of a kind', async () => {
      const data = await adapter.open({ as: 'buyer', now: manualClock().now });
      await saveVoucher(adapter, data);
      await saveVoucher(adapter, data, { code: 'ONGKIR', discountType: 'freeShipping', value: '', maxDiscount: '1000', minSpend: '0' });
      await saveVoucher(adapter, data, { code: 'POTONG5', discountType: 'fixed', value: '5000', maxDiscount: '', minSpend: '0' });
      await expect(data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10', 'POTONG5'])).rejects.toMatchObject({
        message: voucherMessages.oneOfEachKind,
      });
      const { order } = await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['ongkir', 'HEMAT10']);
      expect(order.vouchers).toEqual([
        { code: 'HEMAT10', appliesTo: 'goods', amount: 8_500 },
        { code: 'ONGKIR', appliesTo: 'shipping', amount: Math.min(order.shippingCost!, 1_000) },
      ]);
      expect(order.total).toBe(85_000 + order.shippingCost! - 8_500 - Math.min(order.shippingCost!, 1_000));
    });

    it('holds the Kuota across buyers and the limit per buyer for orders placed at once', async () => {
      const data = await adapter.open({ as: 'buyer', now: manualClock().now });
      await saveVoucher(adapter, data, { quota: '3', perBuyerLimit: '2' }, null);
      await newBuyer(adapter, data, 'cutmeutia');
      const line = [{ productId: KOPI, quantity: 1 }];
      // Three at once from one buyer allowed two uses: exactly two carry it.
      const results = await Promise.allSettled([1, 2, 3].map(() => data.orders.place(shipping, line, ['HEMAT10'])));
      const placed = results.filter((r) => r.status === 'fulfilled');
      expect(placed).toHaveLength(2);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'VOUCHER_ALREADY_USED' } });

      await newBuyer(adapter, data, 'teukuumar');
      await data.orders.place(shipping, line, ['HEMAT10']);
      await expect(data.orders.place(shipping, line, ['HEMAT10'])).rejects.toMatchObject({ code: 'VOUCHER_EXHAUSTED', message: voucherMessages.exhausted });
      expect(await voucherAsAdmin(adapter, data, 'HEMAT10')).toMatchObject({ used: 3, quota: 3 });
    });

    it('gives the use back when the unpaid order expires, and a backup carries the uses', async () => {
      const clock = manualClock();
      const data = await adapter.open({ now: clock.now });
      await saveVoucher(adapter, data, { perBuyerLimit: '2' }, null);
      // A buyer of no open orders: the seed's demo buyer has some.
      const buyer = await newBuyer(adapter, data, 'cutmeutia');
      const { order } = await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10']);
      const kept = await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10']);
      await data.orders.confirmPayment(kept.order.id);
      clock.advance(25 * HOUR);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, buyer);
      expect((await data.orders.getMine(order.id)).status).toBe('Cancelled');
      expect(await voucherAsAdmin(adapter, data, 'HEMAT10', buyer)).toMatchObject({ used: 1 });

      await adapter.signIn(data, 'admin');
      const backup = await data.backup.export();
      expect(backup.data.voucherUses).toHaveLength(2);
      expect(backup.data.voucherUses).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ orderId: order.id, code: 'HEMAT10', amount: 8_500, releasedAt: expect.any(String) }),
          expect.objectContaining({ orderId: kept.order.id, code: 'HEMAT10', amount: 8_500, releasedAt: null }),
        ]),
      );
      await data.backup.restore(backup);
      await adapter.signIn(data, buyer);
      // Restored: the buyer has one use left of two.
      await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10']);
      await expect(data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10'])).rejects.toMatchObject({ code: 'VOUCHER_ALREADY_USED' });
    });

    it("counts a paid order's discount in the sales report's 'Diskon Voucher', beside the revenue after it", async () => {
      const data = await adapter.open({ now: manualClock().now });
      await saveVoucher(adapter, data, {}, null);
      await newBuyer(adapter, data, 'cutmeutia');
      const { order } = await data.orders.place(shipping, [{ productId: KOPI, quantity: 1 }], ['HEMAT10']);
      await data.orders.confirmPayment(order.id);
      await adapter.signIn(data, 'admin');
      expect((await data.orders.listTransactions()).find((t) => t.orderId === order.id)).toMatchObject({ status: 'Success', amount: order.total, discount: 8_500 });
      // The clock's day in Jakarta; the seed's own orders carry no voucher.
      const { report } = await data.reports.sales({ day: '2026-12-02' });
      expect(report.discounts).toMatchObject({ current: 8_500, previous: 0 });
    });
  });
}
