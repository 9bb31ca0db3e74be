import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessOf, ADMIN_AREA, NOT_FOUND_PAGE, ROUTES, signedInAreas, type PageRoute } from './routes';

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
  });

  it('server-renders of the forms only the checkout (disabled until hydrated), and of the back office only the dashboard', () => {
    const forms = ['/login', '/register', '/verifikasi-email', '/payment-confirmation', '/settings'];
    for (const route of routes) {
      if (!route.serverRendered) continue;
      if (route.access === 'admin') expect(route.path).toBe('/admin');
      expect(forms, route.path).not.toContain(route.path);
    }
    expect(routes.find((route) => route.path === '/checkout')?.serverRendered).toBe(true);
  });

});

describe('accessOf', () => {
  it('guards each signed-in page and everything below it, in any letter case', () => {
    const pathsByAccess = {
      admin: ['/Admin/Orders/', '/admin/tidak-ada'],
      buyer: ['/CART', '/cart/1', '/settings//'],
      public: ['/administrasi', '/cartoon', '/'],
    };
    for (const [access, paths] of Object.entries(pathsByAccess)) {
      for (const path of paths) expect(accessOf(path), path).toBe(access);
    }
    expect(signedInAreas('admin')).toEqual(['/admin']);
  });
});
