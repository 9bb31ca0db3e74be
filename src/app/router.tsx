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
          { index: true, lazy: () => import('./routes/public/home') },
          { path: 'login', lazy: () => import('./routes/public/login') },
          { path: 'register', lazy: () => import('./routes/public/register') },
          { path: 'tentang-kami', lazy: () => import('./routes/public/about') },
          { path: 'layanan', lazy: () => import('./routes/public/services') },
          { path: 'lokasi-toko', lazy: () => import('./routes/public/store-locations') },
          { path: 'catalog', lazy: () => import('./routes/public/catalog') },
          { path: 'product/:id', lazy: () => import('./routes/public/product') },
          {
            element: <RequireRole />,
            children: [
              { path: 'cart', lazy: () => import('./routes/shop/cart') },
              { path: 'checkout', lazy: () => import('./routes/shop/checkout') },
              { path: 'payment-confirmation', lazy: () => import('./routes/shop/payment-confirmation') },
              { path: 'pesanan-saya', lazy: () => import('./routes/shop/my-orders') },
              { path: 'purchase-history', lazy: () => import('./routes/shop/purchase-history') },
              { path: 'settings', lazy: () => import('./routes/shop/settings') },
              { path: 'tentang-kami-auth', lazy: () => import('./routes/public/about') },
              { path: 'layanan-auth', lazy: () => import('./routes/public/services') },
              { path: 'lokasi-toko-auth', lazy: () => import('./routes/public/store-locations') },
            ],
          },
          { path: 'redirect', lazy: () => import('./routes/redirect') },
          { path: '*', lazy: () => import('./routes/not-found') },
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
              { index: true, lazy: () => import('./routes/admin/dashboard') },
              { path: 'products', lazy: () => import('./routes/admin/products') },
              { path: 'partners', lazy: () => import('./routes/admin/partners') },
              { path: 'orders', lazy: () => import('./routes/admin/orders') },
              { path: 'transactions', lazy: () => import('./routes/admin/transactions') },
              { path: 'reports', lazy: () => import('./routes/admin/reports') },
              { path: 'sales-history', lazy: () => import('./routes/admin/sales-history') },
              { path: 'settings', lazy: () => import('./routes/admin/settings') },
              { path: '*', lazy: () => import('./routes/not-found') },
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
