// @vitest-environment node
/**
 * Public pages as a link preview or a search engine sees them (docs/server.md "Public pages"):
 * the HTML the server answers, read without running any JavaScript.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { join } from 'node:path';
import { imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@/shared/image-variants';
import { renderPage } from '@/entry-server';
import { DEMO, saveHostileProduct, startTestServer, type TestServer } from '../testing/harness';
import { productImagePreload } from './head';
import { productsOnSale } from '@/domain/catalog/on-sale';
import type { Partner, Product } from '@/domain/core/records';

let server: TestServer;
let staticDir: string;

beforeEach(async () => {
  // The source index.html carries the same title and description tags as the built one.
  staticDir = await mkdtemp(join(tmpdir(), 'seulanga-pages-'));
  await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
  server = await startTestServer({ staticDir, publicOrigin: 'https://seulanga.example' });
});
afterEach(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The page's HTML and status, as a crawler gets it. */
async function fetchPage(path: string) {
  const response = await server.client().request(path);
  return { status: response.status, html: await response.text() };
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

it('gives a product page its title, description, canonical URL, preview tags and JSON-LD Product', async () => {
  const { status, html } = await fetchPage('/product/1');
  expect(status).toBe(200);
  expect(html).toContain('<title>Kopi Arabika Gayo — Seulanga</title>');
  expect(meta(html, 'description')).toMatch(/^Kopi Arabika Gayo — Rp\s85\.000, Minuman, dari Takengon\./);
  expect(html).toContain('<link rel="canonical" href="https://seulanga.example/product/1" />');
  expect(meta(html, 'og:type')).toBe('product');
  expect(meta(html, 'og:title')).toBe('Kopi Arabika Gayo — Seulanga');
  expect(meta(html, 'og:image')).toBe('https://seulanga.example/images/products/kopi-arabika-gayo.svg');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  // The LCP image, as the page's <img> asks for it, before any JavaScript.
  expect(html).toContain('<link rel="preload" as="image" href="/images/products/kopi-arabika-gayo.svg" fetchpriority="high" />');
  expect(jsonLd(html)).toMatchObject({
    '@type': 'Product',
    name: 'Kopi Arabika Gayo',
    offers: { '@type': 'Offer', price: 85000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
  });
  // One title only, and the app's script still loads.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('<div id="root">');
});

it('gives a product with variations a JSON-LD AggregateOffer of its variants\' price range', async () => {
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const saved = await admin.request('/api/admin/products', {
    method: 'POST',
    json: {
      name: 'Kopi Tiga Ukuran',
      category: 'Minuman',
      price: 1,
      stock: 1,
      location: 'Takengon',
      partnerId: 'P001',
      image: '/images/products/kopi-arabika-gayo.svg',
      variations: [{ name: 'Ukuran', options: ['250 g', '1 kg'] }],
      variants: [
        { id: 'v1', options: ['250 g'], price: 45_000, stock: 0, weight: 250, sku: '', image: '' },
        { id: 'v2', options: ['1 kg'], price: 160_000, stock: 3, weight: 1000, sku: '', image: '' },
      ],
    },
  });
  expect(saved.status).toBe(201);
  const { id } = (await saved.json()) as Product;
  const { html } = await fetchPage(`/product/${id}`);
  expect(jsonLd(html)).toMatchObject({
    '@type': 'Product',
    offers: { '@type': 'AggregateOffer', lowPrice: 45_000, highPrice: 160_000, offerCount: 2, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
  });
});

it('preloads an uploaded product image as the AVIF source of the page’s <picture>, every candidate served', async () => {
  // This page with the real renderer (src/entry-server.tsx), to compare the preload with the markup.
  const rendering = await startTestServer({ staticDir, publicOrigin: 'https://seulanga.example', renderPage });
  try {
    const admin = await rendering.signIn(DEMO.admin.username, DEMO.admin.password);
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a4b2a' } }).jpeg().toBuffer();
    const uploaded = await admin.request('/api/images', { method: 'POST', body: new Uint8Array(jpeg), headers: { 'content-type': 'image/jpeg' } });
    const { url } = (await uploaded.json()) as { url: string };
    const saved = await admin.request('/api/admin/products', {
      method: 'POST',
      json: { name: 'Kopi Foto', category: 'Minuman', price: 50000, stock: 3, location: 'Takengon', partnerId: 'P001', image: url, description: '' },
    });
    const { id } = (await saved.json()) as { id: number };
    const html = await (await rendering.client().request(`/product/${id}`)).text();
    const srcSet = imageSrcSet(url, 'avif');
    const escaped = srcSet.replaceAll('&', '&amp;');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${url}" imagesrcset="${escaped}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" type="image/avif" fetchpriority="high" />`,
    );
    expect(meta(html, 'og:image')).toBe(`https://seulanga.example${url}`);
    // React preloads no copy of its own for an img inside a <picture>.
    expect(html.match(new RegExp(`<link rel="preload" as="image" href="${url}`, 'g'))).toHaveLength(1);
    // The page's <picture> asks for exactly these: its first source is AVIF with the same
    // candidates and sizes, so the browser reuses the preloaded response; its img is the original.
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    const firstSource = /<source ([^>]*)\/?>/.exec(picture)?.[1] ?? '';
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(firstSource)?.[1];
    expect([attribute('type'), attribute('srcSet'), attribute('sizes')]).toEqual(['image/avif', escaped, PRODUCT_PAGE_IMAGE_SIZES]);
    expect(picture).toMatch(new RegExp(`<img [^>]*src="${url}"[^>]*fetchPriority="high"`, 'i'));
    for (const candidate of srcSet.split(', ')) {
      const response = await rendering.client().request(candidate.split(' ')[0]!);
      expect([candidate, response.status, response.headers.get('content-type')]).toEqual([candidate, 200, 'image/avif']);
    }
  } finally {
    await rendering.close();
  }
}, 60_000);

it('preloads other images by their URL and nothing for data URLs or other schemes', () => {
  expect(productImagePreload('/images/products/kopi-arabika-gayo.svg')).toEqual({ href: '/images/products/kopi-arabika-gayo.svg' });
  expect(productImagePreload('https://cdn.example/kopi.jpg')).toEqual({ href: 'https://cdn.example/kopi.jpg' });
  const uploaded = `/api/images/${'a'.repeat(64)}`;
  expect(productImagePreload(uploaded)).toEqual({ href: uploaded, srcSet: imageSrcSet(uploaded, 'avif'), sizes: PRODUCT_PAGE_IMAGE_SIZES, type: 'image/avif' });
  for (const other of ['data:image/png;base64,iVBORw0KGgo=', '//evil.example/x.png', 'javascript:alert(1)', ''])
    expect(productImagePreload(other)).toBeUndefined();
});

it('answers 404 with noindex for a product that does not exist', async () => {
  for (const path of ['/product/999999', '/product/abc', '/product/1e3']) {
    const { status, html } = await fetchPage(path);
    expect(status, path).toBe(404);
    expect(html).toContain('<title>Produk tidak ditemukan — Seulanga</title>');
    expect(meta(html, 'robots')).toBe('noindex');
  }
});

it('answers 404 with noindex for a path no page answers, and 200 for the pages as the router matches them', async () => {
  for (const path of ['/tidak-ada', '/admin/tidak-ada', '/product/1/ulasan', '/cart/1', '/favicon.ico', '/wp-login.php']) {
    const { status, html } = await fetchPage(path);
    expect(status, path).toBe(404);
    expect(html, path).toContain('<title>Halaman tidak ditemukan — Seulanga</title>');
    expect(meta(html, 'robots'), path).toBe('noindex');
    expect(html, path).not.toContain('rel="canonical"');
    expect(html, path).toContain('<div id="root">');
  }
  for (const path of ['/Catalog/', '/admin/', '/lokasi-toko-auth', '/redirect']) {
    expect((await fetchPage(path)).status, path).toBe(200);
  }
});

it('escapes what the admin typed: no text can close a tag or the JSON-LD script', async () => {
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const name = `Kopi "Gayo" </script><script>alert(1)</script> & <b>`;
  const id = await saveHostileProduct(admin, name, 0);
  const { html } = await fetchPage(`/product/${id}`);
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<b>');
  expect(html).toContain('<title>Kopi &quot;Gayo&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; — Seulanga</title>');
  const data = jsonLd(html)!;
  expect(data.name).toBe(name);
  expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
});

it('gives the home, catalogue and info pages theirs, and leaves the other pages as built', async () => {
  expect((await fetchPage('/')).html).toContain('<title>Beranda — Seulanga</title>');
  const catalog = await fetchPage('/catalog?category=Minuman&page=2');
  expect(catalog.html).toContain('<title>Katalog Produk — Seulanga</title>');
  expect(catalog.html).toContain('<link rel="canonical" href="https://seulanga.example/catalog?category=Minuman" />');
  expect((await fetchPage('/tentang-kami')).html).toContain('<title>Tentang Kami — Seulanga</title>');
  for (const path of ['/admin', '/admin/orders', '/cart', '/login']) {
    const { status, html } = await fetchPage(path);
    expect(status, path).toBe(200);
    expect(html, path).toContain('<title>Seulanga — Produk UMKM Aceh</title>');
    expect(meta(html, 'og:title'), path).toBeUndefined();
  }
});

it('shows no product in a page head while the shop is in maintenance', async () => {
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const store = (await (await admin.request('/api/settings/store')).json()) as Record<string, unknown>;
  expect((await admin.request('/api/settings/store', { method: 'PUT', json: { ...store, maintenanceMode: true } })).status).toBe(200);
  const { html } = await fetchPage('/product/1');
  expect(html).not.toContain('Kopi Arabika Gayo');
});

it('serves robots.txt and a sitemap of the public pages and every product on sale', async () => {
  const robots = await server.client().request('/robots.txt');
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /checkout');
  expect(text).toContain('Sitemap: https://seulanga.example/sitemap.xml');
  const sitemap = await server.client().request('/sitemap.xml');
  expect(sitemap.headers.get('content-type')).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<loc>https://seulanga.example/</loc>');
  expect(xml).toContain('<loc>https://seulanga.example/catalog</loc>');
  const products = ((await (await server.client().request('/api/products')).json()) as { items: Product[] }).items;
  const partners = (await (await server.client().request('/api/partners')).json()) as Partner[];
  // Only the products on sale (a product off sale is left out: ./product-status-head.test.ts).
  for (const { id } of productsOnSale(products, partners)) expect(xml).toContain(`<loc>https://seulanga.example/product/${id}</loc>`);
});

it("keeps a catalogue category with replacement patterns ($`, $', $&) as text in the head", async () => {
  const { status, html } = await fetchPage('/catalog?category=%24%60TOKO%20TUTUP%24%27%24%26');
  expect(status).toBe(200);
  // One document head: "$`" must not paste a copy of what precedes the tag into the attribute.
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(meta(html, 'description')).toContain('$`TOKO TUTUP$&#39;$&amp;');
});

it('answers a product path that is not valid percent-encoding with 404, not 500', async () => {
  const { status, html } = await fetchPage('/product/%ZZ');
  expect(status).toBe(404);
  expect(html.match(/<title>/g)).toHaveLength(1);
});

it('lets shared caches keep robots.txt and the sitemap only when their addresses come from PUBLIC_URL', async () => {
  expect((await server.client().request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  const bare = await startTestServer({ staticDir });
  try {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await bare.client().request(path, { headers: { Host: 'penipu.example' } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  } finally {
    await bare.close();
  }
});
