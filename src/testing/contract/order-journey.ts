/**
 * The port's contract for the order's journey (docs/product/decisions.md "The order's journey";
 * the table in src/domain/orders/status.ts): the buyer's own order page ('Detail Pesanan'),
 * 'Batalkan Pesanan' (stock back, transaction Cancelled), 'Pesanan Diterima', and the admin's
 * cancel with a reason and shipping with a tracking number; and whose orders a buyer sees (an
 * order without an owner goes to nobody, decision 017). Run against the key-value adapters
 * (`src/testing/contract/order-journey.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`), so both shells prove each rule.
 */
import { messages } from '@/shared/messages';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { ShopData } from '@/domain/port/port';

/** Places an order of `units` units of the first product with at least that many in stock. */
async function placeOrder(data: ShopData, units: number) {
  const product = (await data.products.list()).find((p) => p.stock >= units)!;
  const { order } = await data.orders.place(shipping, [{ productId: product.id, quantity: units }]);
  return { order, product };
}

/** Declares the order-journey cases for `adapter`. */
export function orderJourneyContract(adapter: AdapterCase): void {
  describe(`order journey contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it("shows the buyer their own order with its history, and nobody else's", async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { order } = await placeOrder(data, 1);
      const mine = await data.orders.getMine(order.id);
      expect(mine).toMatchObject({ id: order.id, status: 'Pending', items: order.items });
      expect(mine.history).toEqual([
        { at: order.createdAt, by: 'buyer', status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin' },
      ]);
      const notFound = { code: 'ORDER_NOT_FOUND', message: messages.payment.orderNotFound };
      await expect(data.orders.getMine('ORD-NONE')).rejects.toMatchObject(notFound);
      await adapter.signIn(data, 'admin');
      // The admin has the back office; the buyer's page is the buyer's.
      await expect(data.orders.getMine(order.id)).rejects.toThrow();
      await adapter.signIn(data, null);
      await expect(data.orders.getMine(order.id)).rejects.toThrow();
    });

    it("keeps the buyer's `Catatan untuk Penjual` on the order as typed (trimmed), none when blank, and refuses a longer one", async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 3)!;
      const lines = [{ productId: product.id, quantity: 1 }];
      const note = 'Tolong bungkus rapi, untuk hadiah <b>ulang tahun</b> & kirim pagi.';
      const { order } = await data.orders.place({ ...shipping, buyerNote: `  ${note}  ` }, lines);
      expect(order.buyerNote).toBe(note);
      expect((await data.orders.getMine(order.id)).buyerNote).toBe(note);
      const { order: plain } = await data.orders.place({ ...shipping, buyerNote: '   ' }, lines);
      expect(plain.buyerNote).toBeUndefined();
      await expect(data.orders.place({ ...shipping, buyerNote: 'x'.repeat(201) }, lines)).rejects.toMatchObject({
        message: messages.checkout.buyerNoteTooLong,
      });
      await adapter.signIn(data, 'admin');
      expect((await data.orders.get(order.id)).buyerNote).toBe(note);
    });

    it('gives the admin any one order with its items and amounts (the label and the invoice), and nobody else', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { order } = await placeOrder(data, 2);
      await expect(data.orders.get(order.id)).rejects.toMatchObject({ name: 'PermissionError' });
      await adapter.signIn(data, 'admin');
      expect(await data.orders.get(order.id)).toMatchObject({
        id: order.id,
        items: order.items,
        subtotal: order.subtotal,
        shippingCost: order.shippingCost,
        total: order.total,
        courierName: order.courierName,
        destination: order.destination,
      });
      await expect(data.orders.get('ORD-NONE')).rejects.toMatchObject({
        code: 'ORDER_NOT_FOUND',
        message: messages.payment.orderNotFound,
      });
      await adapter.signIn(data, null);
      await expect(data.orders.get(order.id)).rejects.toThrow();
    });

    it('lets the buyer cancel a Pending order: stock back once, transaction Cancelled, then final', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { order, product } = await placeOrder(data, 2);
      const before = (await data.products.get(product.id))!.stock;
      const cancelled = await data.orders.cancel(order.id);
      expect(cancelled).toMatchObject({ id: order.id, status: 'Cancelled' });
      expect(cancelled.history?.at(-1)).toMatchObject({ by: 'buyer', status: 'Cancelled' });
      expect((await data.products.get(product.id))!.stock).toBe(before + 2);
      const refusal = { code: 'ORDER_STATE_INVALID' };
      await expect(data.orders.cancel(order.id)).rejects.toMatchObject(refusal);
      await expect(data.orders.confirmPayment(order.id)).rejects.toMatchObject(refusal);
      await adapter.signIn(data, 'admin');
      await expect(data.orders.update(order.id, { status: 'Processed' })).rejects.toMatchObject(refusal);
      expect((await data.products.get(product.id))!.stock).toBe(before + 2);
      const [transaction] = (await data.orders.listTransactions()).filter((t) => t.orderId === order.id);
      expect(transaction?.status).toBe('Cancelled');
    });

    it('refuses to cancel a paid order and to receive one not yet shipped', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { order } = await placeOrder(data, 1);
      await expect(data.orders.markReceived(order.id)).rejects.toMatchObject({
        code: 'ORDER_STATE_INVALID',
        message: messages.orderSteps.cantReceive,
      });
      await data.orders.confirmPayment(order.id);
      await expect(data.orders.cancel(order.id)).rejects.toMatchObject({
        code: 'ORDER_STATE_INVALID',
        message: messages.orderSteps.cantCancel,
      });
      await expect(data.orders.markReceived(order.id)).rejects.toMatchObject({ code: 'ORDER_STATE_INVALID' });
    });

    it('ships with a tracking number only, and the buyer marks the parcel received', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { order } = await placeOrder(data, 1);
      await data.orders.confirmPayment(order.id);
      await adapter.signIn(data, 'admin');
      await expect(data.orders.update(order.id, { shippingStatus: 'Dikirim' })).rejects.toMatchObject({
        code: 'TRACKING_NUMBER_REQUIRED',
      });
      for (const trackingNumber of ['1234', 'JNE 123456', 'x'.repeat(41), '<b>JNE</b>']) {
        await expect(data.orders.update(order.id, { shippingStatus: 'Dikirim', trackingNumber })).rejects.toMatchObject({
          code: 'ORDER_CHANGE_INVALID',
        });
      }
      const shipped = await data.orders.update(order.id, { shippingStatus: 'Dikirim', trackingNumber: ' JP1234567890 ' });
      expect(shipped).toMatchObject({ shippingStatus: 'Dikirim', trackingNumber: 'JP1234567890' });
      expect(shipped.history?.at(-1)).toMatchObject({ by: 'admin', shippingStatus: 'Dikirim', trackingNumber: 'JP1234567890' });
      await adapter.signIn(data, 'buyer');
      const received = await data.orders.markReceived(order.id);
      expect(received).toMatchObject({ status: 'Completed', trackingNumber: 'JP1234567890' });
      expect(received.history?.map((event) => event.status ?? event.shippingStatus)).toEqual([
        'Pending',
        'Processed',
        'Dikirim',
        'Completed',
      ]);
    });

    it('lets the admin cancel a paid order with a reason the buyer sees, returning its stock', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { order, product } = await placeOrder(data, 3);
      await data.orders.confirmPayment(order.id);
      const before = (await data.products.get(product.id))!.stock;
      await adapter.signIn(data, 'admin');
      await expect(data.orders.update(order.id, { status: 'Cancelled' })).rejects.toMatchObject({
        code: 'CANCEL_REASON_REQUIRED',
      });
      await expect(data.orders.update(order.id, { status: 'Cancelled', cancelReason: 'x'.repeat(301) })).rejects.toMatchObject({
        code: 'ORDER_CHANGE_INVALID',
      });
      await data.orders.update(order.id, { status: 'Cancelled', cancelReason: 'Stok rusak saat dikemas.' });
      await adapter.signIn(data, 'buyer');
      expect(await data.orders.getMine(order.id)).toMatchObject({
        status: 'Cancelled',
        cancelReason: 'Stok rusak saat dikemas.',
      });
      expect((await data.products.get(product.id))!.stock).toBe(before + 3);
    });

    it('an order without an owner whose customer name no account has goes to nobody, even to an account registered later under that name (decision 017)', async () => {
      const data = await adapter.open({ as: 'admin' });
      const backup = await data.backup.export();
      const orders = backup.data.orders as Array<Record<string, unknown>>;
      // Prototype data: an order stored before orders had owners, for a customer with no account.
      const { userId: _userId, username: _username, ...prototype } = orders[0]!;
      const ownerless = { ...prototype, id: 'ORD-PROTO-1', customerName: 'cutnyak' };
      await data.backup.restore({ ...backup, data: { ...backup.data, orders: [...orders, ownerless] } });
      await adapter.runDueSteps(data); // the shop opened (browser mode: its opening steps)
      await adapter.signIn(data, null);
      await data.auth.register({ username: 'cutnyak', email: 'cutnyak@contoh.id', password: 'rahasia123' });
      await adapter.runDueSteps(data); // and opened again with that account
      await adapter.signIn(data, { username: 'cutnyak', password: 'rahasia123' });
      expect(await data.orders.listMine()).toEqual([]);
    });
  });
}
