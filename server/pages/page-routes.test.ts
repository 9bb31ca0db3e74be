// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUYER_PAGES } from '@/testing/test-values';
import { accessOf, type RouteAccess } from '@/shared/routes';
import { disallowedPaths, fixedPublicPages, isPagePath, isServerRenderedPath, pagePathOf, renderedAddressOf } from './page-routes';

describe('robots.txt and sitemap.xml lists', () => {
  it('keeps search engines out of the signed-in areas and the pages the server does not render', () => {
    expect(disallowedPaths()).toEqual([
      '/admin',
      ...BUYER_PAGES,
      '/login',
      '/register',
      // A one-time link's page: nothing to index, and its token must not be crawled.
      '/verifikasi-email',
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

describe('isPagePath', () => {
  it('knows the pages as the router matches them', () => {
    for (const path of ['/', '/catalog', '/Catalog/', '/product/12', '/product/abc', '/cart', '/admin', '/admin/', '/admin/orders', '/admin/vouchers', '/admin/settings/toko', '/lokasi-toko-auth']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('leaves every other path to the not-found page', () => {
    for (const path of ['/tidak-ada', '/product', '/product/', '/product/1/ulasan', '/admin/tidak-ada', '/admin/settings/tidak-ada', '/cart/1', '/catalog//', '/index.html', '/api']) {
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

  it('leaves the forms, the back office and paths under a signed-in page to the browser', () => {
    for (const path of ['/login', '/register', '/redirect', '/purchase-history', '/cart/1', '/checkout/1', '/settings', '/payment-confirmation', '/tentang-kami-auth', '/admin/orders', '/admin/vouchers', '/admin/tidak-ada', '/admin/settings', '/admin/settings/toko']) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });

  it("renders a buyer's pages, the checkout, and the admin's dashboard (for a session of that role, checked by the renderer)", () => {
    for (const path of ['/cart', '/CART/', '/checkout', '/Checkout', '/pesanan-saya', '/pesanan-saya/ORD001', '/admin', '/ADMIN/']) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
  });
});

describe('pagePathOf', () => {
  it('answers who may open a path, whether it is a page and whether the server renders it, in one pass', () => {
    // A literal table: isServerRenderedPath and isPagePath are now read from pagePathOf, so
    // comparing with them could not fail.
    const table: Array<[string, RouteAccess, boolean, boolean]> = [
      ['/', 'public', true, true],
      ['/catalog', 'public', true, true],
      ['/Catalog/', 'public', true, true],
      ['/product/12', 'public', true, true],
      ['/product/', 'public', false, true],
      ['/product/1/ulasan', 'public', false, true],
      ['/tidak-ada', 'public', false, true],
      ['/login', 'public', true, false],
      ['/cart', 'buyer', true, true],
      ['/CART/', 'buyer', true, true],
      ['/cart/1', 'buyer', false, false],
      ['/admin', 'admin', true, true],
      ['/admin/orders', 'admin', true, false],
      ['/admin/vouchers', 'admin', true, false],
      ['/admin/tidak-ada', 'admin', false, false],
      ['/tentang-kami-auth', 'buyer', true, false],
      ['/catalog//', 'public', false, true],
      ['/%63atalog/x', 'public', false, true],
    ];
    for (const [path, access, isPage, serverRendered] of table) {
      expect(pagePathOf(path), path).toEqual({ access, isPage, serverRendered });
      expect(accessOf(path), path).toBe(access);
    }
    expect(pagePathOf('/admin/tidak-ada')).toEqual({ access: 'admin', isPage: false, serverRendered: false });
    expect(pagePathOf('/tidak-ada')).toEqual({ access: 'public', isPage: false, serverRendered: true });
    expect(pagePathOf('/pesanan-saya/ORD001')).toEqual({ access: 'buyer', isPage: true, serverRendered: true });
  });
});

describe('renderedAddressOf', () => {
  const of = (address: string) => renderedAddressOf(new URL(`http://127.0.0.1${address}`));

  it("keeps only the URL parameters a page reads: the catalogue's, first value each, in one order", () => {
    expect(of('/catalog?utm_source=x&page=2&q=kain&sort=name&category=Fashion&category=Minuman&fbclid=1')).toBe('/catalog?category=Fashion&q=kain&sort=name&page=2');
    expect(of('/Catalog/?q=a%26b')).toBe('/Catalog/?q=a%26b');
    expect(of('/catalog?q=')).toBe('/catalog?q=');
    for (const page of ['/', '/product/1', '/tentang-kami', '/cart', '/pesanan-saya/ORD001']) expect(of(`${page}?q=x&page=2&acak=${Math.random()}`), page).toBe(page);
  });

  it("gives every unknown path one address of the 'not found' page, by the page first segment the header marks", () => {
    for (const path of ['/tidak-ada', '/x/y/z?q=1', '/catalogx', '//catalog', '/%63atalog/x', '/index.html']) expect(of(path), path).toBe('/halaman-yang-tidak-ada');
    for (const path of ['/catalog/x', '/CATALOG/y/z/', '/catalog//']) expect(of(path), path).toBe('/catalog/halaman-yang-tidak-ada/halaman-yang-tidak-ada');
    expect(of('/product/1/ulasan')).toBe('/product/halaman-yang-tidak-ada/halaman-yang-tidak-ada');
    for (const path of ['/halaman-yang-tidak-ada', '/catalog/halaman-yang-tidak-ada/halaman-yang-tidak-ada']) {
      expect(isPagePath(path), path).toBe(false);
      expect(of(path), path).toBe(path);
    }
  });
});
