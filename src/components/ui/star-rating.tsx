import type * as React from 'react';
import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Props of {@link StarRating}. */
export type StarRatingProps = React.ComponentProps<'div'> & {
  /** The rating, 1–5 (an average may be fractional; stars show it rounded). */
  value: number;
  /** Number of stars (default 5). */
  max?: number;
};

/**
 * Display-only stars for a review rating, announced as one image named e.g. `Rating 4 dari 5`
 * (decimals in Indonesian notation: `Rating 4,5 dari 5`). For input use a `RadioGroup`.
 */
export function StarRating({ value, max = 5, className, ...props }: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const filled = Math.round(clamped);
  const text = clamped.toLocaleString('id-ID', { maximumFractionDigits: 1 });
  return (
    <div
      role="img"
      aria-label={`Rating ${text} dari ${max}`}
      data-slot="star-rating"
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: max }, (_, i) => (
        <StarIcon
          key={i}
          aria-hidden="true"
          className={cn(
            'size-4',
            i < filled ? 'fill-amber-400 text-amber-600' : 'text-muted-foreground',
          )}
        />
      ))}
    </div>
  );
}
