import type * as React from 'react';
import { cn } from '@/lib/utils';

/** Shown when a product has no image or its image fails to load (docs/product/decisions.md, "Seed data"). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Props of {@link ProductImage}. */
export type ProductImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  /** The product's image URL (may be empty: the placeholder is shown). */
  src: string;
  /** The product's name. */
  alt: string;
  /** Load early and with high priority (images above the fold). */
  priority?: boolean;
};

/**
 * A product photo in a 4:3 box with intrinsic `width`/`height` (no layout shift), lazy loading
 * unless `priority`, async decoding, and a placeholder when the image is missing or broken.
 */
export function ProductImage({
  src,
  alt,
  priority = false,
  className,
  ...props
}: ProductImageProps) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
      className={cn('aspect-[4/3] h-auto w-full bg-muted object-cover', className)}
      {...props}
    />
  );
}
