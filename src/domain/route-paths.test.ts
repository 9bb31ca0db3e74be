import { describe, expect, it } from 'vitest';
import { isPagePath } from './route-paths';

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
