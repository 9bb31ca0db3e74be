/**
 * The port's contract for the order's clock and the owner's payment check
 * (docs/product/decisions.md "Payment deadline, verification and automatic completion";
 * src/domain/orders/flow.ts): an unpaid order past its deadline is cancelled by the shop with its
 * stock back exactly once, a shipped order nobody marked received completes after the store's
 * days, and with `Verifikasi Pembayaran oleh Admin` a confirmed payment waits for the owner, who
 * accepts it or rejects it with a reason (COD is settled on delivery), and one waiting past
 * `Batas Waktu Verifikasi` is flagged once. Run against the key-value
 * adapters (`src/testing/contract/order-flow.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`), so both shells prove each rule.
 */
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { ShopData } from '@/domain/port/port';

const HOUR = 3_600_000;

/** A shop clock the test moves by hand (other contracts' cases use it too). */
export function manualClock(start = '2026-11-25T03:00:00.000Z') {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/** Places an order of `units` units of the first product with that many in stock, paid by `paymentMethod`. */
async function placeOrder(data: ShopData, units: number, paymentMethod = shipping.paymentMethod) {
  const product = (await data.products.list()).find((p) => p.stock >= units)!;
  const { order } = await data.orders.place({ ...shipping, paymentMethod }, [{ productId: product.id, quantity: units }]);
  return { order, product };
}

/** The order's transactions' statuses, as the admin sees them (signs the admin in). */
async function transactionStatuses(adapter: AdapterCase, data: ShopData, orderId: string) {
  await adapter.signIn(data, 'admin');
  return (await data.orders.listTransactions()).filter((t) => t.orderId === orderId).map((t) => t.status);
}

/** Saves 'Alur Pesanan' as the admin, then acts for the demo buyer. */
async function setFlow(adapter: AdapterCase, data: ShopData, verifyPayments: boolean, autoCompleteDays = 7) {
  await adapter.signIn(data, 'admin');
  const store = await data.settings.saveOrderFlow({ paymentDeadlineHours: 24, autoCompleteDays, verifyPayments, verificationDeadlineHours: 48 });
  expect(store.orderFlow).toEqual({ paymentDeadlineHours: 24, autoCompleteDays, verifyPayments, verificationDeadlineHours: 48 });
  await adapter.signIn(data, 'buyer');
}

/** Declares the order-flow cases for `adapter`. */
export function orderFlowContract(adapter: AdapterCase): void {
  describe(`order flow contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('cancels an unpaid order once its payment deadline has passed, returning its stock exactly once', async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      const { order, product } = await placeOrder(data, 2);
      expect(order.paymentDueAt).toBe('2026-11-26T03:00:00.000Z');
      const before = (await data.products.get(product.id))!.stock;
      clock.advance(24 * HOUR - 60_000);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'buyer');
      expect((await data.orders.getMine(order.id)).status).toBe('Pending');
      clock.advance(60_000);
      // Past the deadline, before the shop's next run: too late to pay.
      await expect(data.orders.confirmPayment(order.id)).rejects.toMatchObject({
        code: 'ORDER_STATE_INVALID',
        message: messages.payment.expired,
      });
      await adapter.runDueSteps(data);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'buyer');
      const expired = await data.orders.getMine(order.id);
      expect(expired.status).toBe('Cancelled');
      expect(expired.history?.at(-1)).toMatchObject({ by: 'system', status: 'Cancelled', at: '2026-11-26T03:00:00.000Z' });
      expect((await data.products.get(product.id))!.stock).toBe(before + 2);
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Cancelled']);
      // The activity log says the shop did it.
      const log = await data.logs.listActivity();
      expect(log.some((entry) => entry.type === 'expireOrder' && entry.username === 'Sistem')).toBe(true);
    });

    it('writes nothing when no step is due: the order, its transaction, the stock and the activity log stay as they were', async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      const { order, product } = await placeOrder(data, 1);
      const stock = (await data.products.get(product.id))!.stock;
      await adapter.signIn(data, 'admin');
      const logged = (await data.logs.listActivity()).length;
      clock.advance(HOUR);
      await adapter.runDueSteps(data);
      await adapter.runDueSteps(data);
      expect((await data.logs.listActivity()).length).toBe(logged);
      expect(await data.orders.get(order.id)).toEqual(order);
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Pending']);
      expect((await data.products.get(product.id))!.stock).toBe(stock);
    });

    it('returns a cancelled order\'s stock exactly once: neither the admin\'s cancel nor the deadline after it gives any back', async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      const { order, product } = await placeOrder(data, 2);
      const before = (await data.products.get(product.id))!.stock;
      await data.orders.cancel(order.id);
      expect((await data.products.get(product.id))!.stock).toBe(before + 2);
      await adapter.signIn(data, 'admin');
      await expect(data.orders.update(order.id, { status: 'Cancelled', cancelReason: 'Stok rusak' })).rejects.toMatchObject({
        code: 'ORDER_STATE_INVALID',
      });
      clock.advance(48 * HOUR);
      await adapter.runDueSteps(data);
      expect((await data.products.get(product.id))!.stock).toBe(before + 2);
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Cancelled']);
      // (The seed's own history has an expired order of its own: only this order counts.)
      expect((await data.logs.listActivity()).some((entry) => entry.type === 'expireOrder' && entry.details?.orderId === order.id)).toBe(false);
    });

    it('never expires a paid order, and completes a shipped one nobody marked received after the set days', async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      await setFlow(adapter, data, false, 3);
      const { order } = await placeOrder(data, 1);
      await data.orders.confirmPayment(order.id);
      clock.advance(30 * HOUR);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'admin');
      const shipped = await data.orders.update(order.id, { shippingStatus: 'Dikirim', trackingNumber: 'JNE0012345' });
      expect(shipped).toMatchObject({ status: 'Processed', shippedAt: '2026-11-26T09:00:00.000Z' });
      clock.advance(3 * 24 * HOUR - 60_000);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'buyer');
      expect((await data.orders.getMine(order.id)).status).toBe('Processed');
      clock.advance(60_000);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'buyer');
      const completed = await data.orders.getMine(order.id);
      expect(completed.status).toBe('Completed');
      expect(completed.history?.at(-1)).toMatchObject({ by: 'system', status: 'Completed' });
    });

    it('with verification, a confirmed payment waits for the owner, who rejects it with a reason or accepts it', async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      await setFlow(adapter, data, true);
      const { order } = await placeOrder(data, 1, 'Bank Aceh Transfer');
      const claimed = await data.orders.confirmPayment(order.id);
      expect(claimed.status).toBe('Verifying');
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Pending']);
      // A verifying order is neither the buyer's to cancel nor the clock's to expire.
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.cancel(order.id)).rejects.toMatchObject({ code: 'ORDER_STATE_INVALID' });
      await expect(data.orders.verifyPayment(order.id)).rejects.toMatchObject({ code: expect.stringMatching(/ADMIN_ONLY|SIGN_IN_REQUIRED/) });
      clock.advance(48 * HOUR);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'admin');
      await expect(data.orders.rejectPayment(order.id, '   ')).rejects.toMatchObject({ code: 'REJECT_REASON_REQUIRED' });
      await expect(data.orders.rejectPayment(order.id, 'x'.repeat(301))).rejects.toMatchObject({ code: 'REJECT_REASON_REQUIRED' });
      const rejected = await data.orders.rejectPayment(order.id, 'Dana belum masuk ke rekening');
      expect(rejected).toMatchObject({
        status: 'Pending',
        paymentRejectReason: 'Dana belum masuk ke rekening',
        // A new deadline from the rejection.
        paymentDueAt: '2026-11-28T03:00:00.000Z',
      });
      await expect(data.orders.verifyPayment(order.id)).rejects.toMatchObject({
        code: 'ORDER_STATE_INVALID',
        message: adminMessages.paymentReview.notVerifying,
      });
      await adapter.signIn(data, 'buyer');
      await data.orders.confirmPayment(order.id);
      await adapter.signIn(data, 'admin');
      const verified = await data.orders.verifyPayment(order.id);
      expect(verified.status).toBe('Processed');
      expect(verified.history?.map((event) => event.status)).toEqual(['Pending', 'Verifying', 'Pending', 'Verifying', 'Processed']);
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Success']);
    });

    it('flags a payment waiting for verification past Batas Waktu Verifikasi once, without cancelling it or returning its stock', async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      await setFlow(adapter, data, true);
      const { order, product } = await placeOrder(data, 1, 'Bank Aceh Transfer');
      await data.orders.confirmPayment(order.id);
      const stock = (await data.products.get(product.id))!.stock;
      clock.advance(47 * HOUR);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'admin');
      expect((await data.orders.get(order.id)).verificationOverdueAt).toBeUndefined();
      clock.advance(2 * HOUR);
      await adapter.runDueSteps(data);
      await adapter.runDueSteps(data);
      await adapter.signIn(data, 'admin');
      const flagged = await data.orders.get(order.id);
      expect(flagged).toMatchObject({ status: 'Verifying', verificationOverdueAt: '2026-11-27T04:00:00.000Z' });
      expect((await data.products.get(product.id))!.stock).toBe(stock);
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Pending']);
      const logged = (await data.logs.listActivity()).filter((entry) => entry.type === 'verificationOverdue');
      expect(logged).toHaveLength(1);
      expect(logged[0]!.description).toContain('Verifikasi melewati batas waktu');
    });

    it("reminds the owner of a flagged payment on the dashboard and lists it under 'Melewati Batas Verifikasi', until it waits again", async () => {
      const clock = manualClock();
      const data = await adapter.open({ as: 'buyer', now: clock.now });
      await setFlow(adapter, data, true);
      const { order } = await placeOrder(data, 1, 'Bank Aceh Transfer');
      await data.orders.confirmPayment(order.id);
      const overdue = async () => {
        await adapter.signIn(data, 'admin');
        const day = clock.now().toISOString().slice(0, 10);
        const count = (await data.reports.dashboard({ day })).summary.overdueVerifications;
        const listed = (await data.orders.searchAll({ verification: 'overdue' })).items.map((o) => o.id);
        await adapter.signIn(data, 'buyer');
        return { count, listed };
      };
      expect(await overdue()).toEqual({ count: 0, listed: [] });
      clock.advance(49 * HOUR);
      await adapter.runDueSteps(data);
      expect(await overdue()).toEqual({ count: 1, listed: [order.id] });
      // Rejected, then confirmed again: a new wait, not overdue until flagged again.
      await adapter.signIn(data, 'admin');
      await data.orders.rejectPayment(order.id, 'Dana belum masuk ke rekening');
      await adapter.signIn(data, 'buyer');
      clock.advance(HOUR);
      await data.orders.confirmPayment(order.id);
      expect(await overdue()).toEqual({ count: 0, listed: [] });
      clock.advance(49 * HOUR);
      await adapter.runDueSteps(data);
      expect(await overdue()).toEqual({ count: 1, listed: [order.id] });
      await adapter.signIn(data, 'admin');
      await data.orders.verifyPayment(order.id);
      expect(await overdue()).toEqual({ count: 0, listed: [] });
    });

    it('with verification, a COD order is processed at once and its money counted on delivery', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await setFlow(adapter, data, true);
      const { order } = await placeOrder(data, 1, 'COD');
      expect((await data.orders.confirmPayment(order.id)).status).toBe('Processed');
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Pending']);
      await data.orders.update(order.id, { shippingStatus: 'Dikirim', trackingNumber: 'JNE0012345' });
      await adapter.signIn(data, 'buyer');
      await data.orders.markReceived(order.id);
      expect(await transactionStatuses(adapter, data, order.id)).toEqual(['Success']);
    });

    it("refuses an order flow outside its ranges, and a buyer's", async () => {
      const data = await adapter.open({ as: 'admin' });
      const valid = { paymentDeadlineHours: 24, autoCompleteDays: 7, verifyPayments: false, verificationDeadlineHours: 48 };
      await expect(data.settings.saveOrderFlow({ ...valid, paymentDeadlineHours: 0 })).rejects.toMatchObject({
        message: adminMessages.orderFlow.deadlineInvalid,
      });
      await expect(data.settings.saveOrderFlow({ ...valid, autoCompleteDays: 31 })).rejects.toMatchObject({
        message: adminMessages.orderFlow.autoCompleteInvalid,
      });
      for (const hours of [0, 169]) {
        await expect(data.settings.saveOrderFlow({ ...valid, verificationDeadlineHours: hours })).rejects.toMatchObject({
          message: adminMessages.orderFlow.verificationDeadlineInvalid,
        });
      }
      await adapter.signIn(data, 'buyer');
      await expect(data.settings.saveOrderFlow({ ...valid, verifyPayments: true })).rejects.toThrow();
      expect((await data.settings.getStore()).orderFlow).toEqual(valid);
    });
  });
}
