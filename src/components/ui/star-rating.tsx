import type * as React from 'react';
import { StarIcon } from 'lucide-react';
import { starFills } from '@/lib/stars';
import { cn } from '@/lib/utils';

/** Props of {@link StarRating}. */
export type StarRatingProps = React.ComponentProps<'div'> & {
  /** The rating, 1–5 (an average may be fractional; the stars show it to the nearest half). */
  value: number;
  /** Number of stars (default 5). */
  max?: number;
};

const FILLED = 'fill-amber-400 text-amber-600';
const EMPTY = 'text-muted-foreground';

/**
 * Display-only stars for a review rating, drawn to the nearest half star (src/lib/stars.ts: a 4,5
 * shows four full stars and a half one) and announced as one image named with the value itself,
 * e.g. `Penilaian 4 dari 5` (decimals in Indonesian notation: `Penilaian 4,5 dari 5`). For input use a
 * `RadioGroup`.
 */
export function StarRating({ value, max = 5, className, ...props }: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const text = clamped.toLocaleString('id-ID', { maximumFractionDigits: 1 });
  return (
    <div
      role="img"
      aria-label={`Penilaian ${text} dari ${max}`}
      data-slot="star-rating"
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {starFills(value, max).map((fill, i) =>
        fill === 'half' ? (
          <span key={i} data-fill="half" className="relative inline-flex">
            <StarIcon aria-hidden="true" className={cn('size-4', EMPTY)} />
            <span className="absolute inset-y-0 left-0 flex w-1/2 overflow-hidden">
              <StarIcon aria-hidden="true" className={cn('size-4', FILLED)} />
            </span>
          </span>
        ) : (
          <StarIcon key={i} aria-hidden="true" data-fill={fill} className={cn('size-4', fill === 'full' ? FILLED : EMPTY)} />
        ),
      )}
    </div>
  );
}
