import { IMAGE_CACHE_LIMITS, isKeptPagePath, isProductImagePath, mayKeepPage, PUBLIC_PAGE_HEADER } from './offline-cache';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('isKeptPagePath', () => {
  it.each(['/', '/catalog', '/product/1', '/product/kopi-gayo', '/tentang-kami', '/layanan', '/lokasi-toko', '/catalog/'])(
    'keeps the public page %s',
    (path) => expect(isKeptPagePath(path)).toBe(true),
  );

  it.each([
    '/cart',
    '/checkout',
    '/pesanan-saya',
    '/pesanan-saya/ORD001',
    '/settings',
    '/payment-confirmation',
    '/admin',
    '/admin/products',
    '/login',
    '/register',
    '/verifikasi-email',
    '/api/products',
    '/api/events',
    '/product/1/edit',
    '/tentang-kami-auth',
    '/unknown',
  ])('never keeps %s', (path) => expect(isKeptPagePath(path)).toBe(false));
});

describe('mayKeepPage', () => {
  it('keeps a 200 the server marked public', () => {
    expect(mayKeepPage(200, headers({ [PUBLIC_PAGE_HEADER]: 'public', 'Cache-Control': 'private, no-cache' }))).toBe(true);
  });

  it('keeps nothing unmarked: a page answered to a session', () => {
    expect(mayKeepPage(200, headers({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayKeepPage(200, headers({ 'Cache-Control': 'no-cache' }))).toBe(false);
  });

  it('keeps nothing a cache may not store, marked or not', () => {
    expect(mayKeepPage(200, headers({ [PUBLIC_PAGE_HEADER]: 'public', 'Cache-Control': 'no-cache, no-store' }))).toBe(false);
  });

  it('keeps no error or "not found" page', () => {
    expect(mayKeepPage(404, headers({ [PUBLIC_PAGE_HEADER]: 'public' }))).toBe(false);
    expect(mayKeepPage(503, headers({ [PUBLIC_PAGE_HEADER]: 'public' }))).toBe(false);
  });

  it('reads the mark case-insensitively and nothing else as it', () => {
    expect(mayKeepPage(200, headers({ [PUBLIC_PAGE_HEADER]: ' Public ' }))).toBe(true);
    expect(mayKeepPage(200, headers({ [PUBLIC_PAGE_HEADER]: 'private' }))).toBe(false);
  });
});

describe('isProductImagePath', () => {
  it('takes uploaded and demo images', () => {
    expect(isProductImagePath('/api/images/3f2a')).toBe(true);
    expect(isProductImagePath('/images/products/kopi.svg')).toBe(true);
  });

  it('takes no other API address', () => {
    expect(isProductImagePath('/api/images')).toBe(false);
    expect(isProductImagePath('/api/products/1')).toBe(false);
    expect(isProductImagePath('/api/images/3f2a/delete')).toBe(false);
  });

  it('caps the images by count and age', () => {
    expect(IMAGE_CACHE_LIMITS.maxEntries).toBeGreaterThan(0);
    expect(IMAGE_CACHE_LIMITS.maxAgeSeconds).toBeGreaterThan(0);
  });
});
