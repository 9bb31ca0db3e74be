/**
 * Test harness for the server: a real database (in-memory PGlite, or a throw-away database on
 * the PostgreSQL of `TEST_DATABASE_URL`), seeded like a fresh shop, the real app and clients that
 * keep their own cookies (one client = one device).
 */
import postgres from 'postgres';
import pino, { type Logger } from 'pino';
import { openDatabase, type ShopDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { seed } from '@/testing/seed';
import { hashPassword } from '../auth/password';
import type { ImportValues } from '../db/import';
import { createApp, createInstanceCaches } from '../app';
import { NO_CATALOG_INDEX } from '../services/catalog-index';
import { createEventHub, type EventHub } from '../events/hub';
import type { AppDeps, InstanceCaches } from '../http/env';

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /**
   * The catalogue word index (server/services/catalog-index.ts): built before the server is
   * handed over (default), or `false`: none, every search reads the database (the SQL path's tests,
   * rows written behind the services' back).
   */
  catalogIndex?: boolean;
  /** Seed values ({@link testSeed} by default); `false` leaves the database empty. */
  seed?: ImportValues | false;
  now?: () => Date;
  random?: () => number;
  /** Use PostgreSQL at this URL (a fresh database is created there) instead of PGlite. */
  databaseUrl?: string;
  /** The order e-mail outbox worker (none by default: the outbox rows stay unsent). */
  orderEmails?: AppDeps['orderEmails'];
  /** Web Push's dependencies (none by default: stored keys, no worker woken, endpoints of push services only). */
  push?: AppDeps['push'];
  allowedOrigins?: string[];
  /** Trusted reverse proxies in front (`TRUST_PROXY`; default 0). */
  trustProxy?: number;
  /** Sign-ups per client address in 15 minutes (default the server's). */
  registrationsPerIp?: number;
  /** Orders per buyer account in 10 minutes (`ORDER_LIMIT`; default {@link TEST_ORDER_LIMIT}). */
  ordersPerAccount?: number;
  /** Orders per client address in 10 minutes (`ORDER_ADDRESS_LIMIT`; default {@link TEST_ORDER_LIMIT}). */
  ordersPerAddress?: number;
  /** Chat messages per buyer account in a minute (`CHAT_LIMIT`; default {@link TEST_CHAT_LIMIT}). */
  chatMessagesPerAccount?: number;
  /** Chat messages per client address in a minute (`CHAT_ADDRESS_LIMIT`; default {@link TEST_CHAT_LIMIT}). */
  chatMessagesPerAddress?: number;
  /** Uncached catalogue searches per client address in a minute (`SEARCH_LIMIT`; default {@link TEST_SEARCH_LIMIT}). */
  searchesPerAddress?: number;
  /** Folder of a built SPA to serve (none by default: the API only). */
  staticDir?: string;
  /** The shop's public origin (`PUBLIC_URL`'s); default the request's. */
  publicOrigin?: string;
  /** The server renderer of the public pages (none by default: the browser renders every page). */
  renderPage?: AppDeps['renderPage'];
  /** Rendered pages per client address in a minute (`RENDER_LIMIT`; default the server's). */
  rendersPerAddress?: number;
  /** The shop is served over HTTPS (`PUBLIC_URL` https): `__Host-` session cookie, Secure (default false). */
  secureCookies?: boolean;
  /** A shop open to the network: demo passwords must be changed first (default false, a local shop). */
  demoPasswordsMustChange?: boolean;
  /** Called with each statement's text (a test counts a request's statements). */
  onStatement?: (query: string) => void;
  /** The app's logger (default silent; a test reads what the server warns). */
  logger?: Logger;
}

/**
 * The order limits of a test server unless the test names its own: lifted, as every test client
 * orders from one address and the HTTP contract places dozens of orders in a test (the limits'
 * own tests, server/tests/rate-limits.test.ts and the hostile-requests suite, set them).
 */
export const TEST_ORDER_LIMIT = 1_000_000;

/**
 * The chat message limits of a test server unless the test names its own: lifted, as every test
 * client writes from one address (the limits' own tests, server/tests/rate-limits.test.ts, set
 * them).
 */
export const TEST_CHAT_LIMIT = 1_000_000;

/**
 * The uncached search limit of a test server unless the test names its own: lifted, as every test
 * client searches from one address (its own tests, server/tests/rate-limits.test.ts, set it).
 */
export const TEST_SEARCH_LIMIT = 1_000_000;

