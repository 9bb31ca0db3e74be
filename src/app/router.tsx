/**
 * The one browser router (spec section 2, route table; docs/product/decisions.md "Access"), built
 * from the route manifest (src/shared/routes.ts). Every page is a lazy route module so each area
 * loads only when visited.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type LazyRouteFunction, type RouteObject } from 'react-router';
import { pageTitle } from '@/shared/page-titles';
import { ADMIN_AREA, NOT_FOUND_PAGE, ROUTES, type PageRoute } from '@/shared/routes';
import { RootLayout } from './layouts/root-layout';
// The storefront's layout is part of every storefront page: loading it with the entry saves a
// network round trip before the first page can render (Lighthouse LCP on a slow phone).
import { Component as ShopLayout } from './layouts/shop-layout';
import { RequireRole } from './require-role';
import { RouteErrorPage } from './route-error-page';

/** What a page module exports (its `Component`, and what else React Router reads of a lazy route). */
type PageModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * The page modules (src/app/routes), each imported when its page is first visited, keyed by
 * their path from this folder (`./routes/public/home.tsx`).
 */
const pageModules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!**/*.test.tsx']);

/**
 * What the router keeps of a manifest entry on its route (`handle`): the page module's name, and
 * the page's `<title>` if it has a fixed one (src/lib/use-route-title.ts reads it).
 */
interface PageHandle {
  page: string;
  title?: string;
}

/**
 * The admin area's layout module (lazily loaded under {@link ADMIN_AREA}), as a path from the
 * project root, for the server to preload with an admin page it renders ({@link routeModulePaths};
 * only the server uses it, so the browser's bundle leaves it out).
 */
const ADMIN_LAYOUT_MODULE = 'src/app/layouts/admin-layout.tsx';

/** `Page` with `<title>{title}</title>` before it (React puts the title into the document's head). */
function withTitle(Page: ComponentType, title: string): ComponentType {
  function TitledPage() {
    return (
      <>
        <title>{title}</title>
        <Page />
      </>
    );
  }
  return TitledPage;
}

/**
 * The lazy route of a page: its module `src/app/routes/<page>.tsx`, its `Component` rendered
 * under the page's title unless the page titles itself.
 * @throws Error at start-up when there is no such module (a typo in the manifest).
 */
function page(route: Pick<PageRoute, 'page' | 'title' | 'titleByPage'>): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${route.page}.tsx`];
  if (!load) throw new Error(`No page module ${route.page}`);
  const title = route.title ? pageTitle(route.title) : null;
  const handle: PageHandle = title ? { page: route.page, title } : { page: route.page };
  if (!title || route.titleByPage) return { lazy: load, handle };
  return {
    lazy: async () => {
      const module = await load();
      return module.Component ? { ...module, Component: withTitle(module.Component, title) } : module;
    },
    handle,
  };
}

/** The route of a manifest entry, its path relative to `base` (`/` or {@link ADMIN_AREA}). */
function pageRoute(route: PageRoute, base: string): RouteObject {
  const path = route.path === base ? '' : route.path.slice(base === '/' ? 1 : base.length + 1);
  return path ? { path, ...page(route) } : { index: true, ...page(route) };
}

const shopPages = ROUTES.filter((route) => route.access !== 'admin');
const adminPages = ROUTES.filter((route) => route.access === 'admin');

/** The route tree; exported for tests (createMemoryRouter). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        Component: ShopLayout,
        errorElement: <RouteErrorPage />,
        children: [
          ...shopPages.filter((route) => route.access === 'public').map((route) => pageRoute(route, '/')),
          {
            element: <RequireRole />,
            children: shopPages.filter((route) => route.access !== 'public').map((route) => pageRoute(route, '/')),
          },
          { path: '*', ...page(NOT_FOUND_PAGE) },
        ],
      },
      {
        path: ADMIN_AREA.slice(1),
        element: <RequireRole />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            lazy: () => import('./layouts/admin-layout'),
            errorElement: <RouteErrorPage />,
            children: [...adminPages.map((route) => pageRoute(route, ADMIN_AREA)), { path: '*', ...page(NOT_FOUND_PAGE) }],
          },
        ],
      },
    ],
  },
];

/**
 * Creates the shop's browser router.
 * @param hydrationData - the router state of a server-rendered page (see `loadRouteModules`).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * The lazily loaded modules a location shows, outermost first: the admin layout on an admin page
 * (otherwise its chunk, with the back office's menus, is asked for only after the entry
 * has run), then the page module; as paths from the project root
 * (`src/app/routes/public/home.tsx`, their key in the client build's manifest
 * `dist/.vite/manifest.json`): what the server preloads for a page it rendered.
 */
export function routeModulePaths(location: string): string[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    if (route.path === ADMIN_AREA.slice(1)) return [ADMIN_LAYOUT_MODULE];
    const handle = route.handle as PageHandle | undefined;
    return handle ? [`src/app/routes/${handle.page}.tsx`] : [];
  });
}

/**
 * Loads the lazy route modules that match `location` into {@link routes}, so a server-rendered
 * page hydrates with its components at hand (React Router otherwise renders nothing for a lazy
 * route it has not loaded, and the markup would not match). Call before {@link createAppRouter}.
 * @throws whatever a route module's import throws (a failed chunk download).
 */
export async function loadRouteModules(location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
