/**
 * Server-rendered storefront pages (docs/decisions/013-server-rendered-storefront.md): loads the
 * renderer built by `vite build --ssr` (`dist-server/entry-server.js`) and puts a rendered page
 * into `index.html`: its markup into `#root`, the data the browser hydrates with as a JSON data
 * block, and the preloads React asked for into `<head>`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ssrStateScript, type RenderedPage, type RendererModule, type RenderPage } from '@/lib/ssr-state';
import { escapeHtml, withEarlyHeadTags } from './head';

export type { RenderPage, RenderedPage };

/** The server renderer's file in its build folder. */
export const RENDERER_FILE = 'entry-server.js';

/**
 * Loads the server renderer from `dir` (`dist-server/`).
 * @returns its `renderPage`, or null when the folder has none (the pages are then rendered by the browser).
 * @throws what importing the file throws (a broken build).
 */
export async function loadPageRenderer(dir: string): Promise<RenderPage | null> {
  const file = join(dir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<RendererModule>;
  if (typeof module.renderPage !== 'function') throw new Error(`${file} has no renderPage export.`);
  await module.warmUp?.();
  return module.renderPage;
}

/** Where `index.html` marks the placeholder of `#root` the rendered markup replaces. */
const ROOT_PLACEHOLDER = /<!--app-->[\s\S]*?<!--\/app-->/;

/**
 * The elements React puts first in a rendered tree that belong in `<head>` (preloads, the page's
 * `<title>`), as React 19 hoists them when it renders a whole document.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * `indexHtml` (with the page's head already written) with the rendered page: its markup in
 * `#root` instead of the placeholder, its preload links in `<head>` before the page's scripts
 * (its `<title>` is left out: the head has the same one; so is a preload of an image the head
 * already preloads), and its state at the end of `<body>` (the module script that reads it runs
 * once the document is parsed).
 * @param modulePreloads - URL paths of the scripts of the page's modules (see
 *   `modulePreloadsOf` in ./client-manifest), preloaded at the end of `<head>`, after the entry's.
 * @throws Error when `indexHtml` has no `<!--app-->…<!--/app-->` placeholder (a build of another
 *   version), or the markup has a `<script>` (the browser would refuse it).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, modulePreloads: readonly string[] = []): string {
  if (!ROOT_PLACEHOLDER.test(indexHtml)) throw new Error('index.html has no <!--app--> placeholder in #root.');
  const head = LEADING_HEAD_ELEMENTS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(head.length);
  // React writes a script only to put a part rendered late in place, which the Content Security
  // Policy would refuse (the renderer avoids it; text is always escaped, so no visitor's text can).
  if (/<script\b/i.test(markup)) throw new Error('The rendered page carries a script.');
  // React's preloads (the images the page shows first) go before the page's scripts, unless the
  // page's head already preloads the same image; the page module's scripts after the entry's.
  const preloads = (head.match(/<link\b[^>]*>/g) ?? []).filter((link) => {
    const href = /\shref="([^"]*)"/.exec(link)?.[1];
    return !href || !indexHtml.includes(`rel="preload" as="image" href="${href}"`);
  });
  const modules = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  return withEarlyHeadTags(indexHtml, preloads)
    .replace(ROOT_PLACEHOLDER, () => markup)
    .replace('</head>', () => `${modules.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace('</body>', () => `  ${ssrStateScript(page.state)}\n  </body>`);
}
