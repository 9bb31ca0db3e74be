// @vitest-environment node
/**
 * A product off sale as a search engine sees it (src/domain/catalog/on-sale.ts; docs/product/decisions.md
 * "A product's status"): an `Arsip` product's page, or one of a `Nonaktif` partner, still answers
 * 200 (a shared link, an old order's) but is `noindex` and carries no JSON-LD offer, and
 * sitemap.xml leaves it out; a `Draf` is not found; `Aktif` again, it is back.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@/domain/core/records';
import { DEMO, startTestServer, type TestServer } from '../testing/harness';
import { json, put } from '../testing/fixtures';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'seulanga-status-'));
  await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
  server = await startTestServer({ staticDir, publicOrigin: 'https://seulanga.example' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** What a crawler reads of `/product/{id}` and of the sitemap. */
async function crawl(id: number) {
  const response = await server.client().request(`/product/${id}`);
  const html = await response.text();
  const sitemap = await (await server.client().request('/sitemap.xml')).text();
  return {
    status: response.status,
    noindex: html.includes('<meta name="robots" content="noindex" />'),
    jsonLd: html.includes('application/ld+json'),
    inSitemap: sitemap.includes(`https://seulanga.example/product/${id}<`),
  };
}

it('keeps an Arsip product’s page but out of search engines, a Draf one not found, and puts them back when Aktif', async () => {
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const { id, ...fields } = await json<Product>(await admin.request('/api/products/1'));
  expect(await crawl(id)).toEqual({ status: 200, noindex: false, jsonLd: true, inSitemap: true });

  expect((await put(admin, `/api/admin/products/${id}`, { ...fields, status: 'archived' })).status).toBe(200);
  expect(await crawl(id)).toEqual({ status: 200, noindex: true, jsonLd: false, inSitemap: false });

  // A draft was never published: its page is not found, its record unread by strangers.
  expect((await put(admin, `/api/admin/products/${id}`, { ...fields, status: 'draft' })).status).toBe(200);
  expect(await crawl(id)).toEqual({ status: 404, noindex: true, jsonLd: false, inSitemap: false });
  expect((await server.client().request(`/api/products/${id}`)).status).toBe(404);
  expect(await json(await server.client().request(`/api/products?ids=${id}`))).toEqual([]);
  expect((await admin.request(`/api/products/${id}`)).status).toBe(200);

  expect((await put(admin, `/api/admin/products/${id}`, { ...fields, status: 'active' })).status).toBe(200);
  expect(await crawl(id)).toEqual({ status: 200, noindex: false, jsonLd: true, inSitemap: true });
});

it('treats a product of a Nonaktif partner the same (Rencong Miniatur, of P007)', async () => {
  expect(await crawl(51)).toEqual({ status: 200, noindex: true, jsonLd: false, inSitemap: false });
});
