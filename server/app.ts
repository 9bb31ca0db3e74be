/**
 * The shop server's Hono app (`docs/server.md`): `/api/*` (JSON, `docs/api.md`), `/api/events`
 * (live updates), the health checks and the built SPA (hashed assets cached as immutable,
 * `index.html` for client routes, a real 404 for unknown `/api` paths).
 *
 * Long on purpose: the one place where middleware order is decided (security headers, limits, CSRF,
 * compression, pages), which must be read in sequence.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { serverMessages, apiMessages } from '@/shared/messages';
import { PUBLIC_PAGE_HEADER, PUBLIC_PAGE_MARK } from '@/shared/offline-cache';
import { webAppManifestOf } from '@/shared/web-app-manifest';
import { MOVED_PATHS, type RouteAccess } from '@/shared/routes';
import { applyIndonesianZod } from '@/shared/zod-indonesian';
import { validateSession } from './auth/sessions';
import { createSessionCache } from './auth/session-cache';
import { allowedBeforePasswordChange } from './auth/demo-passwords';
import { exposureWatch } from './http/exposure';
import type { AppDeps, AppEnv, InstanceCaches } from './http/env';
import { answerRefusal, handleError } from './http/errors';
import { accountRoutes } from './routes/account';
import { authRoutes, clientIp } from './routes/auth';
import { hasSessionCookie, isSecureRequest, readSessionCookie, writeSessionCookie } from './http/session-cookie';
import { cartRoutes } from './routes/cart';
import { chatRoutes } from './routes/chat';
import { eventRoutes } from './routes/events';
import { imageRoutes } from './routes/images';
import { logRoutes } from './routes/logs';
import { reportRoutes } from './routes/reports';
import { orderRoutes } from './routes/orders';
import { settingsRoutes } from './routes/settings';
import { backupRoutes } from './routes/backup';
import { partnerRoutes } from './routes/partners';
import { voucherRoutes } from './routes/vouchers';
import { productRoutes } from './routes/products';
import { pushRoutes } from './routes/push';
import { reviewRoutes } from './routes/reviews';
import { userRoutes } from './routes/users';
import { createServices } from './services';
import { createSettingsCache } from './services/settings';
import { themeOfCookie, withoutThemeScript, withTheme } from './pages/page-theme';
import { isPhoneRequest } from './pages/phone-request';
import { inlineStylesheets } from './pages/inline-styles';
import { notFoundHead, productHead, publicPageHead, robotsTxt, sitemapXml, SITEMAP_LIMIT, withHead, type PageHead } from './pages/head';
import { pagePathOf, renderedAddressOf } from './pages/page-routes';
import { createRenderLimit } from './pages/render-limit';
import { withRenderedPage } from './pages/ssr';
import { acceptsGzipFirst, cachedPageOf, createPageCache, type CachedPage } from './pages/page-cache';
import { createCatalogSearchCache } from './services/catalog-search-cache';
import { createCatalogIndexService } from './services/catalog-index';
import { modulePreloadsOf, readClientManifest, type ClientManifest } from './pages/client-manifest';
import { sitemapProductIds } from './services/sitemap';
import { isProductOnSale } from '@/domain/catalog/on-sale';
import type { ShopDatabase } from './db/client';

/** Largest JSON body in bytes (256 kB). */
export const JSON_BODY_LIMIT = 256 * 1024;
/** Largest image upload in bytes (2 MB). */
export const IMAGE_BODY_LIMIT = 2 * 1024 * 1024;
/** Largest backup restore in bytes (20 MB). */
export const RESTORE_BODY_LIMIT = 20 * 1024 * 1024;
/** Largest product import body in bytes (6 MB): the file's 5 MB (`PRODUCT_CSV_LIMITS`) and some slack, so the file's own limit answers first. */
export const PRODUCT_IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths a visitor or buyer may still use while maintenance mode is on. */
function allowedInMaintenance(method: string, path: string): boolean {
  if (path.startsWith('/api/images/') || path === '/api/events') return true;
  if (method === 'GET' && (path === '/api/session' || path === '/api/settings/store')) return true;
  return method === 'POST' && (path === '/api/auth/login' || path === '/api/auth/logout');
}