/** A test server: the app, its database and clients with cookie jars. */
export interface TestServer {
  app: ReturnType<typeof createApp>;
  database: ShopDatabase;
  events: EventHub;
  deps: AppDeps;
  /** The instance's caches (docs/server.md "Per-instance caches"). */
  caches: InstanceCaches;
  /** A new device: its own cookies (none, or `cookies`, a Cookie header another device sent). */
  client(cookies?: string): TestClient;
  /**
   * Another instance on the same database (PostgreSQL only): its own connections, event hub and
   * app, closed with this one. @throws on PGlite, whose database belongs to one process.
   */
  secondInstance(): Promise<TestServer>;
  /** A new device signed in as `username`. @throws when the login fails. */
  signIn(username: string, password: string): Promise<TestClient>;
  /**
   * Registers a new buyer (`<username>@example.com`) and returns a device signed in as it.
   * @throws when the sign-up or the login fails.
   */
  registerBuyer(username: string, password: string): Promise<TestClient>;
  close(): Promise<void>;
}

/** A device talking to the test server. */
export interface TestClient {
  /** Sends a request (path under the server, e.g. `/api/cart`); JSON bodies are encoded. */
  request(path: string, init?: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> }): Promise<Response>;
  /** The cookie header this device sends. */
  cookies(): string;
}

/** The demo passwords by username (README). */
const DEMO_PASSWORDS: Record<string, string> = { admin: 'admin123', pembeli: 'pembeli123' };

let fastSeed: Promise<ImportValues> | null = null;
/**
 * The shop's seed with the demo users' hashes already in argon2id (hashed once per test process),
 * so a test does not pay for the browser seed's 600,000 PBKDF2 rounds at every first login.
 * Pass `seed` (the shop's own) to test that upgrade path.
 */
export function testSeed(): Promise<ImportValues> {
  fastSeed ??= (async () => {
    // The tests' own seed (src/testing/seed.ts): dated from the test file's start, the very records
    // a test compares with.
    const users = await Promise.all(
      seed.users.map(async ({ passwordHash: _pbkdf2, ...user }) => ({
        ...user,
        serverPasswordHash: await hashPassword(DEMO_PASSWORDS[user.username] ?? crypto.randomUUID()),
      })),
    );
    return { ...seed, users };
  })();
  return fastSeed;
}

let template: Promise<Blob> | null = null;
/** A migrated PGlite database with {@link testSeed}, made once per test process and copied per test. */
function seededTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await seedIfEmpty(database.db, await testSeed());
    const blob = await database.dump!();
    await database.close();
    return blob;
  })();
  return template;
}

/** The database target of the tests: PostgreSQL when `TEST_DATABASE_URL` is set, else PGlite. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** An empty database of its own on a PostgreSQL cluster, for one test. */
export interface ScratchDatabase {
  /** Its connection URL. */
  url: string;
  /** Drops it (ending its connections) and closes the admin connection. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `<prefix>_<time>_<random>` on the cluster of `clusterUrl` (by default
 * `TEST_DATABASE_URL`).
 * @throws Error when there is no cluster URL, or PostgreSQL refuses.
 */
export async function scratchDatabase(prefix = 'seulanga_test', clusterUrl = testDatabaseUrl()): Promise<ScratchDatabase> {
  if (!clusterUrl) throw new Error('scratchDatabase needs TEST_DATABASE_URL (a PostgreSQL cluster).');
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Starts the app over a fresh, seeded database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrlOf: string | null = null;
  let database: ShopDatabase;
  const url = options.databaseUrl ?? testDatabaseUrl();
  if (url) {
    const scratch = await scratchDatabase('seulanga_test', url);
    databaseUrlOf = scratch.url;
    database = await openDatabase({ kind: 'postgres', url: databaseUrlOf, maxConnections: 10, onStatement: options.onStatement });
    dropDatabase = scratch.drop;
  } else if (options.seed === undefined) {
    database = await openDatabase({ kind: 'pglite', loadDataDir: await seededTemplate(), onStatement: options.onStatement });
  } else {
    database = await openDatabase({ kind: 'pglite', onStatement: options.onStatement });
  }
  if (options.seed !== false) await seedIfEmpty(database.db, options.seed ?? (await testSeed()));
  const sibling = databaseUrlOf
    ? async () => {
        const other = await openDatabase({ kind: 'postgres', url: databaseUrlOf!, maxConnections: 10 });
        return serveDatabase(other, options, null, null);
      }
    : null;
  return serveDatabase(database, options, dropDatabase, sibling);
}

/** The app over an open `database`: its event hub, dependencies and clients. */
async function serveDatabase(
  database: ShopDatabase,
  options: TestServerOptions,
  dropDatabase: (() => Promise<void>) | null,
  sibling: (() => Promise<TestServer>) | null,
): Promise<TestServer> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const events = await createEventHub(database, logger);
  const caches = createInstanceCaches(database);
  const deps: AppDeps = {
    database,
    publish: (changes) => events.publish(changes),
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    orderEmails: options.orderEmails,
    ...(options.push ? { push: options.push } : {}),
    logger,
    staticDir: options.staticDir ?? null,
    renderPage: options.renderPage ?? null,
    publicOrigin: options.publicOrigin ?? null,
    secureCookies: options.secureCookies ?? false,
    allowedOrigins: options.allowedOrigins ?? [],
    events,
    trustProxy: options.trustProxy ?? 0,
    ...(options.rendersPerAddress ? { rendersPerAddress: options.rendersPerAddress } : {}),
    ...(options.registrationsPerIp ? { registrationsPerIp: options.registrationsPerIp } : {}),
    ordersPerAccount: options.ordersPerAccount ?? TEST_ORDER_LIMIT,
    ordersPerAddress: options.ordersPerAddress ?? TEST_ORDER_LIMIT,
    chatMessagesPerAccount: options.chatMessagesPerAccount ?? TEST_CHAT_LIMIT,
    chatMessagesPerAddress: options.chatMessagesPerAddress ?? TEST_CHAT_LIMIT,
    searchesPerAddress: options.searchesPerAddress ?? TEST_SEARCH_LIMIT,
    demoPasswordsMustChange: options.demoPasswordsMustChange ?? false,
    caches,
    ...(options.catalogIndex === false ? { catalogIndex: NO_CATALOG_INDEX } : {}),
  };
  const app = createApp(deps);
  await deps.catalogIndex!.built;
  const siblings: TestServer[] = [];

