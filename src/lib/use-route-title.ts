import { useMatches } from 'react-router';

/**
 * The `<title>` the route manifest (src/shared/routes.ts) gives the current page, which the
 * router keeps on the route's `handle` (src/app/router.tsx): for a page that renders its own
 * title in some states (`titleByPage`), the one it shows when all is well. Read from the router,
 * so a lazily loaded page does not import the manifest into its own chunk.
 * @returns e.g. `'Konfirmasi Pembayaran — Seulanga'`; undefined when the page has no fixed title
 *   or is rendered outside the app's router (a component test).
 */
export function useRouteTitle(): string | undefined {
  const handle = useMatches().at(-1)?.handle as { title?: unknown } | undefined;
  return typeof handle?.title === 'string' ? handle.title : undefined;
}
