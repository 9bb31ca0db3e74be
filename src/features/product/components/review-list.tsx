import { MessageSquareIcon } from 'lucide-react';
import type { Review } from '@/domain/schemas';
import { formatDate } from '@/domain/format';
import { messages } from '@/domain/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { StarRating } from '@/components/ui/star-rating';

/**
 * A product's reviews in the given order (newest first from the data layer): author, stars, date
 * (when known) and text, always rendered as text. Empty: 'Belum ada ulasan untuk produk ini.'.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) {
    return (
      <EmptyState icon={<MessageSquareIcon />} title={messages.review.empty} className="py-8" />
    );
  }
  return (
    <ul aria-label="Daftar ulasan" className="grid gap-4">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-all">{review.author}</p>
            {review.createdAt && (
              <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                {formatDate(review.createdAt)}
              </time>
            )}
          </div>
          <StarRating value={review.rating} />
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
