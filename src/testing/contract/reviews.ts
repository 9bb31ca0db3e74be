/**
 * The port's contract for reviews (src/domain/catalog/reviews.ts; docs/security.md
 * "Limits"): one review per product and buyer (a second one edits the first), the buyer's own
 * review to edit, the 'Pembeli Terverifikasi' mark of a Completed order, and the reviews read a
 * page at a time with the count and average over all. Run against the key-value adapters
 * (`src/testing/contract/reviews.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`), so both shells prove each rule.
 */
import { seed } from '@/testing/seed';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import type { ShopData } from '@/domain/port/port';
import type { Review } from '@/domain/core/records';

/** The product with the most of the seed's reviews (of `among`, default all), and its seed reviews. */
function mostReviewed(among: readonly Review[] = seed.reviews) {
  const counts = new Map<number, number>();
  for (const review of among) counts.set(review.productId, (counts.get(review.productId) ?? 0) + 1);
  const [productId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { productId, reviews: seed.reviews.filter((review) => review.productId === productId) };
}

/** Every review of `productId` over all pages, as the port lists them. */
async function allReviews(data: ShopData, productId: number) {
  return (await data.reviews.listByProduct(productId, { pageSize: 100 })).items;
}

/** Declares the review cases for `adapter`. */
export function reviewsContract(adapter: AdapterCase): void {
  describe(`reviews contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it("gives the seed's reviews written under a buyer's username to that account", async () => {
      const data = await adapter.open({ as: 'buyer' });
      const seeded = seed.reviews.find((review) => review.author === 'pembeli')!;
      expect(await data.reviews.own(seeded.productId)).toMatchObject({ id: seeded.id, text: seeded.text });
      const edited = await data.reviews.add({ productId: seeded.productId, rating: 3, text: 'Saya ubah.' });
      expect(edited).toMatchObject({ id: seeded.id, createdAt: seeded.createdAt, rating: 3 });
    });

    it('keeps one review per product and buyer: a second review edits the first', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const { productId } = mostReviewed(seed.reviews.filter((review) => review.author !== 'pembeli'));
      const before = await data.reviews.listByProduct(productId);
      expect(await data.reviews.own(productId)).toBeNull();

      const first = await data.reviews.add({ productId, rating: 5, text: 'Enak sekali.' });
      expect(first).toMatchObject({ productId, author: 'pembeli', rating: 5, text: 'Enak sekali.' });
      expect(first.updatedAt).toBeUndefined();
      const second = await data.reviews.add({ productId, rating: 2, text: '  Ternyata biasa saja.  ' });
      expect(second).toMatchObject({ id: first.id, createdAt: first.createdAt, rating: 2, text: 'Ternyata biasa saja.' });
      expect(second.updatedAt).toEqual(expect.any(String));
      expect(await data.reviews.own(productId)).toMatchObject({ id: first.id, rating: 2, text: 'Ternyata biasa saja.' });

      const after = await data.reviews.listByProduct(productId);
      expect(after.total).toBe(before.total + 1);
      const mine = (await allReviews(data, productId)).filter((review) => review.author === 'pembeli');
      expect(mine).toEqual([expect.objectContaining({ id: first.id, rating: 2, text: 'Ternyata biasa saja.' })]);
      // Nobody reads another account's id off a review.
      expect(mine[0]).not.toHaveProperty('authorId');

      // Another buyer's review of the same product is their own; another product is another review.
      await data.auth.register({ username: 'pengulas', email: 'pengulas@example.com', password: 'rahasia123' });
      await adapter.signIn(data, { username: 'pengulas', password: 'rahasia123' });
      expect(await data.reviews.own(productId)).toBeNull();
      const theirs = await data.reviews.add({ productId, rating: 4, text: 'Lumayan.' });
      expect(theirs.id).not.toBe(first.id);
      expect((await data.reviews.listByProduct(productId)).total).toBe(before.total + 2);
      await adapter.signIn(data, 'buyer');
      const other = (await data.products.list()).find((p) => p.id !== productId)!;
      expect((await data.reviews.add({ productId: other.id, rating: 3, text: 'Cukup.' })).id).not.toBe(first.id);
      expect(await data.reviews.own(productId)).toMatchObject({ id: first.id });
    });

    it('answers the own review to a buyer only, and refuses reviews of unknown products', async () => {
      const data = await adapter.open();
      const { productId } = mostReviewed();
      await expect(data.reviews.own(productId)).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
      await adapter.signIn(data, 'admin');
      await expect(data.reviews.own(productId)).rejects.toMatchObject({ code: 'BUYER_ONLY' });
      await expect(data.reviews.add({ productId, rating: 5, text: 'Admin menulis.' })).rejects.toMatchObject({ code: 'BUYER_ONLY' });
      await adapter.signIn(data, 'buyer');
      await expect(data.reviews.add({ productId: 999_999, rating: 5, text: 'Produk apa?' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it("marks 'Pembeli Terverifikasi' once the author's order with the product is Completed", async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 2)!;
      const { order } = await data.orders.place(shipping, [{ productId: product.id, quantity: 1 }]);
      await data.reviews.add({ productId: product.id, rating: 5, text: 'Sudah dipesan.' });
      const mark = async () => (await allReviews(data, product.id)).find((review) => review.author === 'pembeli')?.verifiedBuyer;
      expect(await mark()).toBe(false);

      await data.orders.confirmPayment(order.id);
      await adapter.signIn(data, 'admin');
      await data.orders.update(order.id, { shippingStatus: 'Dikirim', trackingNumber: 'JP1234567890' });
      await adapter.signIn(data, 'buyer');
      expect(await mark()).toBe(false);
      expect(await data.orders.markReceived(order.id)).toMatchObject({ status: 'Completed' });
      expect(await mark()).toBe(true);
      // A visitor sees the mark too; the seed's reviews (no order behind them) have none.
      await adapter.signIn(data, null);
      expect(await mark()).toBe(true);
      const otherProduct = mostReviewed(seed.reviews.filter((review) => review.productId !== product.id)).productId;
      expect((await allReviews(data, otherProduct)).map((review) => review.verifiedBuyer)).not.toContain(true);
    });

    it('reads the reviews a page at a time, newest first, with the count and average over all', async () => {
      const data = await adapter.open();
      const { productId, reviews } = mostReviewed();
      const newestFirst = [...reviews].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;

      const first = await data.reviews.listByProduct(productId);
      expect(first).toMatchObject({ page: 1, pageSize: 10, total: reviews.length });
      expect(first.average).toBeCloseTo(average);
      expect(first.items.map((review) => review.id)).toEqual(newestFirst.map((review) => review.id));

      const pages = [];
      for (let page = 1; page <= reviews.length; page += 1) {
        const answer = await data.reviews.listByProduct(productId, { page, pageSize: 1 });
        expect(answer).toMatchObject({ page, pageSize: 1, total: reviews.length });
        expect(answer.average).toBeCloseTo(average);
        pages.push(...answer.items.map((review) => review.id));
      }
      expect(pages).toEqual(newestFirst.map((review) => review.id));
      // Past the last page: the last page (the lists' clamping, src/domain/core/paging.ts).
      expect(await data.reviews.listByProduct(productId, { page: 99, pageSize: 1 })).toMatchObject({ page: reviews.length });

      const none = (await data.products.list()).find((p) => !seed.reviews.some((review) => review.productId === p.id))!;
      expect(await data.reviews.listByProduct(none.id)).toEqual({ items: [], total: 0, page: 1, pageSize: 10, average: 0 });
    });
  });
}
