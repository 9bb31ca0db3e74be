/**
 * The theme preference of server mode, kept where the shop server can read it: a `theme` cookie
 * (a year, the whole site, `SameSite=Lax`; not HttpOnly, this code writes it), so the server
 * renders a page with the visitor's theme and the page hydrates without a change
 * (docs/decisions/013-server-rendered-storefront.md). It is also written to the browser's
 * theme store (localStorage), whose `storage` events tell the other tabs.
 */
import { isTheme, type Theme } from '@/domain/core/vocabulary';
import type { ThemeStore } from '../local-storage/theme-store';

/** The cookie's name (read by the server: server/pages/ssr.ts). */
export const THEME_COOKIE = 'theme';

/** One year, in seconds. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The document's cookies, as far as this store needs them (tests pass a fake). */
export interface CookieJar {
  cookie: string;
}

/** The theme the `theme` cookie names in `cookies` (a `document.cookie` text), or null. */
export function themeOfCookies(cookies: string): Theme | null {
  const value = /(?:^|;\s*)theme=([^;]*)/.exec(cookies)?.[1];
  return value !== undefined && isTheme(value) ? value : null;
}

/** Writes `theme` into the cookie, for a year from now. */
function writeCookie(jar: CookieJar, theme: Theme): void {
  jar.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Creates the theme store of server mode over `fallback` (the localStorage store).
 * `get` reads the cookie, else the fallback (a choice saved before the cookie existed, or whose
 * cookie expired), and writes what it read into the cookie: the server writes the next page in
 * that theme, and a visitor who keeps coming back keeps the cookie. `set` writes both.
 * @param jar - the document (`document` by default; none on the server: the fallback alone).
 */
export function createCookieThemeStore(fallback: ThemeStore, jar: CookieJar | null = typeof document === 'undefined' ? null : document): ThemeStore {
  return {
    get() {
      if (!jar) return fallback.get();
      const theme = themeOfCookies(jar.cookie) ?? fallback.get();
      writeCookie(jar, theme);
      return theme;
    },
    set(theme) {
      if (jar) writeCookie(jar, theme);
      fallback.set(theme);
    },
    subscribe: (listener) => fallback.subscribe(listener),
  };
}
