/**
 * The one browser router (spec section 2, route table; docs/product/decisions.md "Access"). Every page is a
 * lazy route module so each area loads only when visited.
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type LazyRouteFunction, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
// The storefront's layout is part of every storefront page: loading it with the entry saves a
// network round trip before the first page can render (Lighthouse LCP on a slow phone).
import { Component as ShopLayout } from './layouts/shop-layout';
import { RequireRole } from './require-role';
import { RouteErrorPage } from './route-error-page';

/** What a page module exports (its `Component`, and what else React Router reads of a lazy route). */
type PageModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * The page modules (src/app/routes), each imported when its page is first visited, keyed by
 * their path from this folder (`./routes/public/home.tsx`).
 */
const pageModules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!**/*.test.tsx']);

/**
 * The lazy route of the page module `src/app/routes/<name>.tsx`.
 * @throws Error at start-up when there is no such module (a typo in the route table).
 */
function page(name: string): { lazy: LazyRouteFunction<RouteObject> } {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module ${name}`);
  return { lazy: load };
}

/** The route tree; exported for tests (createMemoryRouter). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        Component: ShopLayout,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...page('public/home') },
          { path: 'login', ...page('public/login') },
          { path: 'register', ...page('public/register') },
          { path: 'tentang-kami', ...page('public/about') },
          { path: 'layanan', ...page('public/services') },
          { path: 'lokasi-toko', ...page('public/store-locations') },
          { path: 'catalog', ...page('public/catalog') },
          { path: 'product/:id', ...page('public/product') },
          {
            element: <RequireRole />,
            children: [
              { path: 'cart', ...page('shop/cart') },
              { path: 'checkout', ...page('shop/checkout') },
              { path: 'payment-confirmation', ...page('shop/payment-confirmation') },
              { path: 'pesanan-saya', ...page('shop/my-orders') },
              { path: 'purchase-history', ...page('shop/purchase-history') },
              { path: 'settings', ...page('shop/settings') },
              { path: 'tentang-kami-auth', ...page('public/about') },
              { path: 'layanan-auth', ...page('public/services') },
              { path: 'lokasi-toko-auth', ...page('public/store-locations') },
            ],
          },
          { path: 'redirect', ...page('redirect') },
          { path: '*', ...page('not-found') },
        ],
      },
      {
        path: 'admin',
        element: <RequireRole />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            lazy: () => import('./layouts/admin-layout'),
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, ...page('admin/dashboard') },
              { path: 'products', ...page('admin/products') },
              { path: 'partners', ...page('admin/partners') },
              { path: 'orders', ...page('admin/orders') },
              { path: 'transactions', ...page('admin/transactions') },
              { path: 'reports', ...page('admin/reports') },
              { path: 'sales-history', ...page('admin/sales-history') },
              { path: 'settings', ...page('admin/settings') },
              { path: '*', ...page('not-found') },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Creates the shop's browser router.
 * @param hydrationData - the router state of a server-rendered page (see `loadRouteModules`).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/** The page modules' paths from the project root by their import function (see {@link routeModulePaths}). */
let pageModulePaths: Map<unknown, string> | undefined;

/**
 * The page modules a location shows, as paths from the project root
 * (`src/app/routes/public/home.tsx`, their key in the client build's manifest
 * `dist/.vite/manifest.json`): what the server preloads for a page it rendered.
 * Reads the route table as written (not the one {@link loadRouteModules} has filled in).
 */
export function routeModulePaths(location: string): string[] {
  // Built at the first call (the server's first render), not at start-up: the browser never calls it.
  const paths = (pageModulePaths ??= new Map(Object.entries(pageModules).map(([key, load]) => [load, `src/app/${key.slice(2)}`])));
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const path = paths.get(route.lazy);
    return path ? [path] : [];
  });
}

/**
 * Loads the lazy route modules that match `location` into {@link routes}, so a server-rendered
 * page hydrates with its components at hand (React Router otherwise renders nothing for a lazy
 * route it has not loaded, and the markup would not match). Call before {@link createAppRouter}.
 * @throws whatever a route module's import throws (a failed chunk download).
 */
export async function loadRouteModules(location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
