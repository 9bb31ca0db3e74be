import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@/domain/route-paths';
import { routeModulePaths, routes } from './router';

/** The full paths of the router's pages (index and path routes, not the `*` not-found ones). */
function pagePaths(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    const below = route.children ? pagePaths(route.children, path) : [];
    // A layout with a path and an index child lists the path once.
    return [...own, ...below];
  });
}

describe('the router', () => {
  it('has exactly the pages the server knows (PAGE_PATHS), so other paths answer 404', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(PAGE_PATHS));
    expect(pagePaths(routes)).toHaveLength(PAGE_PATHS.length);
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
    const all = PAGE_PATHS.flatMap((path) => routeModulePaths(path.replace(':id', '1')));
    expect(all.length).toBeGreaterThanOrEqual(PAGE_PATHS.length);
    for (const path of all) expect(existsSync(path), path).toBe(true);
    // The admin layout (src/app/layouts) is not a page module: it is never server-rendered.
    expect(routeModulePaths('/admin/orders')).toEqual(['src/app/routes/admin/orders.tsx']);
  });
});
