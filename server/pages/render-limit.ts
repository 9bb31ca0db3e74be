/**
 * The per-address limit on rendered pages (docs/security.md "Limits"): a page the
 * server renders costs a share of a core, so one client address may have only so many rendered
 * in a window; the pages served from the page cache (./page-cache.ts) are not counted. Past the
 * limit the page goes out unrendered (`index.html` with its head), which the browser renders
 * itself: nothing breaks for the visitor, and no error is shown.
 *
 * Counted per instance, in memory (rate-limiter-flexible's memory store): the rendering it guards
 * is the instance's own work, so several instances each count their own. Addresses are keyed as
 * the shop's other limits key them (`addressKey`: IPv4 whole, IPv6 by /64).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { addressKey } from '@/shared/rate-limit-keys';

/** Pages one client address may have rendered on an instance in {@link RENDER_WINDOW_SECONDS}, unless `RENDER_LIMIT` says otherwise. */
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
 * An empty render limit.
 * @param perAddress - renderings per client address in {@link RENDER_WINDOW_SECONDS} (default
 *   {@link DEFAULT_RENDERS_PER_ADDRESS}).
 */
export function createRenderLimit(perAddress = DEFAULT_RENDERS_PER_ADDRESS): RenderLimit {
  const limiter = new RateLimiterMemory({ keyPrefix: 'render', points: perAddress, duration: RENDER_WINDOW_SECONDS });
  return {
    allow: (address) =>
      limiter.consume(addressKey(address)).then(
        () => true,
        () => false,
      ),
  };
}
