/**
 * The stylesheet inlined into every HTML page the server sends (docs/decisions/
 * 013-server-rendered-storefront.md): a server-rendered page can paint as soon as its HTML has
 * arrived, and a `<link rel="stylesheet">` would hold that first paint back by a whole request.
 * The CSP's `style-src` allows
 * inline styles already (Radix and sonner set style attributes). The page's later navigations
 * happen in the app and need no stylesheet; the file stays in the build for the static host.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A built page's stylesheet links to its own hashed CSS files. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * `html` with each link to a stylesheet of `staticDir`'s `assets/` replaced by a `<style>` element
 * with the file's text; a link whose file is missing, or whose text could end the element early
 * (`</style`), stays as it is.
 */
export function inlineStylesheets(html: string, staticDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const path = join(staticDir, href);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
