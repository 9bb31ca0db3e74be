/**
 * The load scenarios, each bounded in time and spread over every instance:
 *
 * - `signin`: the buyers (and one admin) sign in with their passwords (argon2id), 16 at once;
 *   the sessions are what the later scenarios use.
 * - `catalogue`: anonymous catalogue searches (`GET /api/products/search`) in a realistic mix:
 *   a third and more with terms never seen before, the rest popular terms and category pages;
 *   hits and misses of the search cache timed apart (`X-Cache`), autocannon.
 * - `floor`: `GET /healthz` (answers `{ ok: true }`, no statement, no work) with the catalogue's
 *   clients and duration: what the machine's round trip costs at that concurrency, beside which the
 *   latency aims are read.
 * - `product`: anonymous product pages (`GET /api/products/:id`, then its reviews), autocannon.
 * - `orders`: signed-in buyers, each round adds one unit of a best seller to the cart
 *   (`POST /api/cart/items`) then places the order from the cart (`POST /api/orders`); the
 *   order POST is timed on its own, the cart add separately. Orders placed are checked against
 *   the stock the best sellers lost.
 * - `chat`: signed-in buyers send chat messages (`POST /api/chat/messages`), autocannon.
 * - `events` (scripts/load/events.ts) and `race` (below).
 *
 * Long on purpose: the load scenarios side by side, so their mixes and aims can be compared.
 */
