import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  accessOf,
  ADMIN_AREA,
  disallowedPaths,
  fixedPublicPages,
  isPagePath,
  isServerRenderedPath,
  NOT_FOUND_PAGE,
  routeTitle,
  ROUTES,
  type PageRoute,
} from './routes';

const routes: readonly PageRoute[] = ROUTES;

describe('the route manifest', () => {
  it('names each path once, in lower case, each page module a file under src/app/routes', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of [...routes, NOT_FOUND_PAGE]) {
      expect(existsSync(`src/app/routes/${route.page}.tsx`), route.page).toBe(true);
    }
    for (const path of paths) expect(path, path).toMatch(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/);
  });

  it('puts every admin page under /admin and nothing else there, so the whole back office is guarded', () => {
    for (const route of routes) {
      const inArea = route.path === ADMIN_AREA || route.path.startsWith(`${ADMIN_AREA}/`);
      expect(inArea, route.path).toBe(route.access === 'admin');
      expect(accessOf(route.path), route.path).toBe(route.access);
    }
    expect(routes.some((route) => route.path === ADMIN_AREA)).toBe(true);
  });

  it('gives every page a title, or says the page titles itself, except the redirect', () => {
    for (const route of routes) {
      if (route.path === '/redirect') expect(route.title).toBeNull();
      else expect(route.title !== null || route.titleByPage === true, route.path).toBe(true);
    }
    expect(routeTitle('/payment-confirmation')).toBe('Konfirmasi Pembayaran — Seulanga');
    expect(() => routeTitle('/product/:id')).toThrow();
  });

  it('server-renders only public pages', () => {
    for (const route of routes) if (route.serverRendered) expect(route.access, route.path).toBe('public');
  });

  it('keeps search engines out of the signed-in areas and the pages the server does not render', () => {
    expect(disallowedPaths()).toEqual([
      '/admin',
      '/cart',
      '/checkout',
      '/payment-confirmation',
      '/pesanan-saya',
      '/purchase-history',
      '/settings',
      '/layanan-auth',
      '/tentang-kami-auth',
      '/lokasi-toko-auth',
      '/login',
      '/register',
      '/redirect',
    ]);
    expect(fixedPublicPages()).toEqual([
      { path: '/', title: 'Beranda' },
      { path: '/catalog', title: 'Katalog Produk' },
      { path: '/tentang-kami', title: 'Tentang Kami' },
      { path: '/layanan', title: 'Layanan' },
      { path: '/lokasi-toko', title: 'Lokasi Toko' },
    ]);
  });
});

describe('accessOf', () => {
  it('guards each signed-in page and everything below it, in any letter case', () => {
    expect(accessOf('/Admin/Orders/')).toBe('admin');
    expect(accessOf('/admin/tidak-ada')).toBe('admin');
    expect(accessOf('/CART')).toBe('buyer');
    expect(accessOf('/cart/1')).toBe('buyer');
    expect(accessOf('/settings//')).toBe('buyer');
    expect(accessOf('/administrasi')).toBe('public');
    expect(accessOf('/cartoon')).toBe('public');
    expect(accessOf('/')).toBe('public');
  });
});

describe('isPagePath', () => {
  it('knows the pages as the router matches them', () => {
    for (const path of ['/', '/catalog', '/Catalog/', '/product/12', '/product/abc', '/cart', '/admin', '/admin/', '/admin/orders', '/lokasi-toko-auth']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('leaves every other path to the not-found page', () => {
    for (const path of ['/tidak-ada', '/product', '/product/', '/product/1/ulasan', '/admin/tidak-ada', '/cart/1', '/catalog//', '/index.html', '/api']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});

describe('isServerRenderedPath', () => {
  it('renders the public pages and the not-found page of the storefront', () => {
    for (const path of ['/', '/catalog', '/catalog/', '/product/12', '/product/abc', '/tentang-kami', '/layanan', '/lokasi-toko', '/tidak-ada', '/product/1/ulasan']) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
  });

  it('leaves the forms, the signed-in areas and anything under them to the browser', () => {
    for (const path of ['/login', '/register', '/redirect', '/cart', '/cart/1', '/Checkout', '/pesanan-saya', '/tentang-kami-auth', '/admin', '/ADMIN/', '/admin/orders', '/admin/tidak-ada']) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });
});
