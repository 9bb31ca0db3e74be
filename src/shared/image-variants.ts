/**
 * Responsive images (docs/api.md, "Images"): the URL scheme of the smaller WebP/AVIF copies the
 * shop server makes of every uploaded raster image, shared by the server (which serves them), the
 * storefront's `<picture>` (src/components/product-image.tsx) and the product page's preload
 * (server/pages/head.ts), so all three name the very same URLs.
 *
 * The scheme is deterministic: for any `/api/images/<sha256>` URL the client may ask for every
 * width of {@link IMAGE_VARIANT_WIDTHS} in every format of {@link IMAGE_VARIANT_FORMATS}; when the
 * original is narrower, the server answers its widest copy (or the original itself when it has no
 * copies, e.g. a GIF), never 404. Other URLs (the seed's SVGs, data URLs of browser mode) have no
 * variants.
 */

/** Widths of the variants in pixels, ascending. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;
/** A variant width in pixels. */
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Variant formats, in the order the browser should prefer them (the smaller first). */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
/** A variant format. */
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The media type of each variant format. */
export const IMAGE_VARIANT_TYPES: Readonly<
  Record<ImageVariantFormat, `image/${ImageVariantFormat}`>
> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * `sizes` of a catalogue card's image: the grid has 2 columns on phones, 3 from 768 px, 4 from
 * 1024 px, inside `max-w-7xl` (1280 px less padding and gaps: about 300 px a card).
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * `sizes` of the product page's image: full width on phones, half of a 2-column layout from 768
 * px, inside `max-w-6xl` (1152 px less padding and the gap: about 530 px).
 */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1152px) 530px, (min-width: 768px) 50vw, 100vw';

const UPLOADED_IMAGE_URL = /^\/api\/images\/[0-9a-f]{64}$/;

/**
 * Whether `url` is an uploaded image's URL (`/api/images/<sha256 hex>`, relative, no query), the
 * only kind with variants.
 */
export function isUploadedImageUrl(url: string): boolean {
  return UPLOADED_IMAGE_URL.test(url);
}

/**
 * The URL of one variant of an uploaded image.
 * @param url - an uploaded image's URL ({@link isUploadedImageUrl}).
 * @param width - the width in pixels, one of {@link IMAGE_VARIANT_WIDTHS}.
 * @param format - `avif` or `webp`.
 * @returns `<url>?w=<width>&format=<format>`, e.g. `/api/images/ab…?w=640&format=avif`.
 */
export function imageVariantUrl(
  url: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string {
  return `${url}?w=${width}&format=${format}`;
}

/**
 * The `srcset` of an uploaded image in one format: every width of {@link IMAGE_VARIANT_WIDTHS}
 * with its `w` descriptor.
 * @returns e.g. `/api/images/ab…?w=320&format=avif 320w, …?w=640&format=avif 640w, …960w`.
 */
export function imageSrcSet(url: string, format: ImageVariantFormat): string {
  return IMAGE_VARIANT_WIDTHS.map(
    (width) => `${imageVariantUrl(url, width, format)} ${width}w`,
  ).join(', ');
}

/** One `<source>` of a `<picture>`. */
export interface ResponsiveImageSource {
  /** The media type (`image/avif`, `image/webp`). */
  type: `image/${ImageVariantFormat}`;
  /** The `srcset` value. */
  srcSet: string;
}

/**
 * The `<source>`s of a `<picture>` for `url`, in the order the browser should try them (AVIF,
 * then WebP).
 * @returns the sources, or an empty list when `url` is not an uploaded image (a plain `<img>`).
 */
export function responsiveImageSources(url: string): ResponsiveImageSource[] {
  if (!isUploadedImageUrl(url)) return [];
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: IMAGE_VARIANT_TYPES[format],
    srcSet: imageSrcSet(url, format),
  }));
}
