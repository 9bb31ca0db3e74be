/**
 * The port's contract for a product's status (`Status Produk`, src/domain/catalog/on-sale.ts): a
 * `Draf` or `Arsip` product leaves the storefront's catalogue, an order of it is refused
 * (PRODUCT_OFF_SALE) and nothing is written; the back office still lists it, finds it by its
 * status and does not count it `Stok Menipis`; setting it `Aktif` puts it back. Run against the
 * key-value adapters (`src/testing/contract/product-status.test.ts`) and the HTTP adapter over the
 * real server (`src/testing/contract/http.test.ts`), so both shells prove the rule.
 */
import type { Product } from '@/domain/core/records';
import type { ProductStatus } from '@/domain/core/vocabulary';
import type { ShopData } from '@/domain/port/port';
import { messages } from '@/shared/messages';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';

/** The product form's input of `product` with `status`. */
function withStatus(product: Product, status: ProductStatus) {
  const { id: _id, ...fields } = product;
  return { ...fields, status };
}

/** The ids a catalogue search answers (every product fits on one page). */
async function catalogueIds(data: ShopData, q?: string): Promise<number[]> {
  return (await data.products.search({ q, pageSize: 100 })).items.map((product) => product.id);
}

/** Declares the product status cases for `adapter`. */
export function productStatusContract(adapter: AdapterCase): void {
  describe(`product status contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('keeps a Draf or Arsip product out of the catalogue and refuses its orders, until it is Aktif again', async () => {
      const data = await adapter.open({ as: 'admin' });
      const partners = await data.partners.list();
      const products = await data.products.list();
      expect(products.every((p) => p.status === 'active')).toBe(true);
      // A product on sale with units in stock.
      const product = products.find((p) => p.stock > 1 && partners.some((x) => x.id === p.partnerId && x.status === 'Active'))!;
      expect(await catalogueIds(data)).toContain(product.id);

      for (const status of ['draft', 'archived'] as const) {
        await adapter.signIn(data, 'admin');
        expect(await data.products.save(withStatus(product, status), product.id)).toMatchObject({ id: product.id, status });
        expect(await catalogueIds(data)).not.toContain(product.id);
        expect(await catalogueIds(data, product.name)).not.toContain(product.id);
        // The owner still sees it, and finds it by its status.
        expect(await data.products.get(product.id)).toMatchObject({ id: product.id, status });
        expect((await data.products.searchAdmin({ status, pageSize: 100 })).items.map((p) => p.id)).toEqual([product.id]);
        expect((await data.products.searchAdmin({ status: 'active', pageSize: 100 })).items.map((p) => p.id)).not.toContain(product.id);
        const before = (await data.orders.listAll()).length;

        await adapter.signIn(data, 'buyer');
        await expect(data.orders.place(shipping, [{ productId: product.id, quantity: 1 }])).rejects.toMatchObject({
          code: 'PRODUCT_OFF_SALE',
          message: messages.cart.productOffSale(product.name),
        });
        await adapter.signIn(data, 'admin');
        expect(await data.orders.listAll()).toHaveLength(before);
        expect((await data.products.get(product.id))!.stock).toBe(product.stock);
      }

      // An edit without a status keeps it.
      const { status: _status, ...withoutStatus } = withStatus(product, 'active');
      expect(await data.products.save(withoutStatus, product.id)).toMatchObject({ status: 'archived' });

      await data.products.save(withStatus(product, 'active'), product.id);
      expect(await catalogueIds(data)).toContain(product.id);
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping, [{ productId: product.id, quantity: 1 }])).resolves.toMatchObject({
        order: { status: 'Pending' },
      });
    });

    it('adds a product Aktif without a status, or in the status given', async () => {
      const data = await adapter.open({ as: 'admin' });
      const [template] = await data.products.list();
      const { id: _id, status: _status, ...fields } = template!;
      expect(await data.products.save({ ...fields, name: 'Produk Baru' })).toMatchObject({ status: 'active' });
      const draft = await data.products.save({ ...fields, name: 'Produk Draf', status: 'draft' });
      expect(draft.status).toBe('draft');
      expect(await catalogueIds(data, 'Produk Draf')).toEqual([]);
      expect(await catalogueIds(data, 'Produk Baru')).toHaveLength(1);
    });

    it('counts only an Aktif product as Stok Menipis', async () => {
      const data = await adapter.open({ as: 'admin' });
      const products = await data.products.list();
      const low = (await data.products.searchAdmin({ stock: 'low', pageSize: 100 })).items;
      const lowOne = low.find((p) => p.stock > 0) ?? low[0]!;
      await data.products.save(withStatus(lowOne, 'archived'), lowOne.id);
      const after = (await data.products.searchAdmin({ stock: 'low', pageSize: 100 })).items.map((p) => p.id);
      expect(after).not.toContain(lowOne.id);
      expect(after).toHaveLength(low.length - 1);
      expect(products.length).toBeGreaterThan(after.length);
    });
  });
}
