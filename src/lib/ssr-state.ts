/**
 * What a server-rendered page carries for the browser to take over from (docs/decisions/
 * 013-server-rendered-storefront.md): the query cache the server rendered from and the router's
 * hydration data, as a JSON data block (`<script type="application/json">`, which the Content
 * Security Policy leaves alone because it never runs).
 *
 * The contract between the server (server/pages/ssr.ts writes the block), the renderer
 * (src/entry-server.tsx) and the browser (src/main.tsx reads it); in src/lib, not src/app, because
 * the server does not import the app layer (eslint.config.js).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the data block in the page. */
export const SSR_STATE_ID = 'seulanga-ssr';

/** The data a server-rendered page carries. */
export interface SsrState {
  /** TanStack Query's dehydrated cache: exactly the queries the server's markup shows. */
  queries: DehydratedState;
  /** React Router's state of the rendered page (no loaders: empty loader data, no errors). */
  router: HydrationState;
  /**
   * The server's guess that the visitor's screen is a phone's, which the page was rendered for
   * (src/lib/screen-guess.ts); the browser hydrates with the same. Absent: false.
   */
  narrowScreen?: boolean;
  /**
   * The Jakarta year at which the page was rendered (src/lib/render-year.ts): the footer's
   * '© {year}'; the browser hydrates with the same. Absent: the browser's clock.
   */
  year?: number;
  /**
   * The instant (ISO) at which the page was rendered, which its prices are of (a promo running or
   * not, src/lib/render-now.ts): the browser hydrates with the same. Absent: the browser's clock.
   */
  renderedAt?: string;
}

/**
 * The data block for `state`: JSON with `<` written as `\u003c`, so no text (a product name
 * with `</script>`) can end the element early.
 */
export function ssrStateScript(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The state of a server-rendered page, or null when the page was not server-rendered (a
 * signed-in area, the back office, browser mode) or its data block cannot be read.
 */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SsrState;
    return state && typeof state === 'object' && state.queries && state.router ? state : null;
  } catch {
    return null;
  }
}

/** What the server renderer (`renderPage` of src/entry-server.tsx) needs. */
export interface RenderRequest {
  /** The page's absolute URL, e.g. `http://127.0.0.1:4173/catalog?category=Kopi`. */
  url: string;
  /** Answers the data port's API requests (absolute URLs of the same origin), with the visitor's session. */
  fetch: typeof fetch;
  /** The visitor's theme (the `theme` cookie), which the theme control shows. */
  theme: 'light' | 'dark';
  /** Whether the request came from a phone (`isPhoneRequest` of server/pages/phone-request.ts; only for a back-office page). Absent: false. */
  narrowScreen?: boolean;
}

/** A page the server rendered. */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the browser hydrates with (see {@link ssrStateScript}). */
  state: SsrState;
  /**
   * The page modules the page shows, as paths from the project root
   * (`src/app/routes/public/home.tsx`): the browser loads them before it hydrates, so the server
   * preloads them with the page.
   */
  modules: string[];
}

/** The server renderer: the page, or null when the server leaves it to the browser (a redirect, a route error). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;

/** What the server renderer's module (src/entry-server.tsx) exports. */
export interface RendererModule {
  renderPage: RenderPage;
  /** Loads what the first renders would (the route modules); never rejects. */
  warmUp(): Promise<void>;
}
