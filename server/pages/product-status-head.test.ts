// @vitest-environment node
/**
 * A product off sale as a search engine sees it (src/domain/catalog/on-sale.ts; docs/product/decisions.md
 * "A product's status"): its page still answers 200 (a shared link, an old order's) but is
 * `noindex` and carries no JSON-LD offer, and sitemap.xml leaves it out; `Aktif` again, it is back.
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

it('keeps a Draf product’s page but out of search engines, and puts it back when Aktif', async () => {
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const { id, ...fields } = await json<Product>(await admin.request('/api/products/1'));
  expect(await crawl(id)).toEqual({ status: 200, noindex: false, jsonLd: true, inSitemap: true });

  expect((await put(admin, `/api/admin/products/${id}`, { ...fields, status: 'draft' })).status).toBe(200);
  expect(await crawl(id)).toEqual({ status: 200, noindex: true, jsonLd: false, inSitemap: false });

  expect((await put(admin, `/api/admin/products/${id}`, { ...fields, status: 'active' })).status).toBe(200);
  expect(await crawl(id)).toEqual({ status: 200, noindex: false, jsonLd: true, inSitemap: true });
});

it('treats a product of a Nonaktif partner the same (Rencong Miniatur, of P007)', async () => {
  expect(await crawl(51)).toEqual({ status: 200, noindex: true, jsonLd: false, inSitemap: false });
});
