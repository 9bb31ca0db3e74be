/**
 * The port's contract for product variations (`Variasi`, src/domain/catalog/variants.ts; decision
 * 027): the sellable unit is the variant. An order takes only the chosen variant's stock (the
 * product's sum in step) and a cancel gives it back there; the last unit of one variant goes to
 * exactly one of two racing orders while another variant still sells; a line of a variant the owner
 * deleted is refused clearly; a cart line of a product with tiers needs its variant; a product
 * without tiers works as before. Run against the key-value adapters
 * (`src/testing/contract/product-variants.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import type { Product } from '@/domain/core/records';
import type { ShopData } from '@/domain/port/port';
import { variantMessages } from '@/shared/messages-variants';
import { liftOrderLimits, type AdapterCase } from '@/testing/contract-adapters';
import { newProduct, PNG_DATA_URL, shipping } from '@/testing/test-values';

/** The owner's form of a coffee in three sizes (`Ukuran`), with `stock` units of each size. */
function coffeeInput(stock: readonly [number, number, number]) {
  return {
    ...newProduct,
    name: 'Kopi Arabika Gayo Tiga Ukuran',
    image: PNG_DATA_URL,
    variations: [{ name: 'Ukuran', options: ['250 g', '500 g', '1 kg'] }],
    variants: [
      { id: 'v1', options: ['250 g'], price: 45_000, stock: stock[0], weight: 250, sku: '', image: '' },
      { id: 'v2', options: ['500 g'], price: 85_000, stock: stock[1], weight: 500, sku: '', image: '' },
      { id: 'v3', options: ['1 kg'], price: 160_000, stock: stock[2], weight: 1000, sku: '', image: '' },
    ],
  };
}

/** Saves the coffee as the admin, then acts for the demo buyer with the order limits lifted. */
async function addCoffee(adapter: AdapterCase, data: ShopData, stock: readonly [number, number, number]): Promise<Product> {
  await adapter.signIn(data, 'admin');
  const product = await data.products.save(coffeeInput(stock));
  await liftOrderLimits(adapter, data);
  return product;
}

/** Each variant's stock and the product's, as the catalogue reads them now. */
async function stockOf(data: ShopData, id: number) {
  const product = (await data.products.get(id))!;
  return { product: product.stock, variants: product.variants.map((v) => v.stock) };
}

/** Declares the variations' cases for `adapter`. */
export function productVariantsContract(adapter: AdapterCase): void {
  describe(`product variants contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it("takes only the chosen variant's stock, names and prices the line after it, and a cancel gives it back there", async () => {
      const data = await adapter.open({ as: 'admin' });
      const coffee = await addCoffee(adapter, data, [10, 4, 2]);
      expect(await stockOf(data, coffee.id)).toEqual({ product: 16, variants: [10, 4, 2] });

      await expect(data.cart.add(coffee.id)).rejects.toMatchObject({ code: 'VARIANT_REQUIRED', message: variantMessages.chooseVariant });
      const lines = await data.cart.add(coffee.id, 2, 'v2');
      expect(lines).toEqual([expect.objectContaining({ id: coffee.id, variantId: 'v2', price: 85_000, stock: 4, quantity: 2 })]);
      const { order } = await data.orders.place(shipping);
      expect(order.items).toEqual([{ productId: coffee.id, variantId: 'v2', name: 'Kopi Arabika Gayo Tiga Ukuran — 500 g', price: 85_000, quantity: 2 }]);
      expect(order.subtotal).toBe(170_000);
      expect(await stockOf(data, coffee.id)).toEqual({ product: 14, variants: [10, 2, 2] });

      await data.orders.cancel(order.id);
      expect(await stockOf(data, coffee.id)).toEqual({ product: 16, variants: [10, 4, 2] });
    });

    it('gives the last unit of one variant to exactly one of two racing orders, while another variant still sells', async () => {
      const data = await adapter.open({ as: 'admin' });
      const coffee = await addCoffee(adapter, data, [5, 1, 0]);
      const lastUnit = [{ productId: coffee.id, variantId: 'v2', quantity: 1 }];
      const results = await Promise.allSettled([data.orders.place(shipping, lastUnit), data.orders.place(shipping, lastUnit)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect(await stockOf(data, coffee.id)).toEqual({ product: 5, variants: [5, 0, 0] });
      await data.orders.place(shipping, [{ productId: coffee.id, variantId: 'v1', quantity: 2 }]);
      expect(await stockOf(data, coffee.id)).toEqual({ product: 3, variants: [3, 0, 0] });
      // A variant out of stock refuses a cart line of it.
      await expect(data.cart.add(coffee.id, 1, 'v3')).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    });

    it('refuses clearly a line of a variant the owner deleted, and one naming no variant of a product with tiers', async () => {
      const data = await adapter.open({ as: 'admin' });
      const coffee = await addCoffee(adapter, data, [5, 5, 5]);
      await data.cart.add(coffee.id, 1, 'v3');
      await adapter.signIn(data, 'admin');
      const input = coffeeInput([5, 5, 5]);
      await data.products.save(
        { ...input, variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }], variants: input.variants.slice(0, 2) },
        coffee.id,
      );
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping)).rejects.toMatchObject({
        code: 'VARIANT_GONE',
        message: variantMessages.variantGone(coffee.name),
      });
      await expect(data.orders.place(shipping, [{ productId: coffee.id, quantity: 1 }])).rejects.toMatchObject({
        code: 'VARIANT_REQUIRED',
        message: variantMessages.chooseVariant,
      });
      await expect(data.orders.place(shipping, [{ productId: coffee.id, variantId: 'v9', quantity: 1 }])).rejects.toMatchObject({
        code: 'VARIANT_GONE',
      });
      expect(await stockOf(data, coffee.id)).toEqual({ product: 10, variants: [5, 5] });
    });

    it('sells a product without tiers as before, and refuses a variant named for it', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await liftOrderLimits(adapter, data);
      const plain = (await data.products.list()).find((p) => p.stock >= 2 && p.variations.length === 0)!;
      await expect(data.cart.add(plain.id, 1, 'v1')).rejects.toMatchObject({ code: 'VARIANT_GONE' });
      await data.cart.add(plain.id);
      const { order } = await data.orders.place(shipping);
      expect(order.items).toEqual([{ productId: plain.id, name: plain.name, price: plain.price, quantity: 1 }]);
      expect((await data.products.get(plain.id))!.stock).toBe(plain.stock - 1);
    });
  });
}
