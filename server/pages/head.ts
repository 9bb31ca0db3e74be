/**
 * Link previews and search engines (docs/server.md "Public pages"): the `<head>` the server puts
 * into `index.html` for the storefront's public pages, so a link shared on WhatsApp or Instagram
 * shows the page's own title, description and image without running JavaScript; a product page
 * also gets JSON-LD `Product` with its `Offer`. The pages, their titles (the ones the pages
 * render; checked by e2e/server/link-previews.spec.ts) and what search engines may index come
 * from the route manifest (src/shared/routes.ts). Every value is escaped.
 */
import { formatRupiah } from '@/shared/format';
import { imageSrcSet, IMAGE_VARIANT_TYPES, isUploadedImageUrl, PRODUCT_PAGE_IMAGE_SIZES } from '@/shared/image-variants';
import { PAGE_TITLES, pageTitle, SHOP_NAME as SITE } from '@/shared/page-titles';
import { NOT_FOUND_PAGE, type FixedPublicPath } from '@/shared/routes';
import { disallowedPaths, fixedPublicPages } from './page-routes';
import type { Product } from '@/domain/core/records';
import { priceRange } from '@/domain/catalog/variants';

/** The description of pages without their own (the `index.html` one). */
export const SHOP_DESCRIPTION =
  'Seulanga: belanja produk UMKM Aceh — kopi Gayo, keumamah, kue adee, songket, minyak nilam — langsung dari mitra usaha kecil di seluruh Aceh.';

