/**
 * `renderApp(ui, { url, user, stored })`: renders a component or the whole route tree inside the
 * shop's providers over the memory adapter (docs/conventions.md, "Tests").
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider, createQueryClient } from '@/app/provider';
import { createTestData, type TestData, type TestDataOptions } from './create-test-data';

/** Options of {@link renderApp}. */
export interface RenderAppOptions extends TestDataOptions {
  /** The starting URL (default '/'). */
  url?: string;
  /** Navigation state for the starting entry. */
  state?: unknown;
  /** Routes to use instead of a single route rendering `ui` at `path`. */
  routes?: RouteObject[];
  /** The route path `ui` is mounted at (default: '*'). */
  path?: string;
  /** An existing data port (e.g. shared between two renders, like two tabs). */
  testData?: TestData;
}

/** What {@link renderApp} returns. */
export interface RenderAppResult extends RenderResult, TestData {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders `ui` (or `options.routes`) with every provider over a seeded memory store. */
export async function renderApp(ui: ReactElement | null, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const testData = options.testData ?? (await createTestData(options));
  const routes = options.routes ?? [
    { path: options.path ?? '*', element: ui },
    { path: '/login', element: <p>Halaman login</p> },
  ];
  const url = new URL(options.url ?? '/', 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state }],
  });
  const user = userEvent.setup();
  const result = render(
    <AppProvider data={testData.data} queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
    </AppProvider>,
  );
  return { ...result, ...testData, user, router };
}