function limit(maxSize: number, label: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize, onError: (c) => answerRefusal(c, 413, 'TOO_LARGE', apiMessages.bodyTooLarge(label)) });
}

/**
 * The per-instance caches of a new app over `database` (docs/server.md "Per-instance caches"),
 * all empty: sessions, store settings, rendered pages, catalogue searches. `createApp` makes them
 * itself unless given.
 */
export function createInstanceCaches(database: ShopDatabase): InstanceCaches {
  return {
    sessions: createSessionCache(),
    settings: createSettingsCache(database.db),
    pages: createPageCache(),
    searches: createCatalogSearchCache(),
  };
}

/** Builds the app over its long-lived parts. */
export function createApp(deps: AppDeps) {
  // zod's own messages that reach a response (or the server renderer) in Indonesian.
  applyIndonesianZod();
  const caches = (deps.caches ??= createInstanceCaches(deps.database));
  // The services' searches answer from the instance's search cache. Set on `deps` itself, not a
  // copy: the app reads its dependencies when a request comes (a test may swap `publish`).
  deps.catalogSearches ??= caches.searches;
  // The catalogue's word index, built now in the background (server/index.ts waits for it before
  // listening); searches go to the database until it is.
  deps.catalogIndex ??= createCatalogIndexService(deps.database, deps.logger);
  // The change channel keeps them true on every instance (a change made anywhere drops what it
  // makes stale; a lost LISTEN drops everything).
  for (const observer of [caches.sessions, caches.settings, caches.pages, caches.searches, deps.catalogIndex]) deps.events.observe(observer);
  const app = new Hono<AppEnv>();
  app.onError(handleError);

  app.use('*', requestId());
  // Every text answer of 1 kB or more is compressed (gzip or deflate as the client accepts), the
  // API's JSON as much as the SPA; the event stream is not (its `no-transform` keeps it
  // streaming).
  app.use('*', compress());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('requestId', c.get('requestId'));
    c.set('log', deps.logger.child({ requestId: c.get('requestId') }));
    // The scheme picks the session cookie's name (`__Host-` over HTTPS) for the API and the
    // pages alike: a signed-in page is rendered for the session it names.
    c.set('secureRequest', isSecureRequest(c, deps.secureCookies, deps.trustProxy ?? 0));
    await next();
    if (c.req.path.startsWith('/api/') && c.req.path !== '/api/events') {
      c.get('log').info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  // A local demo shop reached through a proxy or a tunnel: marked exposed once, in the database,
  // so its published demo passwords are refused from then on (docs/security.md "Seeded accounts").
  app.use('*', exposureWatch(deps));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // No inline script: the pages' theme is written by the server (./pages/page-theme.ts).
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      strictTransportSecurity: deps.secureCookies ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const ok = await deps.database.ping();
    return c.json(ok ? { ok: true } : { ok: false, error: serverMessages.databaseUnavailable }, ok ? 200 : 503);
  });

  // An API answer may depend on the session: no cache keeps it (a browser's back-forward cache, a
  // careless CDN rule; docs/security.md "Caching"), unless its route says otherwise (the image
  // variants, the event stream).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-store');
      c.res.headers.append('Vary', 'Cookie');
    }
  });

  // A NUL character (U+0000) in an API address (a path id, a query) is no text PostgreSQL can
  // store or compare: refused at once (a NUL in a JSON body: server/http/errors.ts).
  app.use('/api/*', async (c, next) => {
    if (/%00/.test(c.req.url)) return answerRefusal(c, 400, 'VALIDATION_FAILED', apiMessages.textUnstorable);
    await next();
  });
  // CSRF: a state-changing request from another site is refused (Origin and Sec-Fetch-Site).
  app.use('/api/*', csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin || deps.allowedOrigins.includes(origin) }));
  app.use('/api/*', async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const sameOrigin = !origin || origin === new URL(c.req.url).origin || deps.allowedOrigins.includes(origin);
      if (!sameOrigin || site === 'cross-site') return answerRefusal(c, 403, 'CROSS_ORIGIN', apiMessages.crossOrigin);
    }
    await next();
  });

  // Body limits: JSON 256 kB; images 2 MB; a backup 20 MB; a product import 6 MB.
  app.use('/api/*', async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    if (c.req.path === '/api/images') return limit(IMAGE_BODY_LIMIT, '2 MB')(c, next);
    if (c.req.path === '/api/admin/restore') return limit(RESTORE_BODY_LIMIT, '20 MB')(c, next);
    if (c.req.path === '/api/admin/products/import') return limit(PRODUCT_IMPORT_BODY_LIMIT, '6 MB')(c, next);
    return limit(JSON_BODY_LIMIT, '256 kB')(c, next);
  });

  // The session: the user as the database has it (role included), read again when the instance's
  // session cache has no fresh copy (a change to the account on any instance drops it).
  app.use('/api/*', async (c, next) => {
    const token = readSessionCookie(c);
    let user = null;
    if (token) {
      const session = await validateSession(deps.database.db, token, deps.now(), {
        demoPasswordsMustChange: deps.demoPasswordsMustChange,
        cache: caches.sessions,
      });
      if (session) {
        user = session.user;
        if (session.extendedTo) {
          writeSessionCookie(c, token, session.extendedTo.getTime() - deps.now().getTime());
        }
      }
    }
    c.set('user', user);
    c.set('sessionToken', user ? token : null);
    c.set('services', createServices(deps, user, clientIp(c, deps.trustProxy ?? 0)));
    await next();
    const changed = c.get('services').ctx.committedKeys;
    if (changed.size > 0) c.header('Seulanga-Changed', [...changed].join(','));
  });

  // An account still on its published demo password, on a shop open to the network
  // (docs/security.md "Seeded accounts"): it may read its session, sign out and change its password as itself; its other reads
  // are served as to a visitor and its other changes refused until the password is new.
  app.use('/api/*', async (c, next) => {
    if (!c.get('user')?.mustChangePassword || allowedBeforePasswordChange(c.req.method, c.req.path)) return next();
    if (UNSAFE.has(c.req.method)) return answerRefusal(c, 403, 'PASSWORD_CHANGE_REQUIRED', apiMessages.passwordChangeRequired);
    c.set('user', null);
    c.set('sessionToken', null);
    c.set('services', createServices(deps, null, clientIp(c, deps.trustProxy ?? 0)));
    return next();
  });

  // Maintenance mode, enforced here for visitors and buyers (docs/api.md).
  app.use('/api/*', async (c, next) => {
    if (c.get('user')?.role === 'admin' || allowedInMaintenance(c.req.method, c.req.path)) return next();
    if ((await caches.settings.read()).maintenanceMode) {
      return answerRefusal(c, 503, 'MAINTENANCE', apiMessages.maintenance);
    }
    return next();
  });

  const resources = [
    authRoutes({ trustProxy: deps.trustProxy ?? 0 }),
    productRoutes(),
    partnerRoutes(),
    voucherRoutes(),
    reviewRoutes(),
    cartRoutes(),
    orderRoutes(),
    logRoutes(),
    reportRoutes(),
    settingsRoutes(),
    accountRoutes(),
    chatRoutes(),
    userRoutes(),
    backupRoutes(),
    imageRoutes(),
    pushRoutes(),
    eventRoutes(deps.events),
  ];
  for (const routes of resources) app.route('/api', routes);
  app.all('/api/*', (c) => answerRefusal(c, 404, 'UNKNOWN_ENDPOINT', serverMessages.notFound));

  const staticDir = deps.staticDir;
  if (staticDir) mountSpa(app, staticDir, deps, caches, (html) => inlineStylesheets(withoutThemeScript(html), staticDir));
  return app;
}

