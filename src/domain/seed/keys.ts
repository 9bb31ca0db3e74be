/**
 * The storage keys the demo seed writes (src/domain/seed/index.ts `demoSeed`), apart from the seed's
 * code: browser mode tells from them whether a store needs the seed before loading it
 * (src/data/index.ts), so a returning visitor never downloads the seed.
 */
import type { DemoSeed } from './index';

/** The keys of {@link DemoSeed}, each a storage key (seed.test.ts holds them to `demoSeed`'s). */
export const DEMO_SEED_KEYS = [
  'products',
  'partners',
  'reviews',
  'orders',
  'transactions',
  'activityLogs',
  'emailLogs',
  'users',
  'paymentAccounts',
] as const satisfies ReadonlyArray<keyof DemoSeed>;
