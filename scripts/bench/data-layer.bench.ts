// @vitest-environment node
/**
 * Data-layer use cases alone, over the memory driver and the benchmark
 * store of 10,000 products, 10,000 orders and 2,000 chat messages (`scripts/bench/bench-data.ts`).
 * Run with `npx vitest bench --run scripts/bench` (part of `npm run bench`); times are per call.
 *
 * The memory driver hands back the same string on every read, so these numbers leave out what
 * localStorage adds in the browser (copying the stored strings out of the storage area).
 */
import { bench, describe } from 'vitest';
import { createKeyValueShopData } from '@/data/adapters/key-value/shop-data';
import { createMemoryDriver } from '@/testing/memory-driver';
import type { ShopData } from '@/domain/port/port';
import { seed } from '@/testing/seed';
import { createCatalogIndex, normalizeCatalogSearch } from '@/domain/catalog/query';
import { sessionUserSchema } from '@/domain/core/records';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';
import {
  BENCH_CHAT_BUYER,
  BENCH_ORDER_PRODUCT_ID,
  generateBenchStore,
  serializeBenchStore,
} from './bench-data';

const store = generateBenchStore();
const { raw } = serializeBenchStore(store);

/** A data port over a fresh memory driver holding the benchmark store, signed in as `username`. */
async function openStore(username?: string): Promise<ShopData> {
  const initial: Record<string, string> = { ...raw };
  if (username) {
    const user = store.users.find((u) => u.username === username);
    if (!user) throw new Error(`No user ${username}`);
    initial.currentUser = JSON.stringify(sessionUserSchema.parse(user));
  }
  const data = createKeyValueShopData(createMemoryDriver({ initial }), { seed, passwordIterations: 1000 });
  await data.initialize();
  return data;
}

const visitor = await openStore();
const buyer = await openStore('pembeli');
const admin = await openStore('admin');

const checkout: CheckoutInput = {
  customerName: 'Rahmat Hidayat',
  customerPhone: '081260457321',
  shippingAddress: 'Jl. Teuku Nyak Arief No. 27, Lamgugob, Banda Aceh',
  postalCode: '23115',
  paymentMethod: 'GoPay',
  destination: 'Kota Banda Aceh',
  courierId: 'jne',
};

/** The demo buyer's Pending orders, confirmed one per iteration. */
const pending = store.orders.filter((o) => o.userId === 'USR002' && o.status === 'Pending').map((o) => o.id);
let nextPending = 0;

/** Few iterations: each write re-serialises a list of 10,000 records. */
const writeOptions = { time: 1_000, iterations: 10, warmupIterations: 2 };

describe('catalogue', () => {
  bench('initialize (validate every stored key, cold)', async () => {
    await openStore();
  }, { time: 2_000, iterations: 5, warmupIterations: 1 });

  bench('list products (10,000)', async () => {
    await visitor.products.list();
  });

  bench('get one product', async () => {
    await visitor.products.get(9_000);
  });

  bench('index the catalogue and search it (after every product change)', () => {
    createCatalogIndex(store.products).search(normalizeCatalogSearch({ q: 'kopi' }));
  }, { time: 2_000, iterations: 10, warmupIterations: 2 });

  bench('search keystroke "kopi ar", one page (every keystroke)', async () => {
    await visitor.products.search({ q: 'kopi ar' });
  });

  bench('category Minuman + search "gayo", sorted by name, page 2', async () => {
    await visitor.products.search({ category: 'Minuman', q: 'gayo', sort: 'name', page: 2 });
  });

  bench('the cart\'s products (getProducts of 10 ids)', async () => {
    await visitor.products.getMany([1, 2, 11, 21, 31, 41, 51, 61, 71, 9_000]);
  });
});

describe('orders', () => {
  bench('place order (buyer)', async () => {
    await buyer.orders.place(checkout, [{ productId: BENCH_ORDER_PRODUCT_ID, quantity: 1 }]);
  }, writeOptions);

  bench('confirm payment (buyer)', async () => {
    const id = pending[nextPending++];
    if (!id) throw new Error(`Only ${pending.length} pending orders to confirm; lower the iterations`);
    await buyer.orders.confirmPayment(id);
  }, writeOptions);

  bench('list my orders (buyer)', async () => {
    await buyer.orders.listMine();
  });

  bench('admin: list all orders (10,000, newest first)', async () => {
    await admin.orders.listAll();
  });
});

describe('chat', () => {
  bench('send chat message (buyer)', async () => {
    await buyer.chat.send({ text: 'Apakah stoknya masih ada?' });
  }, writeOptions);

  bench(`admin: read thread (${BENCH_CHAT_BUYER})`, async () => {
    await admin.chat.listMessages(BENCH_CHAT_BUYER);
  });

  bench('admin: list threads', async () => {
    await admin.chat.listThreads();
  });
});
