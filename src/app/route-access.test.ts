import { BUYER_PAGES } from '@/testing/test-values';
import { canAccess, homeFor } from './route-access';

/**
 * Checks who may open `path`: the admin, a buyer, and a visitor, whose missing role is passed as
 * `visitor` (`null`, or `undefined` as a caller without a session may pass).
 */
function expectAccess(
  path: string,
  may: { admin: boolean; buyer: boolean; visitor: boolean },
  visitor: null | undefined,
) {
  expect(canAccess('admin', path)).toBe(may.admin);
  expect(canAccess('buyer', path)).toBe(may.buyer);
  expect(canAccess(visitor, path)).toBe(may.visitor);
}

describe('canAccess', () => {
  it.each(['/admin', '/admin/', '/admin/orders', '/admin/products/12'])(
    'lets only an admin open %s',
    (path) => expectAccess(path, { admin: true, buyer: false, visitor: false }, null),
  );

  it.each([...BUYER_PAGES, '/settings/'])('lets only a buyer open %s', (path) =>
    expectAccess(path, { admin: false, buyer: true, visitor: false }, undefined),
  );

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
  ])('lets anyone open %s', (path) =>
    expectAccess(path, { admin: true, buyer: true, visitor: true }, null),
  );

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
