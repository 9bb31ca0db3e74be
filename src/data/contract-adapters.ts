/**
 * The adapters the storage contract runs against, and helpers shared by the contract suites.
 */
import { seed } from './seed';
import { createKeyValueShopData } from './adapters/key-value/shop-data';
import type { KeyValueDriver } from './adapters/key-value/driver';
import { createMemoryDriver } from './adapters/memory/memory-driver';
import { createLocalStorageDriver } from './adapters/local-storage/local-storage-driver';
import { sessionUserSchema } from '@/domain/schemas';
import type { ShopData } from './ports';

export interface AdapterCase {
  name: string;
  /** A fresh driver, optionally with raw values already stored. */
  make(initial?: Record<string, string>): KeyValueDriver;
  /** Makes every later write fail with the quota error. */
  fillQuota(driver: KeyValueDriver): () => void;
}

export const adapters: AdapterCase[] = [
  {
    name: 'memory',
    make: (initial) => createMemoryDriver({ initial }),
    fillQuota: (driver) => {
      const memory = driver as ReturnType<typeof createMemoryDriver>;
      memory.setQuota(1);
      return () => memory.setQuota(Infinity);
    },
  },
  {
    name: 'localStorage',
    make: (initial) => {
      window.localStorage.clear();
      for (const [k, v] of Object.entries(initial ?? {})) window.localStorage.setItem(k, v);
      return createLocalStorageDriver({ storage: window.localStorage, target: window });
    },
    fillQuota: () => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      };
      return () => {
        Storage.prototype.setItem = original;
      };
    },
  },
];

export const buyer = seed.users.find((u) => u.username === 'pembeli')!;
export const signedIn = () => ({ currentUser: JSON.stringify(sessionUserSchema.parse(buyer)) });
export const shipping = {
  customerName: 'Cut Nyak Dhien',
  customerPhone: '081234567890',
  shippingAddress: 'Jl. Teuku Umar No. 1, Banda Aceh',
  postalCode: '23243',
  paymentMethod: 'GoPay',
};


export const admin = seed.users.find((u) => u.role === 'admin')!;
/** Raw stored values that sign the demo admin in. */
export const signedInAdmin = () => ({ currentUser: JSON.stringify(sessionUserSchema.parse(admin)) });

/** Opens a seeded data port over a fresh driver of `adapter`. */
export async function openStore(
  adapter: AdapterCase,
  initial?: Record<string, string>,
  now?: () => Date,
): Promise<{ driver: KeyValueDriver; data: ShopData }> {
  const driver = adapter.make(initial);
  const data = createKeyValueShopData(driver, { seed, passwordIterations: 1000, random: () => 0.5, now });
  await data.initialize();
  return { driver, data };
}
