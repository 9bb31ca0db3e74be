import type { ReactNode } from 'react';
import { BadgeCheckIcon, MessageSquareIcon } from 'lucide-react';
import type { PublicReview } from '@/domain/catalog/reviews';
import { formatDate } from '@/shared/format';
import { messages } from '@/shared/messages';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { StarRating } from '@/components/ui/star-rating';

/**
 * A product's reviews in the given order (newest first from the data layer), then `children`
 * (the further pages' items, {@link ReviewItem}). Empty: 'Belum ada ulasan untuk produk ini.'.
 */
export function ReviewList({ reviews, children }: { reviews: readonly PublicReview[]; children?: ReactNode }) {
  if (reviews.length === 0) {
    return (
      <EmptyState icon={<MessageSquareIcon />} title={messages.review.empty} className="py-8" />
    );
  }
  return (
    <ul aria-label="Daftar ulasan" className="grid gap-4">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
      {children}
    </ul>
  );
}

/**
 * One review: author, the mark 'Pembeli Terverifikasi' (as text) when the author has a Completed
 * order with the product (src/domain/catalog/reviews.ts), stars, date (when known; 'diperbarui …' after
 * an edit) and text, always rendered as text.
 */
export function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-all">{review.author}</p>
          {review.verifiedBuyer && (
            <Badge variant="secondary">
              <BadgeCheckIcon aria-hidden="true" />
              {messages.review.verifiedBuyer}
            </Badge>
          )}
        </div>
        {review.createdAt && (
          <p className="text-sm text-muted-foreground">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {review.updatedAt && (
              <>
                {' · diperbarui '}
                <time dateTime={review.updatedAt}>{formatDate(review.updatedAt)}</time>
              </>
            )}
          </p>
        )}
      </div>
      <StarRating value={review.rating} />
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.text}</p>
    </li>
  );
}
