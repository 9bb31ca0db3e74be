/**
 * Test support for the route tree's tests: the page modules load once before a file's tests, so
 * no test pays for a lazy route's first transform inside its own time limit.
 */
import { beforeAll } from 'vitest';

/** The page modules of src/app/routes, keyed by their path from this folder (as src/app/router.tsx finds them). */
const pageModules = import.meta.glob(['../app/routes/**/*.tsx', '!**/*.test.tsx']);

/** How long loading the modules may take on a loaded 2-core machine (milliseconds). */
const PRELOAD_TIMEOUT_MS = 60_000;

/**
 * Loads the storefront's layout and the page modules `pages` in a `beforeAll` of the calling file
 * (or `describe` block). The routes stay lazy: this only warms the module cache.
 * @param pages - page module names as the route manifest writes them (`public/home`, `shop/my-orders`;
 *   src/shared/routes.ts).
 * @throws Error (in the hook) when a name has no module in src/app/routes.
 */
export function preloadPages(...pages: string[]): void {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/layouts/shop-layout'),
      ...pages.map((page) => {
        const load = pageModules[`../app/routes/${page}.tsx`];
        if (!load) throw new Error(`No page module src/app/routes/${page}.tsx`);
        return load();
      }),
    ]);
  }, PRELOAD_TIMEOUT_MS);
}