/**
 * Serves the built SPA: hashed assets immutable, everything compressed, `index.html` for client
 * routes; `robots.txt`, `sitemap.xml` and, for the storefront's public pages, `index.html` with
 * the page's own head (title, description, link previews, JSON-LD; a missing product or a path no
 * page of the router answers gives 404)
 * unless the shop is in maintenance mode (docs/server.md "Public pages").
 */
/**
 * The files under `root`, each found one answered with the Cache-Control `cacheControlOf(path)`
 * gives (none for null). Set on the answer itself: a header serveStatic's `onFound` sets comes
 * after its answer is made and never reaches the browser.
 */
function staticFiles(root: string, cacheControlOf: (path: string) => string | null): MiddlewareHandler<AppEnv> {
  const found = new WeakMap<Context<AppEnv>, string>();
  const serve = serveStatic<AppEnv>({ root, onFound: (path, c) => void found.set(c, path) });
  return async (c, next) => {
    const answer = await serve(c, next);
    const path = found.get(c);
    const cacheControl = path === undefined ? null : cacheControlOf(path);
    if (answer instanceof Response && cacheControl) answer.headers.set('Cache-Control', cacheControl);
    return answer;
  };
}

/** A path segment decoded, or the segment as it came when it is not valid percent-encoding (`%ZZ`). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function mountSpa(app: Hono<AppEnv>, root: string, deps: AppDeps, caches: InstanceCaches, prepareHtml: (html: string) => string) {
  /** The shop's public origin: `PUBLIC_URL`'s, else the request's. */
  const originOf = (c: Context<AppEnv>) => deps.publicOrigin ?? new URL(c.req.url).origin;
  // Without PUBLIC_URL the addresses inside come from the request's Host header: a shared cache
  // must not keep one visitor's Host for everyone (cache poisoning), so only PUBLIC_URL's are cached.
  const cacheOfAddresses = deps.publicOrigin ? 'public, max-age=3600' : 'no-store';
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', cacheOfAddresses);
    return c.text(robotsTxt(originOf(c)));
  });
  app.get('/sitemap.xml', async (c) => {
    const ids = await sitemapProductIds(deps.database.db, SITEMAP_LIMIT);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', cacheOfAddresses);
    return c.body(sitemapXml(originOf(c), ids));
  });
  let indexHtml: Promise<string> | null = null;
  let manifest: Promise<ClientManifest | null> | null = null;
  const renderLimit = createRenderLimit(deps.database.db, deps.rendersPerAddress);
  /** The renderings under way of the page cache's keys: a request of a key being rendered waits for it. */
  const rendering = new Map<string, Promise<string | null>>();
  /**
   * `index.html` for a client route, with the page's head when it has one, and for the pages the
   * server renders (docs/decisions/013-server-rendered-storefront.md) their markup and data,
   * rendered at the page's address as `renderedAddressOf` writes it (the parameters the page
   * reads; one "not found" page for every unknown path); a rendered page of a visitor without a
   * session cookie from the instance's page cache when it has it, or from the rendering of the
   * same key under way (docs/server.md "Per-instance caches"); past the client address's render
   * limit (./pages/render-limit.ts) the page unrendered.
   */
  /**
   * Whether the visitor's session (cached per instance, as the API reads it) may open a page of
   * the signed-in area `access`: its role, and no password change due.
   */
  async function sessionMayOpen(c: Context<AppEnv>, access: RouteAccess): Promise<boolean> {
    const token = readSessionCookie(c);
    if (!token) return false;
    const session = await validateSession(deps.database.db, token, deps.now(), {
      demoPasswordsMustChange: deps.demoPasswordsMustChange,
      cache: caches.sessions,
    });
    return session !== null && session.user.role === access && !session.user.mustChangePassword;
  }

  async function spaPage(c: Context<AppEnv>) {
    indexHtml ??= readFile(join(root, 'index.html'), 'utf8').then(prepareHtml);
    c.header('Cache-Control', 'no-cache');
    const theme = themeOfCookie(getCookie(c, 'theme'));
    const url = new URL(c.req.url);
    const path = pagePathOf(url.pathname);
    const { access } = path;
    // Every page is written in the theme of the visitor's cookie; a back-office page also for the
    // screen a phone or a wider one has (its lists: src/lib/screen-guess.ts), and only it: a
    // storefront page's markup is the same on every screen, so its cached copy is one, not two.
    const screenDependent = access === 'admin';
    const vary = screenDependent ? 'Cookie, Sec-CH-UA-Mobile, User-Agent' : 'Cookie';
    c.header('Vary', vary);
    const narrowScreen = screenDependent && isPhoneRequest(c.req.header('sec-ch-ua-mobile'), c.req.header('user-agent'));
    // A signed-in area's page is rendered only for a session that may open it, checked before any
    // rendering (a forged cookie or another role's costs none; the renderer checks again); else
    // the browser's role guard sends the visitor on.
    const serverRendered = Boolean(deps.renderPage) && path.serverRendered && (access === 'public' || (await sessionMayOpen(c, access)));
    // The page shows the visitor's session, cart and theme: no shared cache may keep it; and a
    // signed-in visitor's page no cache at all, so nothing is left to go back to after signing
    // out on a shared computer.
    if (serverRendered) c.header('Cache-Control', 'private, no-cache');
    if (hasSessionCookie(c)) c.header('Cache-Control', 'no-store');
    // A public storefront page asked for without a session is the page every visitor gets: the
    // installable app's worker may keep it for a bad connection, and keeps no page without this
    // mark (docs/decisions/025-installable-app.md).
    else if (access === 'public' && path.isPage && path.serverRendered) c.header(PUBLIC_PAGE_HEADER, PUBLIC_PAGE_MARK);
    const address = renderedAddressOf(url, path.isPage);
    // The origin is part of the key: without PUBLIC_URL the page's links come from the Host header.
    const cacheKey = serverRendered && !hasSessionCookie(c) ? `${theme} ${narrowScreen ? 'phone' : 'wide'} ${originOf(c)}${address}` : null;
    const cached = cacheKey === null ? undefined : caches.pages.get(cacheKey);
    // The cache keeps pages answered 200 and the "not found" page, each with its gzip bytes: sent
    // as they are (the compress middleware leaves an answer with its Content-Encoding alone).
    const sendKept = (page: CachedPage, status: 200 | 404) => {
      if (!acceptsGzipFirst(c.req.header('Accept-Encoding'))) return c.html(page.html, status);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Content-Encoding', 'gzip');
      c.header('Vary', `${vary}, Accept-Encoding`);
      return c.body(page.gzip, status);
    };
    if (cached !== undefined) return sendKept(cached, path.isPage ? 200 : 404);
    const mark = caches.pages.mark();
    let html = withTheme(await indexHtml, theme);
    const head = await pageHeadOf(c, originOf(c), path.isPage);
    if (head) html = withHead(html, head);
    const status = head?.status ?? 200;
    const underWay = () => (cacheKey === null ? undefined : rendering.get(cacheKey));
    // Looked up again with the renderings, in one step: another request of the key may have
    // rendered and kept its page while this one read its head (a page is kept before its
    // rendering ends), so between the two lookups no rendering can be missed.
    const keptMeanwhile = cacheKey === null ? undefined : caches.pages.get(cacheKey);
    if (keptMeanwhile !== undefined) return sendKept(keptMeanwhile, path.isPage ? 200 : 404);
    const waited = underWay();
    if (waited) {
      html = (await waited) ?? html;
    } else if (serverRendered && (await renderLimit.allow(clientIp(c, deps.trustProxy ?? 0)))) {
      // Another request of the key may have started its rendering meanwhile, or ended it and kept the page.
      const keptNow = cacheKey === null ? undefined : caches.pages.get(cacheKey);
      if (keptNow !== undefined) return sendKept(keptNow, path.isPage ? 200 : 404);
      const started = underWay();
      const made = started ?? rendered(c, `${url.origin}${address}`, html, theme, narrowScreen);
      if (!started && cacheKey !== null) {
        rendering.set(cacheKey, made);
        try {
          // Only a page the renderer made, answered 200 or the one "not found" page; not a missing
          // product (its page and data name the id the visitor typed). It is kept with its gzip
          // bytes and answered as a hit is (compressed once); the rendering stays the key's until
          // then, so a request arriving meanwhile takes this page instead of rendering it again.
          const page = await made;
          if (page !== null && (status === 200 || !path.isPage)) {
            const kept = await cachedPageOf(page);
            caches.pages.set(cacheKey, kept, mark);
            return sendKept(kept, path.isPage ? 200 : 404);
          }
        } finally {
          rendering.delete(cacheKey);
        }
      }
      html = (await made) ?? html;
    }
    return c.html(html, status);
  }

  /**
   * `html` with the page at `pageUrl` rendered into it, its data read through this app's own API with the
   * visitor's cookie (so with their session and role checks); null when the renderer leaves the
   * page to the browser or fails (logged: the browser renders it as before).
   */
  async function rendered(
    c: Context<AppEnv>,
    pageUrl: string,
    html: string,
    theme: 'light' | 'dark',
    narrowScreen: boolean,
  ): Promise<string | null> {
    const cookie = c.req.header('cookie');
    const forwardedProto = c.req.header('x-forwarded-proto');
    try {
      const page = await deps.renderPage!({
        url: pageUrl,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          if (cookie) headers.set('cookie', cookie);
          // The scheme the visitor used picks the session cookie's name (`__Host-` over HTTPS).
          if (forwardedProto) headers.set('x-forwarded-proto', forwardedProto);
          return Promise.resolve(app.fetch(new Request(input, { ...init, headers })));
        },
        theme,
        narrowScreen,
      });
      if (!page) return null;
      manifest ??= readClientManifest(root);
      const known = await manifest;
      return withRenderedPage(html, page, known ? modulePreloadsOf(known, page.modules) : []);
    } catch (error) {
      c.get('log').error({ err: error, path: c.req.path }, 'server rendering failed');
      return null;
    }
  }
  for (const [from, to] of Object.entries(MOVED_PATHS)) app.get(from, (c) => c.redirect(to, 301));
  // Before the static files, which would answer `/` with the plain index.html.
  app.get('/', spaPage);
  // The build's manifest is for the server (./pages/client-manifest.ts), not for visitors.
  app.all('/.vite/*', (c) => c.notFound());
  // The installable app's manifest, named after the store; a short cache, so a new name reaches
  // the installed app soon (docs/decisions/025-installable-app.md).
  app.get('/manifest.webmanifest', async (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(JSON.stringify(webAppManifestOf((await caches.settings.read()).storeName)));
  });
  app.use('/assets/*', staticFiles(root, () => 'public, max-age=31536000, immutable'));
  app.use(
    '*',
    staticFiles(root, (path) => {
      // The service worker is checked for a new version at each visit (the browser caps its own
      // caching of it at a day anyway): a new build reaches the `Muat Ulang` prompt at once.
      if (path.endsWith('/sw.js')) return 'no-cache';
      return path.endsWith('.html') ? null : 'public, max-age=3600';
    }),
  );
  app.get('*', spaPage);

  /**
   * The head of a public page (null: none, or maintenance mode).
   * @param isPage - whether a page answers the request's path (`pagePathOf`).
   */
  async function pageHeadOf(c: Context<AppEnv>, origin: string, isPage: boolean): Promise<PageHead | null> {
    const url = new URL(c.req.url);
    // A path no page answers: a real 404 (the app shows its "not found" page).
    if (!isPage) return notFoundHead();
    const product = /^\/product\/([^/]+)$/.exec(url.pathname);
    const fixed = publicPageHead(url, origin);
    if (!product && !fixed) return null;
    if ((await caches.settings.read()).maintenanceMode) return null;
    if (fixed) return fixed;
    const id = safeDecode(product![1]!);
    const numeric = /^\d{1,15}$/.test(id) ? Number(id) : null;
    const services = createServices(deps, null);
    const found = numeric === null ? null : await services.products.get(numeric);
    return productHead(found, id, origin, found !== null && isProductOnSale(found, await services.partners.list()));
  }
}
