// @vitest-environment node
/**
 * The hot statements built once (server/db/statements.ts
 * `builtOnce`): an order, a cart change and a chat message send the same statement texts
 * whatever the number of lines, so postgres.js prepares each once per connection and Drizzle
 * builds none of them again.
 */
import { gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipping } from '@/testing/test-values';
import { products } from '../db/schema';
import { liftOrderLimits, post, put, serverPerTest } from '../testing/fixtures';
import { DEMO, type TestClient } from '../testing/harness';

const statements: string[] = [];
const server = serverPerTest({ onStatement: (query) => statements.push(query) });

/** The statement texts `device`'s request costs (its answer must be `status`). */
async function textsOf(status: number, request: () => Promise<Response>): Promise<string[]> {
  statements.length = 0;
  const response = await request();
  expect(response.status, await response.clone().text()).toBe(status);
  return [...statements];
}

/** Six products with stock to spare, read from this test's server. */
async function productIds(): Promise<number[]> {
  const ids = (await server.database.db.select({ id: products.id }).from(products).where(gte(products.stock, 20)).limit(6)).map((row) => row.id);
  expect(ids).toHaveLength(6);
  return ids;
}

/** Fills `device`'s cart with one unit of each of the first `lines` of `ids`. */
async function fillCart(device: TestClient, ids: readonly number[], lines: number): Promise<void> {
  for (const id of ids.slice(0, lines)) expect((await post(device, '/api/cart/items', { productId: id, quantity: 1 })).status).toBe(200);
}

describe('hot statements', () => {
  beforeAll(() => {
    statements.length = 0;
  });

  it('places orders of 1 and 5 lines, from the cart or from the checkout page, with the same statement texts', async () => {
    await liftOrderLimits(server);
    const ids = await productIds();
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    // Warm: the session, settings and limits' first reads and clean-up are behind us.
    await fillCart(buyer, ids, 1);
    await textsOf(201, () => post(buyer, '/api/orders', { checkout: shipping }));

    await fillCart(buyer, ids, 1);
    const oneLine = await textsOf(201, () => post(buyer, '/api/orders', { checkout: shipping }));
    await fillCart(buyer, ids, 5);
    const fiveLines = await textsOf(201, () => post(buyer, '/api/orders', { checkout: shipping }));
    expect(fiveLines).toEqual(oneLine);
    // Lines the checkout page sent read through the same statement as the stored cart's.
    await fillCart(buyer, ids, 2);
    const sent = await textsOf(201, () =>
      post(buyer, '/api/orders', { checkout: shipping, lines: ids.slice(0, 2).map((productId) => ({ productId, quantity: 1 })) }),
    );
    expect(sent).toEqual(oneLine);
  });

  it('changes carts of 1 and 5 lines with the same statement texts', async () => {
    const ids = await productIds();
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    await fillCart(buyer, ids, 1);
    const addToOne = await textsOf(200, () => post(buyer, '/api/cart/items', { productId: ids[5], quantity: 1 }));
    const setInTwo = await textsOf(200, () => put(buyer, `/api/cart/items/${ids[5]}`, { quantity: 2 }));
    expect(setInTwo).toEqual(addToOne);
    await fillCart(buyer, ids, 5);
    const clearSix = await textsOf(204, () => buyer.request('/api/cart', { method: 'DELETE' }));
    expect(clearSix).toEqual(addToOne);
  });

  it('sends chat messages with and without a product, short and long, with the same statement texts', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    // Warm: the thread exists, the session and the limits' first reads are behind us.
    await textsOf(201, () => post(buyer, '/api/chat/messages', { text: 'Halo admin' }));
    const plain = await textsOf(201, () => post(buyer, '/api/chat/messages', { text: 'Apakah kopi ini masih ada?' }));
    const withProduct = await textsOf(201, () => post(buyer, '/api/chat/messages', { text: 'Saya mau yang ini', product: { id: 1 } }));
    const long = await textsOf(201, () => post(buyer, '/api/chat/messages', { text: 'Saya mau 3 bungkus. '.repeat(40) }));
    // A product named by id is read from the catalogue (its name and price), after the rate
    // limits are counted; the send's own statements are the same texts.
    const productRead = withProduct.findIndex((text) => /from "products"/.test(text));
    expect(productRead).toBeGreaterThan(0);
    expect(withProduct.filter((_, index) => index !== productRead)).toEqual(plain);
    expect(long).toEqual(plain);
  });
});
