/**
 * The port's contract for a partner's products off sale (src/domain/catalog/on-sale.ts): while a
 * partner is `Nonaktif` its products leave the storefront's catalogue, an order of one is refused
 * (PRODUCT_OFF_SALE) and nothing is written, the back office still lists them; re-activating the
 * partner puts them back. Run against the key-value adapters
 * (`src/testing/contract/partner-off-sale.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`), so both shells prove the rule.
 */
import type { Partner } from '@/domain/core/records';
import type { ShopData } from '@/domain/port/port';
import { messages } from '@/shared/messages';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';

/** The partner form's input of `partner` with `status`. */
function withStatus(partner: Partner, status: 'Active' | 'Inactive') {
  const { name, location, address, coordinates, featuredProduct } = partner;
  return { name, location, address, coordinates, featuredProduct, status };
}

/** The ids a catalogue search answers (every product fits on one page). */
async function catalogueIds(data: ShopData, q?: string): Promise<number[]> {
  return (await data.products.search({ q, pageSize: 100 })).items.map((product) => product.id);
}

/** Declares the off-sale cases for `adapter`. */
export function partnerOffSaleContract(adapter: AdapterCase): void {
  describe(`partner off sale contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it("takes a Nonaktif partner's products out of the catalogue and refuses their orders, until the partner is active again", async () => {
      const data = await adapter.open({ as: 'admin' });
      const partners = await data.partners.list();
      const products = await data.products.list();
      // An active partner with a product in stock.
      const product = products.find((p) => p.stock > 0 && partners.some((x) => x.id === p.partnerId && x.status === 'Active'))!;
      const partner = partners.find((x) => x.id === product.partnerId)!;
      expect(await catalogueIds(data)).toContain(product.id);

      await data.partners.save(withStatus(partner, 'Inactive'), partner.id);
      const offSale = products.filter((p) => p.partnerId === partner.id).map((p) => p.id);
      const listed = await catalogueIds(data);
      for (const id of offSale) expect(listed).not.toContain(id);
      expect(await catalogueIds(data, product.name)).not.toContain(product.id);
      // The owner still sees and edits it.
      expect((await data.products.searchAdmin({ q: product.name })).items.map((p) => p.id)).toContain(product.id);
      expect(await data.products.get(product.id)).toMatchObject({ id: product.id });

      await adapter.signIn(data, 'admin');
      const before = (await data.orders.listAll()).length;
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping, [{ productId: product.id, quantity: 1 }])).rejects.toMatchObject({
        code: 'PRODUCT_OFF_SALE',
        message: messages.cart.productOffSale(product.name),
      });
      await adapter.signIn(data, 'admin');
      expect(await data.orders.listAll()).toHaveLength(before);
      expect((await data.products.get(product.id))!.stock).toBe(product.stock);

      await data.partners.save(withStatus(partner, 'Active'), partner.id);
      expect(await catalogueIds(data)).toContain(product.id);
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping, [{ productId: product.id, quantity: 1 }])).resolves.toMatchObject({
        order: { status: 'Pending' },
      });
    });
  });
}