  function client(cookies = ''): TestClient {
    const jar = new Map<string, string>(
      cookies
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string]),
    );
    return {
      cookies: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      async request(path, init = {}) {
        const method = init.method ?? 'GET';
        // As a browser does for every fetch that changes something (the CSRF check reads it).
        const headers: Record<string, string> = method === 'GET' || method === 'HEAD' ? { ...init.headers } : { origin: 'http://127.0.0.1', ...init.headers };
        if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        let body = init.body;
        if (init.json !== undefined) {
          headers['content-type'] ??= 'application/json';
          body = JSON.stringify(init.json);
        }
        const response = await app.request(`http://127.0.0.1${path}`, { method, headers, body });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const index = pair!.indexOf('=');
          const key = pair!.slice(0, index);
          const value = pair!.slice(index + 1);
          if (!value || /max-age=0/i.test(line)) jar.delete(key);
          else jar.set(key, value);
        }
        return response;
      },
    };
  }

  async function signIn(username: string, password: string): Promise<TestClient> {
    const device = client();
    const response = await device.request('/api/auth/login', { method: 'POST', json: { username, password } });
    if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${await response.text()}`);
    return device;
  }

  return {
    app,
    database,
    events,
    deps,
    caches,
    client,
    signIn,
    async registerBuyer(username, password) {
      const response = await client().request('/api/auth/register', {
        method: 'POST',
        json: { username, email: `${username}@example.com`, password },
      });
      if (response.status !== 201) throw new Error(`sign-up ${username} failed: ${response.status} ${await response.text()}`);
      return signIn(username, password);
    },
    async secondInstance() {
      if (!sibling) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
      const other = await sibling();
      siblings.push(other);
      return other;
    },
    async close() {
      deps.catalogIndex!.stop();
      await Promise.all(siblings.splice(0).map((other) => other.close()));
      await events.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/** The demo accounts (README). */
export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  buyer: { username: 'pembeli', password: 'pembeli123' },
} as const;

/** What a hostile admin types into a product's description: markup that must stay text. */
export const HOSTILE_DESCRIPTION = '</script><img src=x onerror=alert(1)>';

/**
 * Saves a product whose name and description try to close tags or scripts in any page that shows
 * them (the tests of escaping in server-rendered pages and page heads).
 * @param admin - a client signed in as the admin.
 * @param name - the hostile product name.
 * @param stock - units in stock (0 for an out-of-stock offer).
 * @returns the new product's id.
 * @throws when the server does not answer 201.
 */
export async function saveHostileProduct(admin: TestClient, name: string, stock: number): Promise<number> {
  const saved = await admin.request('/api/admin/products', {
    method: 'POST',
    json: {
      name,
      category: 'Minuman',
      price: 50000,
      stock,
      location: 'Takengon',
      partnerId: 'P001',
      image: '/images/products/kopi-arabika-gayo.svg',
      description: HOSTILE_DESCRIPTION,
    },
  });
  if (saved.status !== 201) throw new Error(`saving the product answered ${saved.status}`);
  return ((await saved.json()) as { id: number }).id;
}
