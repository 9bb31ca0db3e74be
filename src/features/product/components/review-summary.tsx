import type { Review } from '@/domain/schemas';
import { StarRating } from '@/components/ui/star-rating';

/**
 * The average rating of a product's reviews, e.g. '4,7 dari 5 · 3 ulasan' (rating scale 1–5,
 * spec section 9). Renders nothing without reviews.
 */
export function ReviewSummary({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const rounded = Math.round(average * 10) / 10;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StarRating value={rounded} className="[&_svg]:size-5" />
      <p className="text-sm text-muted-foreground">
        <span className="text-base font-semibold text-foreground">
          {rounded.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>{' '}
        dari 5 · {reviews.length.toLocaleString('id-ID')} ulasan
      </p>
    </div>
  );
}
