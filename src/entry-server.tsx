/**
 * The storefront's server renderer (docs/decisions/013-server-rendered-storefront.md), built by
 * `vite build --ssr` into `dist-server/` and called by the shop server (server/pages/ssr.ts) for
 * the public pages. It renders the same route tree and providers as the browser, over the HTTP
 * data port whose requests go to the server's own API in-process with the visitor's cookie, so
 * the page shows exactly what the visitor's browser would ask for: their session, their cart
 * count, the catalogue page of the URL's filters.
 *
 * The data is found by rendering: each pass builds, in the query cache, every query the tree
 * asks for; the pending ones are fetched and the tree rendered again, until a pass asks for
 * nothing new. The page is then rendered once more from a cache holding only the answered
 * queries, the very cache the browser hydrates with, so both render the same markup.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createHttpShopData } from '@/data/adapters/http/http-shop-data';
import type { ShopData } from '@/data';
import { createQueryClient, AppProvider } from './app/provider';
import { routeModulePaths, routes } from './app/router';
import { accessOf, ROUTES } from '@/shared/routes';
import type { SessionUser } from '@/domain/core/records';
import { queryKeys } from '@/data/query-keys';
import type { RenderedPage, RenderRequest } from './lib/ssr-state';
import { RedirectOnServer } from './lib/redirect-on-render';
import { NarrowScreenGuess } from './lib/screen-guess';
import { jakartaYear, RenderYear } from './lib/render-year';
import { RenderNow } from './lib/render-now';

/** How many render passes may discover new queries (a product page needs two: product, then its partner). */
const MAX_PASSES = 4;

/**
 * The router's request handler, made once: it keeps the route modules it has loaded (the lazy
 * routes), so a request imports nothing.
 */
const handler = createStaticHandler(routes);

/**
 * Loads the route modules of the server-rendered pages, so the first visitor of each does not
 * wait for them. Never rejects (a page whose module fails to load is left to the browser).
 */
export async function warmUp(): Promise<void> {
  // Every server-rendered page of the route manifest (`:id` as 1), and the "not found" page.
  const paths = [...ROUTES.filter((route) => 'serverRendered' in route).map((route) => route.path.replace(/:[^/]+/g, '1')), '/halaman-yang-tidak-ada'];
  await Promise.all(paths.map((path) => handler.query(new Request(new URL(path, 'http://localhost'))).catch(() => undefined)));
}

/** Renders `node` to HTML, waiting for every lazy part (prerender resolves each Suspense boundary). */
async function renderToHtml(node: ReactNode): Promise<string> {
  // An error inside a Suspense boundary would leave that part to the browser, with an inline
  // script the Content Security Policy refuses: the whole page is left to the browser instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    onError: (error) => void errors.push(error),
    // Every Suspense boundary inline, however large: React would move a large one to the end of
    // the document with an inline script to put it in place, which the Content Security Policy refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether a query of the cache asked for data the tree needs (not yet fetched, and enabled). */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Renders the page at `request.url`.
 * @returns the page, or null when it is not for the server to render: a redirect (the router's,
 *   or a page's `RedirectOnRender`, such as the checkout of an empty cart), a route error, or a
 *   signed-in area's page the session may not open (the browser then renders the page as before).
 * @throws what rendering throws (the server logs it and sends the page unrendered).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const narrowScreen = request.narrowScreen ?? false;
  // The year the page shows ('© {year}'), sent along so the browser hydrates with the same.
  // The instant its prices are of (a promo running or not), sent along for the same reason.
  const renderedAt = new Date();
  const year = jakartaYear(renderedAt);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  const data: ShopData = createHttpShopData({
    baseUrl: url.origin,
    fetch: request.fetch,
    eventSource: null,
    themeStore: { get: () => request.theme, set() {}, subscribe: () => () => {} },
  });
  // Where the last render's page sent the visitor at once (a checkout with an empty cart), if anywhere.
  const redirect: { to: string | null } = { to: null };
  const onRedirect = (to: string) => {
    redirect.to = to;
  };
  const tree = (client: QueryClient) => {
    redirect.to = null;
    return (
      <StrictMode>
        <RedirectOnServer value={onRedirect}>
          <NarrowScreenGuess value={narrowScreen}>
            <RenderYear value={year}>
              <RenderNow value={renderedAt}>
                <AppProvider data={data} queryClient={client} initialized>
                  <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
                </AppProvider>
              </RenderNow>
            </RenderYear>
          </NarrowScreenGuess>
        </RedirectOnServer>
      </StrictMode>
    );
  };

  const discovery = createQueryClient();
  let html: string | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = await renderToHtml(tree(discovery));
    const wanted = discovery.getQueryCache().getAll().filter(isWanted);
    if (wanted.length === 0) break;
    // A failed query stays out of the page: the browser asks again (and shows its error) itself.
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    html = null;
  }

  // A buyer's or admin's page only for a session of that role (not one that must first change
  // its password): anyone else gets the page unrendered, and the role guard sends them on.
  const access = accessOf(url.pathname);
  if (access !== 'public') {
    const user = discovery.getQueryData<SessionUser | null>(queryKeys.currentUser);
    if (!user || user.role !== access || user.mustChangePassword) return null;
  }
  // A page that sends the visitor elsewhere at once is left to the browser, which does so as before.
  if (redirect.to !== null) return null;

  const queries = dehydrate(discovery);
  // The last pass asked for nothing new: when no query failed, it rendered exactly the cache the
  // browser gets (the answered queries; the others pending on both sides) and is the page.
  if (html === null || discovery.getQueryCache().getAll().some((query) => query.state.status === 'error')) {
    const client = createQueryClient();
    hydrate(client, queries);
    html = await renderToHtml(tree(client));
  }
  return {
    html,
    modules: routeModulePaths(url.pathname),
    state: { queries, router: { loaderData: context.loaderData, actionData: context.actionData, errors: null }, narrowScreen, year, renderedAt: renderedAt.toISOString() },
  };
}
