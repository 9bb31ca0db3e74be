/**
 * The theme script inlined into every HTML page the server sends (docs/server.md "Public
 * pages"). `index.html` loads `/theme-init.js`, which applies the saved theme before the first
 * paint; as an external file it blocks rendering for a whole round trip (Lighthouse:
 * render-blocking resources). The server puts its text into the page instead and allows exactly
 * that text in its Content Security Policy by its SHA-256 hash, so inline scripts stay forbidden.
 * Browser mode (a static host) keeps the external file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tag `index.html` loads the theme script with. */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/** The theme script as the server inlines it. */
export interface InlineThemeScript {
  /** The `<script>` element with the file's text. */
  tag: string;
  /** The CSP source allowing it: `'sha256-<base64>'`. */
  cspSource: string;
}

/**
 * Reads `theme-init.js` from the built SPA in `staticDir`.
 * @returns null when the folder has no such file (then pages keep the external script).
 * @throws Error when the file's text could end the `<script>` element early.
 */
export function readThemeScript(staticDir: string): InlineThemeScript | null {
  const path = join(staticDir, 'theme-init.js');
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  if (/<\/script|<!--/i.test(text)) throw new Error(`${path} cannot be inlined: it contains </script or <!--.`);
  return {
    tag: `<script>${text}</script>`,
    cspSource: `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  };
}

/**
 * `html` with the external theme script replaced by `script` (unchanged when it has no such tag
 * or there is no script).
 */
export function inlineThemeScript(html: string, script: InlineThemeScript | null): string {
  return script ? html.replace(THEME_SCRIPT_TAG, script.tag) : html;
}
