import { useState } from 'react';
import type * as React from 'react';
import { PRODUCT_CARD_IMAGE_SIZES, responsiveImageSources } from '@/shared/image-variants';
import { cn } from '@/lib/utils';

/** Shown when a product has no image or its image fails to load (docs/product/decisions.md, "Seed data"). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Props of {@link ProductImage}. */
export type ProductImageProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'sizes' | 'srcSet'
> & {
  /** The product's image URL (may be empty: the placeholder is shown). */
  src: string;
  /** The product's name. */
  alt: string;
  /** Load early and with high priority (images above the fold). */
  priority?: boolean;
  /** Intrinsic width in CSS pixels (400, a card's, by default); the box is 4:3. */
  width?: number;
  /** Intrinsic height in CSS pixels (300 by default). */
  height?: number;
  /**
   * The `sizes` of the responsive sources: how wide the image is shown at each viewport width
   * (a catalogue card's, `PRODUCT_CARD_IMAGE_SIZES`, by default).
   */
  sizes?: string;
};

/**
 * A product photo in a 4:3 box with intrinsic `width`/`height` (no layout shift), lazy loading
 * unless `priority` (then eager with `fetchpriority="high"`), async decoding, and a placeholder
 * when the image is missing or broken. An uploaded image (`/api/images/<sha256>`) is a
 * `<picture>` whose AVIF and WebP sources list the server's 320/640/960 px copies
 * (src/shared/image-variants.ts) with `sizes`, the `<img>` keeping the original; any other URL
 * (the seed's SVGs, browser mode's data URLs) is a plain `<img>`. Renders the same on the server
 * and in the browser.
 */
export function ProductImage({
  src,
  alt,
  priority = false,
  width = 400,
  height = 300,
  sizes = PRODUCT_CARD_IMAGE_SIZES,
  className,
  onError,
  ...props
}: ProductImageProps) {
  // The URL that failed to load, if any: a new `src` is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  const sources = broken ? [] : responsiveImageSources(src);
  const image = (
    <img
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={(event) => {
        if (!broken) setFailed(src);
        onError?.(event);
      }}
      className={cn('aspect-[4/3] h-auto w-full bg-muted object-cover', className)}
      {...props}
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture className="block">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