import type { Agent } from 'node:http';
import autocannon, { type AutocannonClient, type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { closedLoop, mapLimit, send, summarise, type LatencySummary } from './http.ts';
import { LOAD_PASSWORD } from './seed-large.ts';
import { meutiaCheckout } from '../../src/testing/test-values.ts';
import { NAMES, TOWNS } from '../bench/bench-data.ts';

/** A signed-in buyer: the account and the session cookie (`seulanga_session=…`). */
export interface BuyerSession {
  id: string;
  username: string;
  cookie: string;
}

/** What the scenarios run against. */
export interface LoadTarget {
  /** `http://127.0.0.1:<port>` of each instance. */
  origins: string[];
  /** One keep-alive pool per instance (same order as `origins`). */
  agents: Agent[];
  /** Concurrent clients (connections or virtual users). */
  connections: number;
  /** Length of each timed scenario (ms). */
  durationMs: number;
  /** Generated product ids: the first and the count. */
  productIds: { first: number; count: number };
  hotProductIds: number[];
  raceProductId: number;
  raceStock: number;
}

/** One line of the figures. */
export interface ScenarioFigures {
  scenario: string;
  /** What was measured, in words (printed under the table). */
  what: string;
  connections: number;
  requests: number;
  /** Requests per second (for `orders`: orders placed per second). */
  perSecond: number;
  latency: LatencySummary;
  /** Non-2xx answers (those the scenario does not expect) and failed connections. */
  errors: number;
  statuses: Record<string, number>;
  /** Scenario-specific figures (orders placed, units, stock, deliveries…). */
  extra: Record<string, unknown>;
}

/**
 * The checkout form every load order sends (spec section 4), with the destination and courier the
 * checkout asks (the server prices the shipping itself: docs/product/decisions.md "Shipping cost").
 */
export const CHECKOUT = meutiaCheckout;

const TERMS = ['kopi', 'gayo', 'songket aceh', 'minyak nilam', 'kue', 'takengon', 'madu', 'rencong', 'x', '', '', ''];
const SORTS = ['', 'price-asc', 'price-desc', 'name', 'newest'];
const CATEGORIES = ['', '', 'Makanan', 'Minuman', 'Fashion', 'Herbal'];
const CHAT_TEXTS = ['Apakah produk ini masih tersedia?', 'Berapa lama pengiriman ke Medan?', 'Bisa kirim hari ini?', 'Boleh minta foto detailnya?'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** The instance a numbered client talks to (spread in turn). */
export const instanceOf = (target: LoadTarget, n: number) => n % target.origins.length;

/** Counts one answer's status (`network` for a failed connection). */
export function countStatus(statuses: Record<string, number>, status: number): void {
  const key = status === 0 ? 'network' : String(status);
  statuses[key] = (statuses[key] ?? 0) + 1;
}

/** Counts one refusal by its answer's error `code` (docs/api.md), 'unreadable' when it has none. */
export function countRefusal(refusals: Record<string, number>, body: string): void {
  let code = 'unreadable';
  try {
    code = String((JSON.parse(body) as { code?: unknown }).code ?? code);
  } catch {
    // Not JSON: counted as unreadable.
  }
  refusals[code] = (refusals[code] ?? 0) + 1;
}

/** Figures of an autocannon result. */
function fromAutocannon(scenario: string, what: string, connections: number, result: AutocannonResult, expected: (status: number) => boolean): ScenarioFigures {
  const statuses: Record<string, number> = {};
  let unexpected = 0;
  let total = 0;
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    statuses[code] = Number(count);
    total += Number(count);
    if (!expected(Number(code))) unexpected += Number(count);
  }
  if (result.errors > 0) statuses.network = result.errors;
  return {
    scenario,
    what,
    connections,
    requests: total,
    perSecond: Math.round(total / Math.max(0.001, result.duration)),
    latency: { n: total, medianMs: result.latency.p50, p99Ms: result.latency.p99, maxMs: result.latency.max },
    errors: unexpected + result.errors,
    statuses,
    extra: { timeouts: result.timeouts },
  };
}

/**
 * Signs in each account (`POST /api/auth/login`), `concurrency` at a time, spread over the
 * instances. @returns the sessions and the figures. @throws when a sign-in fails.
 */
export async function signIn(
  target: LoadTarget,
  accounts: ReadonlyArray<{ id: string; username: string; password?: string }>,
  concurrency = 16,
): Promise<{ sessions: BuyerSession[]; figures: ScenarioFigures }> {
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const answers = await mapLimit(accounts, concurrency, async (account, i) => {
    const n = instanceOf(target, i);
    const answer = await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/auth/login', {
      json: { username: account.username, password: account.password ?? LOAD_PASSWORD },
    });
    countStatus(statuses, answer.status);
    if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in of ${account.username}: ${answer.status} ${answer.body.slice(0, 200)}`);
    return answer;
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    sessions: accounts.map((account, i) => ({ id: account.id, username: account.username, cookie: answers[i]!.cookie! })),
    figures: {
      scenario: 'signin',
      what: `sign-in with password (argon2id verify), ${concurrency} at once`,
      connections: concurrency,
      requests: answers.length,
      perSecond: Math.round(answers.length / seconds),
      latency: summarise(answers.map((a) => a.ms)),
      errors: 0,
      statuses,
      extra: {},
    },
  };
}

/**
 * The popular searches (a few hundred): the generated products' base words, variants, towns,
 * their first words, base + town, and the storefront's own example terms. Drawn by rank as search
 * terms are (Zipf-like: {@link zipfRank}).
 */
const POPULAR_TERMS: string[] = (() => {
  const terms = new Set<string>(TERMS.filter(Boolean));
  for (const { base, variant } of Object.values(NAMES)) {
    for (const word of [...base, ...variant]) {
      terms.add(word.toLowerCase());
      terms.add(word.split(' ')[0]!.toLowerCase());
    }
    for (const town of TOWNS) for (const word of base.slice(0, 2)) terms.add(`${word} ${town}`.toLowerCase());
  }
  for (const town of TOWNS) terms.add(town.toLowerCase());
  return [...terms];
})();

/** An index into a list of `n`, skewed towards the front (the square of a uniform draw). */
const skewed = (n: number) => Math.floor(n * Math.random() ** 2);

/**
 * A rank in 0…n-1 drawn log-uniformly, i.e. with a chance about proportional to 1 / (rank + 1):
 * Zipf's law with exponent 1, the usual model of how often search terms are asked.
 */
const zipfRank = (n: number) => Math.min(n - 1, Math.floor((n + 1) ** Math.random()) - 1);

/** A term typed by a buyer that no one searched for before: a prefix, a slip of a finger, or both. */
function unseenTerm(seen: Set<string>): string {
  for (;;) {
    const term = pick(POPULAR_TERMS);
    const letters = [...term];
    const at = Math.floor(Math.random() * letters.length);
    const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]!;
    const kind = Math.random();
    // A prefix being typed, a letter swapped for another, or a letter too many.
    if (kind < 0.34) letters.splice(Math.max(2, at));
    else if (kind < 0.67) letters[at] = letter;
    else letters.splice(at, 0, letter);
    // Once the drawn slips run out, an extra typed word makes it new.
    const typed = seen.size > 40_000 ? `${letters.join('')} ${letter}${seen.size.toString(36)}` : letters.join('');
    if (!seen.has(typed) && !POPULAR_TERMS.includes(typed)) {
      seen.add(typed);
      return typed;
    }
  }
}

/** Share of catalogue searches with a term never searched before. */
const UNSEEN_SHARE = 0.35;

/**
 * A catalogue search path as buyers ask it (docs/api.md "Catalogue search"): {@link UNSEEN_SHARE}
 * of them with a term never seen before (typed prefixes, misspellings; category, sort and page
 * as below), the rest popular: a category page (a fifth) or one of {@link POPULAR_TERMS} by rank, mostly
 * in the default order and on page 1.
 * @param seen - the unseen terms drawn so far (each is used once).
 */
export function searchPath(seen: Set<string>): string {
  const params = new URLSearchParams();
  const unseen = Math.random() < UNSEEN_SHARE;
  const categoryPage = !unseen && Math.random() < 0.2;
  if (unseen) params.set('q', unseenTerm(seen));
  else if (!categoryPage) params.set('q', POPULAR_TERMS[zipfRank(POPULAR_TERMS.length)]!);
  const category = categoryPage ? CATEGORIES[1 + skewed(CATEGORIES.length - 1)]! : Math.random() < 0.85 ? '' : pick(CATEGORIES);
  if (category) params.set('category', category);
  const sort = Math.random() < 0.7 ? '' : pick(SORTS);
  if (sort) params.set('sort', sort);
  const page = Math.random() < 0.8 ? 1 : 2 + skewed(3);
  if (page > 1) params.set('page', String(page));
  return `/api/products/search?${params}`;
}

/**
 * Anonymous catalogue searches in a realistic mix ({@link searchPath}), autocannon. Each answer's
 * `X-Cache` header (`hit`: the instance's search cache answered, docs/api.md) splits the
 * latencies: `extra.cache` holds the hit ratio and the latencies of hits and misses apart.
 */
export async function catalogue(target: LoadTarget): Promise<ScenarioFigures> {
  const seen = new Set<string>();
  const latencies = { hit: [] as number[], miss: [] as number[] };
  // autocannon calls `onResponse` and then, at once, the `response` listener of the same answer.
  let answeredBy: 'hit' | 'miss' = 'miss';
  const run = autocannon({
    url: target.origins,
    connections: target.connections,
    duration: target.durationMs / 1000,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: searchPath(seen) }),
        onResponse: (_status, _body, _context, headers) => {
          answeredBy = (headers?.['x-cache'] ?? headers?.['X-Cache']) === 'hit' ? 'hit' : 'miss';
        },
      },
    ],
  });
  run.on('response', (_client, _status, _bytes, responseTime) => latencies[answeredBy].push(responseTime));
  const result = await run;
  const figures = fromAutocannon(
    'catalogue',
    `anonymous GET /api/products/search: ${Math.round(UNSEEN_SHARE * 100)}% terms never seen before (prefixes, misspellings), the rest ${POPULAR_TERMS.length} popular terms and category pages, mostly page 1 in the default order`,
    target.connections,
    result,
    (s) => s === 200,
  );
  const answered = latencies.hit.length + latencies.miss.length;
  figures.extra.cache = {
    hitRatio: answered === 0 ? 0 : Math.round((latencies.hit.length / answered) * 1000) / 1000,
    hits: summarise(latencies.hit),
    misses: summarise(latencies.miss),
    unseenTerms: seen.size,
  };
  return figures;
}

/**
 * The floor of the latency aims: `GET /healthz` (no statement, no work) from as many clients and
 * for as long as the catalogue scenario, so the figures show what a request that does nothing
 * already costs on this machine (the client, the servers and PostgreSQL share its cores).
 */
export async function floor(target: LoadTarget): Promise<ScenarioFigures> {
  const result = await autocannon({ url: target.origins.map((origin) => `${origin}/healthz`), connections: target.connections, duration: target.durationMs / 1000 });
  return fromAutocannon('floor', 'GET /healthz: a request that does no work (the latency aims\' floor on this machine)', target.connections, result, (s) => s === 200);
}

/** Anonymous product pages: the product, then its reviews (autocannon). */
export async function productPages(target: LoadTarget): Promise<ScenarioFigures> {
  const { first, count } = target.productIds;
  const requests: AutocannonRequest[] = [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        context.id = first + Math.floor(Math.random() * count);
        return { ...request, path: `/api/products/${String(context.id)}` };
      },
    },
    { method: 'GET', setupRequest: (request, context) => ({ ...request, path: `/api/products/${String(context.id)}/reviews` }) },
  ];
  const result = await autocannon({ url: target.origins, connections: target.connections, duration: target.durationMs / 1000, requests });
  return fromAutocannon('product', 'anonymous GET /api/products/:id then /api/products/:id/reviews (random product)', target.connections, result, (s) => s === 200);
}

/**
 * Signed-in buyers sending chat messages (autocannon, one buyer per connection), while the admin
 * (`adminCookie`) reads their threads one after another, as a shop does: a buyer may have at most
 * `CHAT_UNREAD_CAP` messages unread by the admin (src/domain/chat/send.ts), so without a reader
 * every connection would be refused after its first 50 messages.
 */
export async function chat(target: LoadTarget, buyers: readonly BuyerSession[], adminCookie: string): Promise<ScenarioFigures> {
  const writers = buyers.slice(0, Math.min(buyers.length, target.connections));
  let running = true;
  const reader = (async () => {
    for (let i = 0; running; i += 1) {
      const n = i % target.agents.length;
      await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/chat/read', { cookie: adminCookie, json: { buyerId: writers[i % writers.length]!.id } });
    }
  })();
  let next = 0;
  const setupClient = (client: AutocannonClient) => {
    const buyer = writers[next++ % writers.length]!;
    client.setRequests([
      {
        method: 'POST',
        path: '/api/chat/messages',
        headers: { cookie: buyer.cookie, origin: client.opts.origin, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ text: pick(CHAT_TEXTS) }) }),
      },
    ]);
  };
  let result: AutocannonResult;
  try {
    result = await autocannon({ url: target.origins, connections: target.connections, duration: target.durationMs / 1000, setupClient });
  } finally {
    running = false;
    await reader;
  }
  return fromAutocannon('chat', 'signed-in buyers POST /api/chat/messages (one buyer per connection)', target.connections, result, (s) => s === 201);
}

/** The stock of `ids` (at most 100) as the API answers it. */
export async function stockOf(target: LoadTarget, ids: readonly number[]): Promise<Map<number, number>> {
  const answer = await send(target.agents[0]!, target.origins[0]!, 'GET', `/api/products?ids=${ids.join(',')}`);
  if (answer.status !== 200) throw new Error(`GET /api/products?ids=…: ${answer.status}`);
  const products = JSON.parse(answer.body) as Array<{ id: number; stock: number }>;
  return new Map(products.map((product) => [product.id, product.stock]));
}

interface PlacedOrderBody {
  order: { id: string; items?: Array<{ productId: number; quantity: number }> };
  transaction: { id: string; orderId: string };
}

/**
 * Signed-in buyers placing orders: each virtual user (one per connection) takes its buyers in
 * turn; a round adds one unit of a random best seller to the cart, then places the order.
 */
export async function orders(target: LoadTarget, buyers: readonly BuyerSession[]): Promise<ScenarioFigures> {
  const hot = target.hotProductIds.slice(0, 100);
  const before = await stockOf(target, hot);
  const orderMs: number[] = [];
  const cartMs: number[] = [];
  const statuses: Record<string, number> = {};
  const cartStatuses: Record<string, number> = {};
  /** Refused orders by their error code (docs/api.md). */
  const refusals: Record<string, number> = {};
  let placed = 0;
  let unitsSold = 0;
  let withoutTransaction = 0;
  const users = Math.min(target.connections, buyers.length);
  const seconds = await closedLoop(users, target.durationMs, async (user, round) => {
    const buyer = buyers[(user + round * users) % buyers.length]!;
    const n = instanceOf(target, user);
    const agent = target.agents[n]!;
    const origin = target.origins[n]!;
    const added = await send(agent, origin, 'POST', '/api/cart/items', { cookie: buyer.cookie, json: { productId: pick(hot) } });
    cartMs.push(added.ms);
    countStatus(cartStatuses, added.status);
    if (added.status !== 200) return;
    const answer = await send(agent, origin, 'POST', '/api/orders', { cookie: buyer.cookie, json: { checkout: CHECKOUT } });
    orderMs.push(answer.ms);
    countStatus(statuses, answer.status);
    if (answer.status !== 201) {
      countRefusal(refusals, answer.body);
      return;
    }
    placed += 1;
    const body = JSON.parse(answer.body) as PlacedOrderBody;
    if (body.transaction?.orderId !== body.order.id) withoutTransaction += 1;
    for (const item of body.order.items ?? []) if (before.has(item.productId)) unitsSold += item.quantity;
  });
  const after = await stockOf(target, hot);
  let stockDecrease = 0;
  for (const [id, stock] of before) stockDecrease += stock - (after.get(id) ?? stock);
  const cartErrors = Object.entries(cartStatuses).reduce((sum, [code, n]) => (code === '200' ? sum : sum + n), 0);
  const orderErrors = Object.entries(statuses).reduce((sum, [code, n]) => (code === '201' ? sum : sum + n), 0);
  return {
    scenario: 'orders',
    what: `signed-in buyers (${buyers.length}, ${users} at once): POST /api/cart/items then POST /api/orders; latency of the order POST alone, rate = orders placed per second`,
    connections: users,
    requests: orderMs.length,
    perSecond: Math.round(placed / seconds),
    latency: summarise(orderMs),
    errors: orderErrors + cartErrors,
    statuses,
    extra: {
      ordersPlaced: placed,
      refusals,
      unitsSold,
      stockDecrease,
      unitsMatchStock: unitsSold === stockDecrease,
      answersWithoutTransaction: withoutTransaction,
      cartAdd: { ...summarise(cartMs), statuses: cartStatuses },
    },
  };
}

/**
 * The last-units race: every buyer has one unit of the race product (stock `raceStock`) in the
 * cart, then all of them place their order at the same moment, spread over the instances.
 * Expected: exactly `raceStock` orders (201), every other buyer 409, stock 0.
 */
export async function race(target: LoadTarget, buyers: readonly BuyerSession[]): Promise<ScenarioFigures> {
  const product = target.raceProductId;
  // Each buyer's cart holds exactly the race product (earlier rounds may have left a line).
  const setupStatuses: Record<string, number> = {};
  await mapLimit(buyers, 16, async (buyer, i) => {
    const n = instanceOf(target, i);
    const cleared = await send(target.agents[n]!, target.origins[n]!, 'DELETE', '/api/cart', { cookie: buyer.cookie });
    countStatus(setupStatuses, cleared.status);
    const added = await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/cart/items', { cookie: buyer.cookie, json: { productId: product } });
    countStatus(setupStatuses, added.status);
  });
  const [stockBefore] = [...(await stockOf(target, [product])).values()];
  const started = performance.now();
  const answers = await Promise.all(
    buyers.map((buyer, i) => {
      const n = instanceOf(target, i);
      return send(target.agents[n]!, target.origins[n]!, 'POST', '/api/orders', { cookie: buyer.cookie, json: { checkout: CHECKOUT } });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [stockAfter] = [...(await stockOf(target, [product])).values()];
  const statuses: Record<string, number> = {};
  for (const answer of answers) countStatus(statuses, answer.status);
  const placed = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409).length;
  const refusals: Record<string, number> = {};
  for (const answer of answers) if (answer.status !== 201 && answer.status !== 409) countRefusal(refusals, answer.body);
  const orderIds = placed.map((a) => (JSON.parse(a.body) as PlacedOrderBody).order.id);
  return {
    scenario: 'race',
    what: `${buyers.length} buyers order the last ${target.raceStock} units of one product at once (cart filled first)`,
    connections: buyers.length,
    requests: answers.length,
    perSecond: Math.round(answers.length / seconds),
    latency: summarise(answers.map((a) => a.ms)),
    errors: answers.length - placed.length - refused,
    statuses,
    extra: {
      stockBefore,
      ordersPlaced: placed.length,
      outOfStock409: refused,
      refusals,
      stockAfter,
      exact: placed.length === target.raceStock && stockAfter === 0 && refused === buyers.length - target.raceStock,
      orderIds,
      setupStatuses,
    },
  };
}
