/**
 * The adapters the storage contract runs against, and helpers shared by the contract suites.
 *
 * The contract suites (`src/testing/contract/*.ts`) test the PORT: they set up state through the
 * port or through the hooks of an {@link AdapterCase} (sign a user in, change a stock behind the
 * port's back), so the same cases run against the key-value adapters here (memory and
 * localStorage, by the `src/testing/contract/<area>.test.ts` runners) and against the HTTP
 * adapter over the real server (`src/testing/contract/http.test.ts`). Checks of the key-value
 * storage itself (corruption recovery, quota, raw values) use {@link KeyValueCase} and
 * {@link openStore} directly.
 */
import { seededRandom } from './seeded-random';
import { seed } from '@/testing/seed';
import { createKeyValueShopData } from '@/data/adapters/key-value/shop-data';
import type { KeyValueDriver } from '@/data/adapters/key-value/driver';
import { createMemoryDriver } from '@/testing/memory-driver';
import { createLocalStorageDriver } from '@/data/adapters/local-storage/local-storage-driver';
import { sessionUserSchema, type Product, type User } from '@/domain/core/records';
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import type { ShopData } from '@/domain/port/port';

/** A demo account of the seed (README): `admin`/`admin123`, `pembeli`/`pembeli123`. */
export type DemoAccount = 'buyer' | 'admin';

/** A username and password. */
export interface Credentials {
  username: string;
  password: string;
}

/** The demo accounts' credentials (README). */
export const DEMO_CREDENTIALS: Record<DemoAccount, Credentials> = {
  admin: { username: 'admin', password: 'admin123' },
  buyer: { username: 'pembeli', password: 'pembeli123' },
};

/** Options of {@link AdapterCase.open}. */
export interface OpenOptions {
  /** Signed in as this demo account (a visitor when absent). */
  as?: DemoAccount;
  /** The shop's clock. */
  now?: () => Date;
}

/** An adapter the port's contract runs against, with the hooks the suites need. */
export interface AdapterCase {
  name: string;
  /** Opens the port over a fresh, seeded shop of its own. */
  open(options?: OpenOptions): Promise<ShopData>;
  /**
   * Makes `data` act for `who`: a demo account, an account's credentials, or null (a visitor).
   * The key-value adapters write the session key of the account (no password check); the HTTP
   * adapter logs in (or out) through the port.
   */
  signIn(data: ShopData, who: DemoAccount | Credentials | null): Promise<void>;
  /** Sets a product's stock behind the port's back (another device sold it, say). */
  setStock(data: ShopData, productId: number, stock: number): Promise<void>;
  /**
   * Stores `products` (ids given, after the stored ones in stored order) behind the port's back, all
   * at once: a large catalogue without a request per product.
   */
  addProducts(data: ShopData, products: Product[]): Promise<void>;
  /** The stored user accounts as text, to check that no plain password is kept. */
  storedUsers(data: ShopData): Promise<string>;
  /**
   * Lets the shop take the steps that fell due by its clock (payment deadline, automatic
   * completion): the key-value adapters are opened again (`initialize`, as a browser opening the
   * shop), the server runs its deadline job once (server/jobs/order-deadlines.ts).
   */
  runDueSteps(data: ShopData): Promise<void>;
  /** Releases what the test opened (servers). Call after each test. */
  cleanup(): Promise<void>;
}

/** A key-value adapter: the contract's hooks plus raw access to its driver. */
export interface KeyValueCase extends AdapterCase {
  /** A fresh driver, optionally with raw values already stored. */
  make(initial?: Record<string, string>): KeyValueDriver;
  /** Makes every later write fail with the quota error. */
  fillQuota(driver: KeyValueDriver): () => void;
  /** The driver under a port this case opened. */
  driverOf(data: ShopData): KeyValueDriver;
}

/** The seed's demo buyer account (`pembeli`). */
export const buyer = seed.users.find((u) => u.username === 'pembeli')!;
/** The seed's demo admin account (`admin`). */
export const admin = seed.users.find((u) => u.role === 'admin')!;

/** Raw stored values that sign the demo buyer in. */
export const signedIn = () => ({ currentUser: JSON.stringify(sessionUserSchema.parse(buyer)) });
/** Raw stored values that sign the demo admin in. */
export const signedInAdmin = () => ({ currentUser: JSON.stringify(sessionUserSchema.parse(admin)) });

/** The username of a sign-in target. */
export function usernameOf(who: DemoAccount | Credentials): string {
  return typeof who === 'string' ? DEMO_CREDENTIALS[who].username : who.username;
}

