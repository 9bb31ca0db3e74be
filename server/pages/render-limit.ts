/**
 * The per-address limit on rendered pages (docs/security.md "Limits"): a page the
 * server renders costs a share of a core, so one client address may have only so many rendered
 * in a window; the pages served from the page cache (./page-cache.ts) are not counted and touch
 * no database. Past the limit the page goes out unrendered (`index.html` with its head), which
 * the browser renders itself: nothing breaks for the visitor, and no error is shown.
 *
 * Counted in the shared `rate_limits` table (`createSharedLimit`, server/services/rate-limits.ts),
 * so N instances on one database allow an address the limit once, not N times: one upsert per
 * rendering (far cheaper than the rendering), none past the limit (the key is then refused from
 * the instance's memory until its window ends), and counted in memory while the database fails.
 * Addresses are keyed as the shop's other limits key them (`addressKey`: IPv4 whole, IPv6 by /64).
 */
import { addressKey } from '@/shared/rate-limit-keys';
import type { Executor } from '../db/client';
import { createSharedLimit } from '../services/rate-limits';

/** Pages one client address may have rendered in {@link RENDER_WINDOW_SECONDS}, unless `RENDER_LIMIT` says otherwise. */
export const DEFAULT_RENDERS_PER_ADDRESS = 60;
/** The window of the render limit (seconds): 1 minute. */
export const RENDER_WINDOW_SECONDS = 60;

/** Whether a client address may have one more page rendered now. */
export interface RenderLimit {
  /**
   * Counts one rendering for `address`, before it starts.
   * @param address - the client address (`clientIp`).
   * @returns true when it is within the limit (render the page), false past it (send it unrendered).
   */
  allow(address: string): Promise<boolean>;
}

/**
 * The render limit over the shop's database, shared by every instance on it.
 * @param db - the Drizzle database (never a transaction).
 * @param perAddress - renderings per client address in {@link RENDER_WINDOW_SECONDS} (default
 *   {@link DEFAULT_RENDERS_PER_ADDRESS}).
 */
export function createRenderLimit(db: Executor, perAddress = DEFAULT_RENDERS_PER_ADDRESS): RenderLimit {
  const limit = createSharedLimit(db, 'render', perAddress, RENDER_WINDOW_SECONDS);
  return {
    allow: (address) =>
      limit.consume(addressKey(address)).then(
        () => true,
        () => false,
      ),
  };
}
