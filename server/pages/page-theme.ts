/**
 * The theme of the HTML pages the server sends (docs/server.md "Public pages"). The server knows
 * the visitor's theme from the `theme` cookie the browser writes in server mode
 * (src/data/adapters/http/theme-cookie-store.ts), so it writes the `dark` class on `<html>`
 * itself and drops `index.html`'s theme script (`public/theme-init.js`, which reads localStorage
 * before the first paint): the page paints without running any script first,
 * and the Content Security Policy allows no inline script at all. Browser mode (a static host)
 * keeps the script.
 */

/** The tag `index.html` loads the theme script with. */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/** The visitor's theme from the `theme` cookie (light unless it says dark). */
export function themeOfCookie(value: string | undefined): 'light' | 'dark' {
  return value === 'dark' ? 'dark' : 'light';
}

/** `html` without the theme script tag (unchanged when it has none). */
export function withoutThemeScript(html: string): string {
  return html.replace(THEME_SCRIPT_TAG, '');
}

/**
 * `html` in `theme`: for dark, `class="dark"` on its `<html>` element, which must carry no class
 * yet (as `index.html`'s does not); unchanged for light.
 * @throws Error when `<html` is missing or already has a class attribute (a build of another version).
 */
export function withTheme(html: string, theme: 'light' | 'dark'): string {
  if (theme === 'light') return html;
  const tag = /<html\b[^>]*>/i.exec(html)?.[0];
  if (!tag || /\sclass=/i.test(tag)) throw new Error('index.html has no <html> element without a class.');
  return html.replace(tag, `${tag.slice(0, -1)} class="dark">`);
}
