import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@/domain/route-paths';
import { routes } from './router';

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