function keyValueCase(
  name: string,
  make: (initial?: Record<string, string>) => KeyValueDriver,
  fillQuota: (driver: KeyValueDriver) => () => void,
): KeyValueCase {
  const drivers = new WeakMap<ShopData, KeyValueDriver>();
  const driverOf = (data: ShopData) => {
    const driver = drivers.get(data);
    if (!driver) throw new Error(`${name}: this port was not opened by the case`);
    return driver;
  };
  const stored = <T>(driver: KeyValueDriver, key: string, fallback: T): T => {
    const raw = driver.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  };
  return {
    name,
    make,
    fillQuota,
    driverOf,
    async open(options = {}) {
      const initial = options.as === 'admin' ? signedInAdmin() : options.as === 'buyer' ? signedIn() : undefined;
      const { driver, data } = await openStore({ make }, initial, options.now);
      drivers.set(data, driver);
      return data;
    },
    async signIn(data, who) {
      const driver = driverOf(data);
      if (who === null) {
        driver.commit([['currentUser', 'null']]);
        return;
      }
      const username = usernameOf(who);
      const user = stored<User[]>(driver, 'users', seed.users).find((u) => u.username === username);
      if (!user) throw new Error(`${name}: no account ${username}`);
      driver.commit([['currentUser', JSON.stringify(sessionUserSchema.parse(user))]]);
    },
    async setStock(data, productId, stock) {
      const driver = driverOf(data);
      const products = stored<Array<{ id: number; stock: number }>>(driver, 'products', []);
      driver.commit([['products', JSON.stringify(products.map((p) => (p.id === productId ? { ...p, stock } : p)))]]);
    },
    async addProducts(data, products) {
      const driver = driverOf(data);
      driver.commit([['products', JSON.stringify([...stored<Product[]>(driver, 'products', []), ...products])]]);
    },
    async storedUsers(data) {
      return driverOf(data).getItem('users') ?? '';
    },
    async runDueSteps(data) {
      driverOf(data);
      await data.initialize();
    },
    async cleanup() {},
  };
}

/** The key-value adapters: the memory driver and the localStorage driver (jsdom's Storage). */
export const adapters: KeyValueCase[] = [
  keyValueCase(
    'memory',
    (initial) => createMemoryDriver({ initial }),
    (driver) => {
      const memory = driver as ReturnType<typeof createMemoryDriver>;
      memory.setQuota(1);
      return () => memory.setQuota(Infinity);
    },
  ),
  keyValueCase(
    'localStorage',
    (initial) => {
      window.localStorage.clear();
      for (const [k, v] of Object.entries(initial ?? {})) window.localStorage.setItem(k, v);
      return createLocalStorageDriver({ storage: window.localStorage, target: window });
    },
    () => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      };
      return () => {
        Storage.prototype.setItem = original;
      };
    },
  ),
];

/** Opens a seeded data port over a fresh driver of `adapter`, with raw values already stored. */
export async function openStore(
  adapter: Pick<KeyValueCase, 'make'>,
  initial?: Record<string, string>,
  now?: () => Date,
): Promise<{ driver: KeyValueDriver; data: ShopData }> {
  const driver = adapter.make(initial);
  // The seed of the test's start whatever the shop's clock, as the server's harness writes it
  // (server/testing/harness.ts `testSeed`): the adapters hold the same orders at the same times.
  const data = createKeyValueShopData(driver, { seed, passwordIterations: 1000, random: seededRandom(), now });
  await data.initialize();
  return { driver, data };
}

/**
 * Saves the store's order limits (`Batas Pesanan`) as the admin, then acts for the demo buyer. The
 * suites that place many orders as one buyer lift them ({@link liftOrderLimits}); the limits'
 * own suite (./contract/order-limits.ts) sets what it tests.
 */
export async function setOrderLimits(
  adapter: AdapterCase,
  data: ShopData,
  maxPerProduct: number,
  maxUnpaidOrders: number,
  maxOpenOrders: number = MAX_OPEN_ORDERS.default,
  maxOpenOrdersNewBuyer: number = MAX_OPEN_ORDERS_NEW_BUYER.default,
): Promise<void> {
  await adapter.signIn(data, 'admin');
  await data.settings.saveOrderLimits({ maxPerProduct, maxUnpaidOrders, maxOpenOrders, maxOpenOrdersNewBuyer });
  await adapter.signIn(data, 'buyer');
}

/** The order limits at their highest (999 units a line, 50 unpaid orders, 100 open orders new or not), the demo buyer signed in. */
export const liftOrderLimits = (adapter: AdapterCase, data: ShopData) =>
  setOrderLimits(adapter, data, MAX_PER_PRODUCT.max, MAX_UNPAID_ORDERS.max, MAX_OPEN_ORDERS.max, MAX_OPEN_ORDERS_NEW_BUYER.max);
