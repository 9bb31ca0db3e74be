/**
 * The one browser router (spec section 2, route table; docs/product/decisions.md "Access"). Every page is a
 * lazy route module so each area loads only when visited.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
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

/** Creates the shop's browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
