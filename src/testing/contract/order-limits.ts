/**
 * The port's contract for the order limits (src/domain/orders/limits.ts): the admin's
 * settings `Maksimal per Produk`, `Maksimal Pesanan Belum Dibayar` and `Maksimal Pesanan Terbuka
 * per Pembeli` / `… Akun Baru`, the cap on a cart line and an order line, the 20 products of an
 * order, the unpaid and the open orders of a buyer. Run against the
 * key-value adapters (`src/testing/contract/order-limits.test.ts`) and the HTTP adapter over the
 * real server (`src/testing/contract/http.test.ts`), so both shells prove each rule.
 */
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_ORDER_LINES, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import { messages } from '@/shared/messages';
import { isAwaitingPayment, isOpenOrder } from '@/domain/orders/status';
import { setOrderLimits as setLimits, type AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { ShopData } from '@/domain/port/port';


/** The orders and transactions as the admin sees them (to check that nothing changed). */
async function shopState(adapter: AdapterCase, data: ShopData) {
  await adapter.signIn(data, 'admin');
  const state = { orders: await data.orders.listAll(), transactions: await data.orders.listTransactions() };
  await adapter.signIn(data, 'buyer');
  return state;
}

/** Declares the order-limit cases for `adapter`. */
export function orderLimitsContract(adapter: AdapterCase): void {
  describe(`order limits contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('keeps the limits as store settings: defaults 10, 3, 10 and 3, saved by the admin only, validated', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const defaults = { maxPerProduct: 10, maxUnpaidOrders: 3, maxOpenOrders: 10, maxOpenOrdersNewBuyer: 3 };
      expect(await data.settings.getStore()).toMatchObject(defaults);
      await expect(data.settings.saveOrderLimits({ ...defaults, maxPerProduct: 5 })).rejects.toThrow();
      await adapter.signIn(data, 'admin');
      for (const change of [
        { maxPerProduct: 0 },
        { maxPerProduct: 1000 },
        { maxPerProduct: 2.5 },
        { maxUnpaidOrders: 51 },
        { maxOpenOrders: 0 },
        { maxOpenOrders: 101 },
        { maxOpenOrdersNewBuyer: 0 },
        { maxOpenOrdersNewBuyer: 1.5 },
      ]) {
        await expect(data.settings.saveOrderLimits({ ...defaults, ...change })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect(await data.settings.getStore()).toMatchObject(defaults);
      const highest = { maxPerProduct: 999, maxUnpaidOrders: 50, maxOpenOrders: 100, maxOpenOrdersNewBuyer: 100 };
      expect(await data.settings.saveOrderLimits(highest)).toMatchObject(highest);
      await adapter.signIn(data, null);
      expect(await data.settings.getStore()).toMatchObject(highest);
    });

    it('caps a cart line at Maksimal per Produk: adding or setting past it is refused with QUANTITY_LIMIT', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 5)!;
      await setLimits(adapter, data, 2, 3);
      await data.cart.add(product.id);
      await data.cart.add(product.id);
      const refusal = { code: 'QUANTITY_LIMIT', message: messages.cart.quantityLimit(product.name, 2) };
      await expect(data.cart.add(product.id)).rejects.toMatchObject(refusal);
      await expect(data.cart.setQuantity(product.id, 5)).rejects.toMatchObject(refusal);
      expect((await data.cart.list()).map((line) => line.quantity)).toEqual([2]);
    });

    it('refuses an order line above the cap sent without a cart, and changes nothing', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 11)!;
      const before = await shopState(adapter, data);
      await expect(data.orders.place(shipping, [{ productId: product.id, quantity: 11 }])).rejects.toMatchObject({
        code: 'QUANTITY_LIMIT',
        message: messages.cart.quantityLimit(product.name, 10),
      });
      // Repeated lines of one product are merged before the cap, so they cannot each pass it.
      await expect(
        data.orders.place(shipping, [{ productId: product.id, quantity: 6 }, { productId: product.id, quantity: 5 }]),
      ).rejects.toMatchObject({ code: 'QUANTITY_LIMIT' });
      expect((await data.products.get(product.id))?.stock).toBe(product.stock);
      expect(await shopState(adapter, data)).toEqual(before);
      await data.orders.place(shipping, [{ productId: product.id, quantity: 10 }]);
    });

    it(`refuses an order of more than ${MAX_ORDER_LINES} products with ORDER_LINES_LIMIT`, async () => {
      const data = await adapter.open({ as: 'buyer' });
      const before = await shopState(adapter, data);
      const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
      await expect(data.orders.place(shipping, lines)).rejects.toMatchObject({
        code: 'ORDER_LINES_LIMIT',
        message: messages.cart.linesLimit(MAX_ORDER_LINES),
      });
      expect(await shopState(adapter, data)).toEqual(before);
    });

    it('refuses a new order while the buyer has Maksimal Pesanan Belum Dibayar unpaid ones; paying one frees a place', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const unpaid = (await data.orders.listMine()).filter((order) => isAwaitingPayment(order.status)).length;
      await setLimits(adapter, data, 10, unpaid + 1);
      const product = (await data.products.list()).find((p) => p.stock >= 3)!;
      const line = [{ productId: product.id, quantity: 1 }];
      const { order } = await data.orders.place(shipping, line);
      const before = await shopState(adapter, data);
      await expect(data.orders.place(shipping, line)).rejects.toMatchObject({
        code: 'UNPAID_ORDERS_LIMIT',
        message: messages.checkout.unpaidLimit(unpaid + 1),
      });
      expect(await shopState(adapter, data)).toEqual(before);
      await data.orders.confirmPayment(order.id);
      await expect(data.orders.place(shipping, line)).resolves.toMatchObject({ order: { status: 'Pending' } });
    });

    it('refuses a new order while the buyer holds Maksimal Pesanan Terbuka (3 for a new buyer, COD orders too) with OPEN_ORDERS_LIMIT; shipping one frees a place, a completed order raises the cap', async () => {
      const data = await adapter.open({ as: 'buyer' });
      // Unpaid orders may be many here: only the open orders bind.
      await setLimits(adapter, data, 10, MAX_UNPAID_ORDERS.max, MAX_OPEN_ORDERS.default, MAX_OPEN_ORDERS_NEW_BUYER.default);
      const product = (await data.products.list()).find((p) => p.stock >= 20)!;
      const line = [{ productId: product.id, quantity: 1 }];
      const cod = { ...shipping, paymentMethod: 'COD' };
      const open = async () => (await data.orders.listMine()).filter(isOpenOrder);
      // The demo buyer has no completed order: a new buyer, 3 open orders at most.
      while ((await open()).length < MAX_OPEN_ORDERS_NEW_BUYER.default) {
        const { order } = await data.orders.place(cod, line);
        expect(await data.orders.confirmPayment(order.id)).toMatchObject({ status: 'Processed' });
      }
      const before = await shopState(adapter, data);
      await expect(data.orders.place(cod, line)).rejects.toMatchObject({
        code: 'OPEN_ORDERS_LIMIT',
        message: messages.checkout.openLimit(3),
      });
      expect(await shopState(adapter, data)).toEqual(before);

      // A shipped order has left the shop: it no longer counts.
      const [first] = (await open()).filter((order) => order.status === 'Processed');
      await adapter.signIn(data, 'admin');
      await data.orders.update(first!.id, { shippingStatus: 'Dikirim', trackingNumber: 'JNE0012345' });
      await adapter.signIn(data, 'buyer');
      await data.orders.place(cod, line);
      await expect(data.orders.place(cod, line)).rejects.toMatchObject({ code: 'OPEN_ORDERS_LIMIT' });

      // Once an order is completed the buyer is established: the store's 10 hold.
      await data.orders.markReceived(first!.id);
      for (let placed = (await open()).length; placed < MAX_OPEN_ORDERS.default; placed += 1) await data.orders.place(cod, line);
      await expect(data.orders.place(cod, line)).rejects.toMatchObject({
        code: 'OPEN_ORDERS_LIMIT',
        message: messages.checkout.openLimit(10),
      });
    });
  });
}
