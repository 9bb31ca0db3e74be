/**
 * The Hono environment of every route: the request's actor (from the session cookie), its
 * services, a request-scoped logger and the long-lived server parts.
 */
import type { Logger } from 'pino';
import type { EventHub } from '../events/hub';
import type { SessionUser } from '@/domain/core/records';
import type { Services } from '../services';
import type { ServiceDeps } from '../services/context';
import type { RenderPage } from '../pages/ssr';
import type { SessionCache } from '../auth/session-cache';
import type { SettingsCache } from '../services/settings';
import type { PageCache } from '../pages/page-cache';
import type { CatalogSearchCache } from '../services/catalog-search-cache';

/** The per-instance caches of an app (docs/server.md "Per-instance caches"; `createInstanceCaches`). */
export interface InstanceCaches {
  sessions: SessionCache;
  settings: SettingsCache;
  pages: PageCache;
  /** Catalogue search answers (ids and counts; server/services/catalog-search-cache.ts). */
  searches: CatalogSearchCache;
}

/** Variables set by the middleware for each request. */
export interface AppVariables {
  /** The signed-in user as the database has it (or the instance's session cache, kept true by the change channel), or null. */
  user: SessionUser | null;
  /** Whether the request reached the shop over HTTPS (the session cookie's name and flags follow it). */
  secureRequest: boolean;
  /** The session token of the request's cookie, when it named a valid session. */
  sessionToken: string | null;
  /** The services bound to `user`. */
  services: Services;
  /** pino logger with the request id. */
  log: Logger;
  requestId: string;
}

/** The app's Hono environment. */
export interface AppEnv {
  Variables: AppVariables;
}

/** What the app is built from (see `createApp`). */
export interface AppDeps extends ServiceDeps {
  logger: Logger;
  /** Folder of the built SPA (`dist/`), or null to serve the API only (tests). */
  staticDir: string | null;
  /** Whether cookies get `Secure` (the shop is served over HTTPS). */
  secureCookies: boolean;
  /** Origins allowed to make state-changing requests (besides the request's own). */
  allowedOrigins: string[];
  /** Live update streams (`/api/events`). */
  events: EventHub;
  /** The shop's public origin (`PUBLIC_URL`), for absolute links in page heads and the sitemap; null: the request's. */
  publicOrigin?: string | null;
  /**
   * Renders the storefront's public pages to HTML (server/pages/ssr.ts); null or absent: the
   * browser renders every page.
   */
  renderPage?: RenderPage | null;
  /** Trusted reverse proxies in front (`TRUST_PROXY`): the client's address is read from `X-Forwarded-For`. */
  trustProxy?: number;
  /** Pages one client address may have rendered per minute on the instance (`RENDER_LIMIT`; absent: `DEFAULT_RENDERS_PER_ADDRESS`). */
  rendersPerAddress?: number;
  /** The instance's caches (tests look into them); absent: the app makes its own. */
  caches?: InstanceCaches;
}
