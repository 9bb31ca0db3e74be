import { canAccess, homeFor } from './route-access';

describe('canAccess', () => {
  it.each(['/admin', '/admin/', '/admin/orders', '/admin/products/12'])(
    'lets only an admin open %s',
    (path) => {
      expect(canAccess('admin', path)).toBe(true);
      expect(canAccess('buyer', path)).toBe(false);
      expect(canAccess(null, path)).toBe(false);
    },
  );

  it.each([
    '/cart',
    '/checkout',
    '/payment-confirmation',
    '/pesanan-saya',
    '/purchase-history',
    '/settings',
    '/settings/',
    '/layanan-auth',
    '/tentang-kami-auth',
    '/lokasi-toko-auth',
  ])('lets only a buyer open %s', (path) => {
    expect(canAccess('buyer', path)).toBe(true);
    expect(canAccess('admin', path)).toBe(false);
    expect(canAccess(undefined, path)).toBe(false);
  });

  it.each([
    '/',
    '/catalog',
    '/product/11',
    '/layanan',
    '/tentang-kami',
    '/lokasi-toko',
    '/login',
    '/administrasi',
    '/cartoon',
  ])('lets anyone open %s', (path) => {
    expect(canAccess('admin', path)).toBe(true);
    expect(canAccess('buyer', path)).toBe(true);
    expect(canAccess(null, path)).toBe(true);
  });

  it('ignores letter case', () => {
    expect(canAccess('buyer', '/Admin/Orders')).toBe(false);
    expect(canAccess('admin', '/CART')).toBe(false);
  });
});

describe('homeFor', () => {
  it('sends an admin to /admin and anyone else to /', () => {
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('buyer')).toBe('/');
    expect(homeFor(null)).toBe('/');
  });
});
