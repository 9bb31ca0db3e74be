import { useState } from 'react';
import { ImageOffIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A product's square picture with its name as `alt`; shows a placeholder icon when the image is
 * missing or fails to load (docs/product/decisions.md, "Seed data").
 */
export function ProductThumbnail({
  src,
  name,
  className,
}: {
  src: string;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={name}
        className={cn(
          'flex items-center justify-center rounded-md bg-muted text-muted-foreground',
          className,
        )}
      >
        <ImageOffIcon aria-hidden="true" className="size-6" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('rounded-md bg-muted object-cover', className)}
    />
  );
}
