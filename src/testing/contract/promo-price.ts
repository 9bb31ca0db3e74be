/**
 * The port's contract for a promo price (`Harga Promo`, docs/product/decisions.md "Promo price";
 * src/domain/catalog/promo.ts): the owner's promo is stored with its period as instants, an order
 * placed while it runs is charged the promo price, one placed after it ended (the cart filled
 * while it ran) or before it starts the normal price — decided by the shop's clock when `Buat
 * Pesanan` is pressed; so is a variant's own promo in its product's window, another variant
 * without one charged its price. Run against the key-value adapters (`src/testing/contract/promo-price.test.ts`)
 * and the HTTP adapter over the real server (`src/testing/contract/http.test.ts`).
 */
import type { Product } from '@/domain/core/records';
import type { ShopData } from '@/domain/port/port';
import { liftOrderLimits, type AdapterCase } from '@/testing/contract-adapters';
import { newProduct, PNG_DATA_URL, shipping } from '@/testing/test-values';
import { manualClock } from './order-flow';

const HOUR = 3_600_000;
/** The cases' start: 08:00 WIB on 1 December 2026. */
const START = '2026-12-01T01:00:00.000Z';

/** Saves `product` with a promo of `promoPrice` from `promoStart` to `promoEnd` (WIB `datetime-local` texts, '' for none), as the owner. */
async function setPromo(data: ShopData, product: Product, promo: { promoPrice: number; promoStart: string; promoEnd: string }) {
  const { id, promoPrice: _p, promoStart: _s, promoEnd: _e, ...fields } = product;
  return data.products.save({ ...fields, ...promo }, id);
}

/** A product on sale with units to spare and a normal price above Rp 10.000. */
async function productOnSale(data: ShopData): Promise<Product> {
  const products = await data.products.list();
  return products.find((p) => p.stock > 2 && p.price > 10_000 && p.status === 'active' && p.partnerId === 'P001')!;
}

/**
 * Saves, as the admin, a coffee in two sizes whose `250 g` has the promo price Rp 40.000 (its
 * price Rp 45.000) in the window `promoStart`–`promoEnd` (WIB texts, '' for none) and whose
 * `500 g` has none; then acts for the demo buyer with the order limits lifted.
 */
async function addVariantPromo(adapter: AdapterCase, data: ShopData, promoStart: string, promoEnd: string): Promise<Product> {
  await adapter.signIn(data, 'admin');
  const product = await data.products.save({
    ...newProduct,
    name: 'Kopi Gayo Promo Ukuran',
    image: PNG_DATA_URL,
    promoStart,
    promoEnd,
    variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
    variants: [
      { id: 'v1', options: ['250 g'], price: 45_000, stock: 5, weight: 250, sku: '', image: '', promoPrice: 40_000 },
      { id: 'v2', options: ['500 g'], price: 85_000, stock: 5, weight: 500, sku: '', image: '' },
    ],
  });
  await liftOrderLimits(adapter, data);
  return product;
}

/** Declares the promo price cases for `adapter`. */
export function promoPriceContract(adapter: AdapterCase): void {
  describe(`promo price contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('stores the promo with its WIB period as instants, and charges the promo price while it runs', async () => {
      const clock = manualClock(START);
      const data = await adapter.open({ as: 'admin', now: clock.now });
      const product = await productOnSale(data);
      const promoPrice = product.price - 5_000;
      const saved = await setPromo(data, product, { promoPrice, promoStart: '2026-12-01T07:00', promoEnd: '2026-12-02T07:00' });
      expect(saved).toMatchObject({ promoPrice, promoStart: '2026-12-01T00:00:00.000Z', promoEnd: '2026-12-02T00:00:00.000Z' });
      expect(await data.products.get(product.id)).toMatchObject({ promoPrice, promoStart: '2026-12-01T00:00:00.000Z' });

      await adapter.signIn(data, 'buyer');
      await data.cart.add(product.id, 2);
      const { order } = await data.orders.place(shipping);
      expect(order.items).toEqual([expect.objectContaining({ productId: product.id, price: promoPrice, quantity: 2 })]);
      expect(order.subtotal).toBe(promoPrice * 2);
      expect(order.total).toBe(promoPrice * 2 + (order.shippingCost ?? 0));
    });

    it('charges the normal price when the promo ended between the cart and the order', async () => {
      const clock = manualClock(START);
      const data = await adapter.open({ as: 'admin', now: clock.now });
      const product = await productOnSale(data);
      await setPromo(data, product, { promoPrice: product.price - 5_000, promoStart: '', promoEnd: '2026-12-01T09:00' });
      await adapter.signIn(data, 'buyer');
      await data.cart.add(product.id, 1);
      // 09:00 WIB: the end is excluded.
      clock.advance(HOUR);
      const { order } = await data.orders.place(shipping);
      expect(order.items).toEqual([expect.objectContaining({ productId: product.id, price: product.price })]);
      expect(order.subtotal).toBe(product.price);
    });

    it('charges the normal price before the promo starts, and refuses a promo not below Harga', async () => {
      const clock = manualClock(START);
      const data = await adapter.open({ as: 'admin', now: clock.now });
      const product = await productOnSale(data);
      await expect(setPromo(data, product, { promoPrice: product.price, promoStart: '', promoEnd: '' })).rejects.toMatchObject({
        fieldErrors: { promoPrice: 'Harga Promo harus lebih rendah dari Harga.' },
      });
      await setPromo(data, product, { promoPrice: product.price - 5_000, promoStart: '2026-12-01T09:00', promoEnd: '' });
      await adapter.signIn(data, 'buyer');
      const { order } = await data.orders.place(shipping, [{ productId: product.id, quantity: 1 }]);
      expect(order.items).toEqual([expect.objectContaining({ productId: product.id, price: product.price })]);
    });

    it("charges a variant's promo price while its product's window runs; another variant its own price", async () => {
      const clock = manualClock(START);
      const data = await adapter.open({ as: 'admin', now: clock.now });
      const product = await addVariantPromo(adapter, data, '', '2026-12-02T07:00');
      expect(product).toMatchObject({ promoPrice: null, promoEnd: '2026-12-02T00:00:00.000Z' });
      expect((await data.products.get(product.id))!.variants.map((v) => v.promoPrice)).toEqual([40_000, null]);
      await data.cart.add(product.id, 2, 'v1');
      const lines = await data.cart.add(product.id, 1, 'v2');
      expect(lines.map((line) => [line.variantId, line.price, line.promoPrice ?? null])).toEqual([
        ['v1', 45_000, 40_000],
        ['v2', 85_000, null],
      ]);
      const { order } = await data.orders.place(shipping);
      expect(order.items).toEqual([
        expect.objectContaining({ variantId: 'v1', price: 40_000, quantity: 2 }),
        expect.objectContaining({ variantId: 'v2', price: 85_000, quantity: 1 }),
      ]);
      expect(order.subtotal).toBe(2 * 40_000 + 85_000);
    });

    it("charges a variant's normal price when the window ended between the cart and the order", async () => {
      const clock = manualClock(START);
      const data = await adapter.open({ as: 'admin', now: clock.now });
      const product = await addVariantPromo(adapter, data, '', '2026-12-01T09:00');
      await data.cart.add(product.id, 1, 'v1');
      // 09:00 WIB: the end is excluded.
      clock.advance(HOUR);
      const { order } = await data.orders.place(shipping);
      expect(order.items).toEqual([expect.objectContaining({ variantId: 'v1', price: 45_000 })]);
      expect(order.subtotal).toBe(45_000);
    });
  });
}
