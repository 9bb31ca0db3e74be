// @vitest-environment node
/**
 * The theme script inlined into the pages the server sends, allowed by its hash in the Content
 * Security Policy (./theme-script.ts), and nothing else inline.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { readThemeScript, THEME_SCRIPT_TAG } from './theme-script';

let staticDir: string;

beforeEach(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'seulanga-theme-'));
  await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
});
afterEach(async () => {
  await rm(staticDir, { recursive: true, force: true });
});

describe('the inline theme script', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('is in every page, allowed by its SHA-256 and by nothing looser', async () => {
    await copyFile(join(process.cwd(), 'public', 'theme-init.js'), join(staticDir, 'theme-init.js'));
    const text = await readFile(join(staticDir, 'theme-init.js'), 'utf8');
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    server = await startTestServer({ staticDir });
    for (const path of ['/', '/catalog', '/product/1', '/login', '/admin', '/tidak-ada']) {
      const response = await server.client().request(path);
      const html = await response.text();
      expect(html, path).toContain(`<script>${text}</script>`);
      expect(html, path).not.toContain(THEME_SCRIPT_TAG);
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc, path).toBe(`'self' ${hash}`);
    }
    // The file itself is still served (browser mode and old pages load it).
    const file = await server.client().request('/theme-init.js');
    expect(file.status).toBe(200);
  });

  it('leaves the external script when the build has no theme-init.js', async () => {
    server = await startTestServer({ staticDir });
    const response = await server.client().request('/');
    expect(await response.text()).toContain(THEME_SCRIPT_TAG);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});

it('refuses a script that could end its element early', async () => {
  await writeFile(join(staticDir, 'theme-init.js'), 'document.write("</script><script>alert(1)")');
  expect(() => readThemeScript(staticDir)).toThrow(/cannot be inlined/);
  expect(readThemeScript(join(staticDir, 'missing'))).toBeNull();
});
