// @vitest-environment node
/**
 * The installable app's answers (docs/decisions/025-installable-app.md): the service worker is
 * checked again at every visit (`no-cache`), the manifest is answered as a manifest, named after
 * the store, with a short cache; only a public storefront page asked for without a session carries
 * the mark that lets the worker keep it.
 */
import { mkdtemp, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_HEADER } from '@/shared/offline-cache';
import { DEMO, startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'seulanga-installable-'));
  await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
  await copyFile(join(process.cwd(), 'public', 'offline.html'), join(staticDir, 'offline.html'));
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
  await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"from the build"}');
  server = await startTestServer({ staticDir });
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('answers the service worker as JavaScript to be checked again at every visit', async () => {
    const response = await server.client().request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the manifest as a manifest with a short cache, named after the store', async () => {
    const visitor = server.client();
    const response = await visitor.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const manifest = (await response.json()) as { name: string; display: string; lang: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Seulanga', display: 'standalone', lang: 'id' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const store = (await (await admin.request('/api/settings/store')).json()) as Record<string, unknown>;
    const body = { ...store, newOrderNotifications: undefined };
    try {
      expect((await admin.request('/api/settings/store', { method: 'PUT', json: { ...body, storeName: 'Toko Kopi Gayo' } })).status).toBe(200);
      expect(await (await visitor.request('/manifest.webmanifest')).json()).toMatchObject({ name: 'Toko Kopi Gayo', short_name: 'Seulanga' });
    } finally {
      await admin.request('/api/settings/store', { method: 'PUT', json: body });
    }
  });

  it('answers the offline page as a page', async () => {
    const response = await server.client().request('/offline.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Anda sedang offline.');
  });

  it('marks the public storefront pages of a visitor without a session, and nothing else', async () => {
    const visitor = server.client();
    for (const path of ['/', '/catalog', '/product/1', '/tentang-kami']) {
      expect((await visitor.request(path)).headers.get(PUBLIC_PAGE_HEADER), path).toBe('public');
    }
    for (const path of ['/pesanan-saya', '/cart', '/admin', '/login', '/tidak-ada', '/api/products']) {
      expect((await visitor.request(path)).headers.get(PUBLIC_PAGE_HEADER), path).toBeNull();
    }
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    for (const path of ['/', '/catalog', '/product/1', '/pesanan-saya']) {
      const response = await buyer.request(path);
      expect(response.headers.get(PUBLIC_PAGE_HEADER), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('the static files', () => {
  it('answers a hashed build file as immutable and another file with an hour', async () => {
    await mkdir(join(staticDir, 'assets'), { recursive: true });
    await writeFile(join(staticDir, 'assets', 'entry-abc123.js'), 'export {};\n');
    await writeFile(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const visitor = server.client();
    expect((await visitor.request('/assets/entry-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await visitor.request('/logo.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    // A build file that is not there is no page to keep for a year.
    expect((await visitor.request('/assets/missing-0000.js')).headers.get('cache-control')).not.toMatch(/immutable/);
  });
});