/** What the server writes into a page's `<head>`. */
export interface PageHead {
  /** The HTTP status of the page (404 for a product that does not exist or an unknown path). */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL of the page (no query, except the catalogue's category); none on a 404 page. */
  canonical?: string;
  /** Open Graph type. */
  type: 'website' | 'product';
  /** Absolute URL of the preview image, if any. */
  image?: string;
  /** Schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Whether search engines should leave the page out (`noindex`). */
  noindex?: boolean;
  /**
   * The page's largest above-the-fold image (its LCP element), fetched with high priority before
   * the JavaScript that renders it has loaded.
   */
  preloadImage?: PreloadImage;
}

/**
 * An image to preload, exactly as the page's `<img>` (or its `<picture>`'s first source) asks for
 * it, so the browser reuses the preloaded response.
 */
export interface PreloadImage {
  /** The `<img>`'s `src`. */
  href: string;
  /** The responsive candidates (`imagesrcset`) of the `<source>` the browser picks, if any. */
  srcSet?: string;
  /** Their `sizes` (`imagesizes`). */
  sizes?: string;
  /** Their media type: a browser that cannot decode it skips the preload, as it skips the source. */
  type?: string;
}

/**
 * The preload of the product page's image as src/components/product-image.tsx renders it: an
 * uploaded image's AVIF candidates (its `<picture>`'s first source, which every browser that
 * supports AVIF picks) with the page's `sizes`; any other image by its URL; nothing for a data URL
 * or another scheme.
 */
export function productImagePreload(image: string): PreloadImage | undefined {
  if (isUploadedImageUrl(image))
    return { href: image, srcSet: imageSrcSet(image, 'avif'), sizes: PRODUCT_PAGE_IMAGE_SIZES, type: IMAGE_VARIANT_TYPES.avif };
  return /^(\/(?!\/)|https?:\/\/)/.test(image) ? { href: image } : undefined;
}

/** The description of each fixed public page (the route manifest's server-rendered pages without a `:name`). */
const DESCRIPTIONS: Readonly<Record<FixedPublicPath, string>> = {
  '/': SHOP_DESCRIPTION,
  '/catalog': 'Katalog produk UMKM Aceh di Seulanga: kopi Gayo, makanan khas, kerajinan songket dan minyak nilam.',
  '/tentang-kami': `Tentang ${SITE}, toko daring produk UMKM Aceh.`,
  '/layanan': `Layanan ${SITE}: pembayaran, pengiriman dan bantuan pembeli.`,
  '/lokasi-toko': `Lokasi toko dan mitra ${SITE} di Aceh.`,
};

/** The public pages with a fixed head: path → title (as the page renders it) and description. */
export const PUBLIC_PAGES: Readonly<Record<string, { title: string; description: string }>> = Object.fromEntries(
  fixedPublicPages().map(({ path, title }) => [path, { title: pageTitle(title), description: DESCRIPTIONS[path] }]),
);

/**
 * Paths search engines should not index: the back office and the buyer's pages (the role guard's
 * areas), the public pages the server does not render (the forms, the redirect page) and the API.
 */
export const DISALLOWED_PATHS = [...disallowedPaths(), '/api/'];

/** A product page's description: price, stock and the start of its own description. */
function productDescription(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  const short = text.length > 150 ? `${text.slice(0, 147).trimEnd()}…` : text;
  const stock = product.stock > 0 ? `${formatRupiah(product.price)}` : `${formatRupiah(product.price)} (stok habis)`;
  return [`${product.name} — ${stock}, ${product.category}, dari ${product.location}.`, short].filter(Boolean).join(' ');
}

/** An absolute URL of `path` on `origin`; data URLs and other schemes give undefined. */
function absolute(origin: string, path: string): string | undefined {
  if (/^https?:\/\//.test(path)) return path;
  return path.startsWith('/') ? `${origin}${path}` : undefined;
}

/**
 * The head of a product page (`/product/:id`).
 * @param product - the product, or null when it does not exist (404, 'Produk tidak ditemukan').
 * @param origin - the shop's public origin, e.g. `https://seulanga.id`.
 * @param onSale - whether it is on sale (src/domain/catalog/on-sale.ts); a product off sale (`Draf`,
 *   `Arsip`, a `Nonaktif` partner) keeps its page (200, 'Produk ini sedang tidak dijual.') but is
 *   `noindex` and offers nothing (no JSON-LD).
 */
export function productHead(product: Product | null, id: string, origin: string, onSale = true): PageHead {
  const canonical = `${origin}/product/${encodeURIComponent(id)}`;
  if (!product) {
    return { status: 404, title: PAGE_TITLES.productNotFound, description: SHOP_DESCRIPTION, canonical, type: 'website', noindex: true };
  }
  const image = absolute(origin, product.image);
  return {
    status: 200,
    title: pageTitle(product.name),
    description: productDescription(product),
    canonical,
    type: 'product',
    image,
    // What the page's <picture> or <img> asks for, so the browser reuses the preloaded response.
    preloadImage: productImagePreload(product.image),
    ...(onSale ? {} : { noindex: true }),
    jsonLd: !onSale ? undefined : {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description || undefined,
      category: product.category,
      image: image ? [image] : undefined,
      url: canonical,
      sku: String(product.id),
      offers:
        product.variants.length > 0
          ? {
              // A product with `Variasi`: its variants' price range (src/domain/catalog/variants.ts).
              '@type': 'AggregateOffer',
              lowPrice: priceRange(product).low,
              highPrice: priceRange(product).high,
              offerCount: product.variants.length,
              priceCurrency: 'IDR',
              availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url: canonical,
            }
          : {
              '@type': 'Offer',
              price: product.price,
              priceCurrency: 'IDR',
              availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url: canonical,
            },
    },
  };
}

/**
 * The head of a path no page of the router answers (its "not found" page, as the app titles it):
 * 404, left out of search engines.
 */
export function notFoundHead(): PageHead {
  return { status: 404, title: pageTitle(NOT_FOUND_PAGE.title), description: SHOP_DESCRIPTION, type: 'website', noindex: true };
}

/**
 * The head of a fixed public page, or null for any other path (the SPA's `index.html` as built).
 * @param url - the request's URL (the catalogue keeps its `category` in the canonical URL).
 */
export function publicPageHead(url: URL, origin: string): PageHead | null {
  const page = PUBLIC_PAGES[url.pathname];
  if (!page) return null;
  const category = url.pathname === '/catalog' ? url.searchParams.get('category')?.trim() : undefined;
  return {
    status: 200,
    title: page.title,
    description: category ? `${category}: ${page.description}` : page.description,
    canonical: category ? `${origin}/catalog?category=${encodeURIComponent(category)}` : `${origin}${url.pathname}`,
    type: 'website',
    image: `${origin}/logo.svg`,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text escaped for HTML text and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The `<link rel="preload" as="image" … fetchpriority="high">` of `image`, every value escaped. */
function preloadLink(image: PreloadImage): string {
  const attributes = [
    `href="${escapeHtml(image.href)}"`,
    ...(image.srcSet ? [`imagesrcset="${escapeHtml(image.srcSet)}"`] : []),
    ...(image.sizes ? [`imagesizes="${escapeHtml(image.sizes)}"`] : []),
    ...(image.type ? [`type="${escapeHtml(image.type)}"`] : []),
  ];
  return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high" />`;
}

/**
 * `html` with `tags` inserted before the first `<script` of its `<head>` (before `</head>` when
 * the head has none): a preload placed there is requested before the page's scripts, which over
 * HTTP/1.1 would otherwise take the six connections first.
 */
export function withEarlyHeadTags(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  const script = html.indexOf('<script', 0);
  const at = script >= 0 && (headEnd < 0 || script < headEnd) ? script : headEnd;
  if (at < 0) return html;
  return `${html.slice(0, at)}${tags.join('\n    ')}\n    ${html.slice(at)}`;
}

/**
 * `index.html` with the page's head: its `<title>` and description replaced, then canonical, Open
 * Graph, Twitter card, robots and JSON-LD tags added before `</head>`, and the LCP image's preload
 * before the page's scripts ({@link withEarlyHeadTags}). JSON-LD escapes `<` so no text can close
 * its script.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = [
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    ...(head.canonical ? [`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`] : []),
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="${head.image && head.type === 'product' ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    ...(head.image ? [`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`] : []),
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`]
      : []),
  ];
  const html = indexHtml
    // Replacements are functions: a string replacement reads `$\``, `$'` and `$&` in the data as
    // patterns (a category named "$`" would copy the document's head into the page).
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  return withEarlyHeadTags(html, head.preloadImage ? [preloadLink(head.preloadImage)] : []);
}

/** `robots.txt`: the disallowed paths and the sitemap's address. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Sitemaps hold at most this many addresses (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/** `sitemap.xml`: the fixed public pages, then the given product ids (at most {@link SITEMAP_LIMIT} addresses in all). */
export function sitemapXml(origin: string, productIds: readonly number[]): string {
  const urls = [...fixedPublicPages().map(({ path }) => `${origin}${path}`), ...productIds.map((id) => `${origin}/product/${id}`)]
    .slice(0, SITEMAP_LIMIT)
    .map((loc) => `  <url><loc>${escapeHtml(loc)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
