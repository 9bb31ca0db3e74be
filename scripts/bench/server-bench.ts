/**
 * Server benchmark (docs/measuring.md, `npm run bench:server`): the shop server over a real HTTP socket with 10,000
 * products and 10,000 orders, on PGlite (in memory) and on PostgreSQL (a throw-away cluster).
 * Times, request by request, a catalogue search (terms, category and sort varied, one page) and
 * placing an order (a cart line added first, not timed), first one buyer at a time, then eight
 * buyers at once. Prints median and p99 in milliseconds and writes `reports/bench-server.json`.
 *
 * Run: `npm run bench:server` (`-- --db pglite` or `--db postgres`, `--runs N` requests per
 * scenario, default 200). A measurement, not a test: nothing here passes or fails on a time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { openDatabase, type ShopDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { createEventHub } from '../../server/events/hub';
import { BENCH_ORDER_PRODUCT_ID, generateBenchStore } from './bench-data';
import { CHECKOUT } from '../load/scenarios.ts';

const require = createRequire(import.meta.url);
const { freePort, startTempPostgres } = require('../lib/postgres.mjs') as {
  freePort: () => Promise<number>;
  startTempPostgres: () => Promise<{ url: string; stop: () => void }>;
};

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 200);
const DATABASES = option('db') ? [option('db') as 'pglite' | 'postgres'] : (['pglite', 'postgres'] as const);
const BUYERS = 8;
const TERMS = ['kopi', 'gayo', 'songket aceh', 'minyak nilam', 'kue', 'takengon', 'madu', 'rencong', 'x', ''];
const SORTS = ['default', 'price-asc', 'price-desc', 'name', 'newest'];
const CATEGORY_CHOICES = ['', 'Makanan', 'Minuman', 'Fashion', 'Herbal'];

/** Median and 99th percentile of `samples` (ms). */
function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { n: sorted.length, medianMs: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1)!) };
}

/** A device: fetch with one session cookie. */
function device(base: string) {
  let cookie = '';
  return async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const headers: Record<string, string> = { origin: base };
    if (cookie) headers.cookie = cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + path, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
}

async function timed(task: () => Promise<Response>, expected: number): Promise<number> {
  const started = performance.now();
  const response = await task();
  const ms = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`unexpected status ${response.status} (wanted ${expected})`);
  return ms;
}

async function seedBenchData(database: ShopDatabase) {
  const store = generateBenchStore();
  const hash = await hashPassword('rahasia1');
  const demo: Record<string, string> = { admin: await hashPassword('admin123'), pembeli: await hashPassword('pembeli123') };
  const users = store.users.map(({ passwordHash: _p, password: _q, ...user }) => ({ ...user, serverPasswordHash: demo[user.username] ?? hash }));
  const started = performance.now();
  await seedIfEmpty(database.db, { ...store, users });
  return Math.round(performance.now() - started);
}

async function measure(kind: 'pglite' | 'postgres') {
  let cluster: { url: string; stop: () => void } | null = null;
  let database: ShopDatabase;
  if (kind === 'postgres') {
    cluster = await startTempPostgres();
    database = await openDatabase({ kind: 'postgres', url: cluster.url, maxConnections: 10 });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  const seedMs = await seedBenchData(database);
  const logger = pino({ level: 'silent' });
  const events = await createEventHub(database, logger);
  const app = createApp({
    database,
    publish: (changes) => events.publish(changes),
    now: () => new Date(),
    random: Math.random,
    logger,
    staticDir: null,
    secureCookies: false,
    allowedOrigins: [],
    events,
    // Every search comes from 127.0.0.1, faster than a visitor's: the uncached search limit would refuse the run.
    searchesPerAddress: 1_000_000,
  });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const visitor = device(base);
    const counts = (await (await visitor('/api/products/search?pageSize=1')).json()) as { total: number };
    const search: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const params = new URLSearchParams();
      const q = TERMS[i % TERMS.length]!;
      const category = CATEGORY_CHOICES[i % CATEGORY_CHOICES.length]!;
      const sort = SORTS[i % SORTS.length]!;
      if (q) params.set('q', q);
      if (category) params.set('category', category);
      if (sort !== 'default') params.set('sort', sort);
      params.set('page', String(1 + (i % 3)));
      search.push(await timed(() => visitor(`/api/products/search?${params}`), 200));
    }

    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const buyer = device(base);
        const login = await buyer('/api/auth/login', { method: 'POST', json: { username: `pembeli${i + 1}`, password: 'rahasia1' } });
        if (login.status !== 200) throw new Error(`login pembeli${i + 1}: ${login.status}`);
        return buyer;
      }),
    );
    const checkout = CHECKOUT;
    const placeOnce = async (buyer: ReturnType<typeof device>) => {
      const added = await buyer('/api/cart/items', { method: 'POST', json: { productId: BENCH_ORDER_PRODUCT_ID } });
      await added.arrayBuffer();
      return timed(() => buyer('/api/orders', { method: 'POST', json: { checkout } }), 201);
    };
    const sequential: number[] = [];
    for (let i = 0; i < RUNS; i += 1) sequential.push(await placeOnce(buyers[i % BUYERS]!));
    const concurrent: number[] = [];
    const started = performance.now();
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let i = 0; i < Math.ceil(RUNS / BUYERS); i += 1) concurrent.push(await placeOnce(buyer));
      }),
    );
    const concurrentSeconds = (performance.now() - started) / 1000;
    return {
      database: kind,
      seed: { products: counts.total, orders: 10_000, seedMs },
      catalogueSearch: summarise(search),
      placeOrderOneAtATime: summarise(sequential),
      placeOrderEightBuyers: { ...summarise(concurrent), ordersPerSecondInclCartAdd: Math.round(concurrent.length / concurrentSeconds) },
    };
  } finally {
    server.close();
    await events.close();
    await database.close();
    cluster?.stop();
  }
}

const results = [];
for (const kind of DATABASES) {
  console.log(`Measuring on ${kind} (${RUNS} requests per scenario)...`);
  results.push(await measure(kind));
}
console.table(
  results.flatMap((r) => [
    { database: r.database, scenario: 'catalogue search (1 client)', ...r.catalogueSearch },
    { database: r.database, scenario: 'place order (1 buyer at a time)', ...r.placeOrderOneAtATime },
    { database: r.database, scenario: 'place order (8 buyers at once)', ...r.placeOrderEightBuyers },
  ]),
);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench-server.json',
  JSON.stringify({ when: new Date().toISOString(), node: process.version, runs: RUNS, results }, null, 2),
);
console.log('Written to reports/bench-server.json');
process.exit(0);
