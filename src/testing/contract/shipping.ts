/**
 * The port's contract for shipping costs (src/domain/shipping/cost.ts): the store's shipping
 * table `Ongkos Kirim` (default couriers and rates, saved by the admin only, validated), and the
 * order's shipping cost, which the shell computes itself from the saved table, the destination,
 * the courier and the products' weights. Run against the key-value adapters
 * (`src/testing/contract/shipping.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import { DEFAULT_SHIPPING_TABLE, type ShippingTableInput } from '@/domain/shipping/cost';
import { shippingMessages } from '@/shared/messages-shipping';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { ShopData } from '@/domain/port/port';

/** The orders and transactions as the admin sees them (to check that nothing changed). */
async function shopState(adapter: AdapterCase, data: ShopData) {
  await adapter.signIn(data, 'admin');
  const state = { orders: await data.orders.listAll(), transactions: await data.orders.listTransactions() };
  await adapter.signIn(data, 'buyer');
  return state;
}

/** A table of one courier serving two destinations. */
const ONE_COURIER: ShippingTableInput = {
  couriers: [{ id: 'kilat', name: 'Kilat Aceh', rates: { 'Kota Banda Aceh': 5000, 'Luar Aceh': 50_000 } }],
};

/** Declares the shipping cases for `adapter`. */
export function shippingContract(adapter: AdapterCase): void {
  describe(`shipping contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('keeps the shipping table as a store setting: the default, saved by the admin only, validated', async () => {
      const data = await adapter.open({ as: 'buyer' });
      expect((await data.settings.getStore()).shippingTable).toEqual(DEFAULT_SHIPPING_TABLE);
      await expect(data.settings.saveShippingTable(ONE_COURIER)).rejects.toMatchObject({ code: 'ADMIN_ONLY' });
      await adapter.signIn(data, 'admin');
      const courier = ONE_COURIER.couriers[0]!;
      const refused: unknown[] = [
        { couriers: [] },
        { couriers: Array.from({ length: 11 }, (_, i) => ({ ...courier, id: `k${i}`, name: `K${i}` })) },
        { couriers: [{ ...courier, rates: { 'Kota Banda Aceh': 10_000_001 } }] },
        { couriers: [{ ...courier, rates: { 'Kota Banda Aceh': 1500.5 } }] },
        { couriers: [{ ...courier, rates: { Jakarta: 5000 } }] },
        { couriers: [{ ...courier, rates: {} }] },
        { couriers: [courier, { ...courier, id: 'lain' }] },
      ];
      for (const input of refused) {
        await expect(data.settings.saveShippingTable(input as ShippingTableInput)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect((await data.settings.getStore()).shippingTable).toEqual(DEFAULT_SHIPPING_TABLE);
      const saved = await data.settings.saveShippingTable(ONE_COURIER);
      expect(saved.shippingTable).toEqual({ couriers: [{ ...courier, trackingUrl: '' }] });
      await adapter.signIn(data, null);
      expect((await data.settings.getStore()).shippingTable).toEqual(saved.shippingTable);
    });

    it("prices the order with the saved table and the products' weights, per started kilogram", async () => {
      const data = await adapter.open({ as: 'admin' });
      await data.settings.saveShippingTable(ONE_COURIER);
      await adapter.signIn(data, 'buyer');
      const product = (await data.products.list()).find((p) => p.stock >= 5 && p.weight <= 1000)!;
      const quantity = Math.floor(1000 / product.weight) + 1;
      const { order, transaction } = await data.orders.place({ ...shipping, destination: 'Luar Aceh', courierId: 'kilat' }, [
        { productId: product.id, quantity },
      ]);
      // Just over 1 kg: charged as 2 kg.
      expect(order).toMatchObject({
        subtotal: product.price * quantity,
        shippingCost: 100_000,
        total: product.price * quantity + 100_000,
        courierId: 'kilat',
        courierName: 'Kilat Aceh',
        destination: 'Luar Aceh',
      });
      expect(transaction).toMatchObject({ amount: order.total, subtotal: order.subtotal, shippingCost: 100_000 });
      expect((await data.orders.listMine())[0]).toMatchObject({ shippingCost: 100_000, courierName: 'Kilat Aceh' });
    });

    it('refuses a courier that does not serve the destination, and changes nothing', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 1)!;
      const before = await shopState(adapter, data);
      for (const [destination, courierId, courierName] of [
        ['Simeulue', 'sicepat', 'SiCepat'],
        ['Kota Langsa', 'kurir-toko', 'Kurir Toko'],
        ['Kota Banda Aceh', 'gosend', 'gosend'],
      ] as const) {
        await expect(
          data.orders.place({ ...shipping, destination, courierId }, [{ productId: product.id, quantity: 1 }]),
        ).rejects.toMatchObject({ code: 'SHIPPING_UNAVAILABLE', message: shippingMessages.courierUnavailable(courierName, destination) });
      }
      await expect(
        data.orders.place({ ...shipping, destination: 'Jakarta' }, [{ productId: product.id, quantity: 1 }]),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: shippingMessages.destinationRequired });
      expect(await shopState(adapter, data)).toEqual(before);
      expect((await data.products.get(product.id))?.stock).toBe(product.stock);
    });
  });
}
