import { StarRating } from '@/components/ui/star-rating';

/**
 * The average rating of all a product's reviews, e.g. '4,7 dari 5 · 3 ulasan' (rating scale
 * 1–5, spec section 9); over every review, not only the pages shown. Renders nothing without
 * reviews.
 * @param average - the mean rating (1–5) of the product's `total` reviews.
 * @param total - the number of reviews.
 */
export function ReviewSummary({ average, total }: { average: number; total: number }) {
  if (total === 0) return null;
  const rounded = Math.round(average * 10) / 10;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StarRating value={rounded} className="[&_svg]:size-5" />
      <p className="text-sm text-muted-foreground">
        <span className="text-base font-semibold text-foreground">
          {rounded.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>{' '}
        dari 5 · {total.toLocaleString('id-ID')} ulasan
      </p>
    </div>
  );
}
