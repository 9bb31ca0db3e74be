import { useCallback, useSyncExternalStore } from 'react';

/**
 * The media query of Tailwind's `md` breakpoint (48rem = 768 px at the default font size): at and
 * above it the back office's lists are tables, below it lists of cards.
 */
export const DESKTOP_MEDIA_QUERY = '(min-width: 48rem)';

/**
 * Whether `query` (a CSS media query such as {@link DESKTOP_MEDIA_QUERY}) matches now, following
 * changes (a rotated phone, a resized window) through `matchMedia`'s `change` event.
 *
 * The first client render already reads the real value, so nothing switches after mount (no layout
 * shift). Where `matchMedia` does not exist (jsdom in the component tests, a server render) the
 * answer is `fallback`, and a page the server rendered is hydrated with it (React's server
 * snapshot) before the real value is read.
 * @param query - a media query, e.g. `'(min-width: 48rem)'`.
 * @param fallback - the answer without `matchMedia`, and the server's (the same on both sides of
 *   a hydration).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? fallback,
    () => fallback,
  );
}

/** `window.matchMedia(query)`, or null where there is no `matchMedia`. */
function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}
