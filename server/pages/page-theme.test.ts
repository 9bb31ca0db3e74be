// @vitest-environment node
/**
 * The theme of the pages the server sends (./page-theme.ts): written by the server from the
 * `theme` cookie, with no script before the first paint and no inline script allowed.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { THEME_SCRIPT_TAG, themeOfCookie, withTheme, withoutThemeScript } from './page-theme';

describe('pages from the server', () => {
  let staticDir: string;
  let server: TestServer | null = null;
  beforeEach(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'seulanga-theme-'));
    await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
    await copyFile(join(process.cwd(), 'public', 'theme-init.js'), join(staticDir, 'theme-init.js'));
    server = await startTestServer({ staticDir });
  });
  afterEach(async () => {
    await server?.close();
    server = null;
    await rm(staticDir, { recursive: true, force: true });
  });

  const PATHS = ['/', '/catalog', '/product/1', '/login', '/admin', '/tidak-ada'];

  it('carry the dark class of a dark theme cookie, no theme script, and a policy refusing every inline script', async () => {
    for (const path of PATHS) {
      const response = await server!.client().request(path, { headers: { cookie: 'theme=dark' } });
      const html = await response.text();
      expect(html, path).toMatch(/<html lang="id" class="dark">/);
      expect(html, path).not.toContain('theme-init');
      expect(html, path).not.toMatch(/<script>/);
      expect(/script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1], path).toBe("'self'");
      expect(response.headers.get('vary'), path).toMatch(/cookie/i);
    }
  });

  it('are light without the cookie or with any other value', async () => {
    for (const cookie of [undefined, 'theme=light', 'theme=%22dark%22', 'mytheme=dark']) {
      const html = await (await server!.client().request('/catalog', cookie ? { headers: { cookie } } : {})).text();
      expect(html, cookie).toMatch(/<html lang="id">/);
      expect(html, cookie).not.toContain('class="dark"');
    }
  });

  it('leave the script file itself to browser mode', async () => {
    expect((await server!.client().request('/theme-init.js')).status).toBe(200);
  });
});

describe('withTheme', () => {
  const html = '<!doctype html><html lang="id"><head></head><body></body></html>';

  it('adds the dark class to <html>, and leaves a light page as it is', () => {
    expect(withTheme(html, 'dark')).toBe('<!doctype html><html lang="id" class="dark"><head></head><body></body></html>');
    expect(withTheme(html, 'light')).toBe(html);
  });

  it('refuses a page without <html> or whose <html> already has a class', () => {
    expect(() => withTheme('<body></body>', 'dark')).toThrow(/<html>/);
    expect(() => withTheme('<html class="x"></html>', 'dark')).toThrow(/<html>/);
  });
});

it('removes the theme script tag, once', () => {
  expect(withoutThemeScript(`<head>${THEME_SCRIPT_TAG}</head>`)).toBe('<head></head>');
  expect(withoutThemeScript('<head></head>')).toBe('<head></head>');
});

it('reads the theme cookie: dark, else light', () => {
  expect(themeOfCookie('dark')).toBe('dark');
  expect(themeOfCookie('light')).toBe('light');
  expect(themeOfCookie(undefined)).toBe('light');
  expect(themeOfCookie('"dark"')).toBe('light');
});
