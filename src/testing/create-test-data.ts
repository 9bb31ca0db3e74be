/**
 * Test data helpers: a memory-backed data port seeded like the shop, with fast password hashing.
 */
import { createKeyValueShopData, type KeyValueShopDataOptions } from '@/data/adapters/key-value/shop-data';
import { createMemoryDriver, type MemoryDriver } from '@/testing/memory-driver';
import type { StoredValues } from '@/domain/port/key-specs';
import type { ShopData } from '@/domain/port/port';
import { demoSeed, seed } from '@/testing/seed';
import { sessionUserSchema } from '@/domain/core/records';

/** What {@link createTestData} returns. */
export interface TestData {
  data: ShopData;
  driver: MemoryDriver;
}

/** Options of {@link createTestData}. */
export interface TestDataOptions extends Omit<KeyValueShopDataOptions, 'seed'> {
  /** Raw stored values to start from (overrides the seed for those keys). */
  stored?: Partial<StoredValues>;
  /** Signs this seed username in ('pembeli' or 'admin'), without hashing. */
  user?: string;
  /** Leave out the spec's seed (only `stored` is present). */
  noSeed?: boolean;
}

/**
 * Creates a memory-backed data port holding the seed (first load done) plus `stored`, with
 * 1,000-iteration password hashing for speed.
 */
export async function createTestData(options: TestDataOptions = {}): Promise<TestData> {
  const initial: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.stored ?? {})) initial[key] = JSON.stringify(value);
  const users = options.stored?.users ?? seed.users;
  if (options.user) {
    const user = users.find((u) => u.username === options.user);
    if (!user) throw new Error(`No user ${options.user} in the test data`);
    initial.currentUser = JSON.stringify(sessionUserSchema.parse(user));
  }
  const driver = createMemoryDriver({ initial });
  const data = createKeyValueShopData(driver, {
    passwordIterations: 1000,
    ...options,
    // The seed of this test file's start (./seed.ts), or one dated from the test's own clock.
    seed: options.noSeed ? {} : options.now ? demoSeed : seed,
  });
  await data.initialize();
  return { data, driver };
}
