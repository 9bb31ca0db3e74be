import { existsSync } from 'node:fs';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/shared/routes';
import { RequireRole } from './require-role';
import { routeModulePaths, routes } from './router';

/** The admin area's layout, loaded lazily with the first admin page. */
const ADMIN_LAYOUT = 'src/app/layouts/admin-layout.tsx';

/** Whether the role guard stands between the root and the page at `path`. */
function isGuarded(path: string): boolean {
  return (matchRoutes(routes, path) ?? []).some(({ route }) => isValidElement(route.element) && route.element.type === RequireRole);
}

describe('the router', () => {
  it("has the manifest's pages, each behind the role guard exactly when a role is needed", () => {
    for (const route of ROUTES) {
      const path = route.path.replace(':id', '1');
      const layouts = route.access === 'admin' ? [ADMIN_LAYOUT] : [];
      expect(routeModulePaths(path), path).toEqual([...layouts, `src/app/routes/${route.page}.tsx`]);
      expect(isGuarded(path), path).toBe(route.access !== 'public');
    }
    expect(isGuarded('/admin/tidak-ada')).toBe(true);
    expect(isGuarded('/tidak-ada')).toBe(false);
  });
});

describe('routeModulePaths', () => {
  it('names the page module of each page the server renders, by its path from the project root', () => {
    expect(routeModulePaths('/')).toEqual(['src/app/routes/public/home.tsx']);
    expect(routeModulePaths('/catalog')).toEqual(['src/app/routes/public/catalog.tsx']);
    expect(routeModulePaths('/product/12')).toEqual(['src/app/routes/public/product.tsx']);
    expect(routeModulePaths('/tentang-kami')).toEqual(['src/app/routes/public/about.tsx']);
    expect(routeModulePaths('/tidak-ada')).toEqual(['src/app/routes/not-found.tsx']);
  });

  it('names only modules that exist, and none for the layouts loaded with the entry', () => {
    for (const route of ROUTES) expect(existsSync(`src/app/routes/${route.page}.tsx`), route.page).toBe(true);
    // The shop layout is part of the entry: a storefront page names its page module alone.
    expect(routeModulePaths('/cart')).toEqual(['src/app/routes/shop/cart.tsx']);
  });

  it('names the lazily loaded admin layout before the page on every admin page (the server preloads it)', () => {
    expect(existsSync(ADMIN_LAYOUT)).toBe(true);
    expect(routeModulePaths('/admin')).toEqual([ADMIN_LAYOUT, 'src/app/routes/admin/dashboard.tsx']);
    expect(routeModulePaths('/admin/orders')).toEqual([ADMIN_LAYOUT, 'src/app/routes/admin/orders.tsx']);
    expect(routeModulePaths('/admin/tidak-ada')).toEqual([ADMIN_LAYOUT, 'src/app/routes/not-found.tsx']);
  });
});
