import { cn } from '@/lib/utils';

/** Shown when a product has no image or its image fails to load (docs/product/decisions.md, "Seed data"). */
const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * The product page's main photo: 4:3 with intrinsic size (no layout shift), loaded eagerly with
 * high priority (it is the page's largest content), with a placeholder fallback.
 */
export function ProductImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={800}
      height={600}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
      className={cn('aspect-[4/3] h-auto w-full bg-muted object-cover', className)}
    />
  );
}
