import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/data/errors';
import { messages } from '@/shared/messages';
import { pageCountOf } from '@/domain/core/paging';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviewPage } from '../api/use-product-reviews';
import { useBuyerGate } from '../hooks/use-buyer-gate';
import { ReviewItem, ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

// Only a signed-in buyer gets the form: its form and schema libraries (react-hook-form, zod) load
// with it, not with every visitor's product page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/**
 * The product page's reviews section (spec section 2): h2 'Ulasan', the average rating over all
 * reviews, the reviews newest first, 10 at a time (the server-rendered page carries the first
 * ten; 'Muat Lebih Banyak' adds the next ten), and the review form for buyers; a visitor gets a
 * link 'Masuk untuk menulis ulasan' that returns to this page after login
 * (docs/product/decisions.md "Access"). The review form is loaded when a buyer is signed in.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const first = useReviewPage(productId, 1);
  const [shown, setShown] = useState(1);
  const gate = useBuyerGate();
  const summary = first.data;

  return (
    <section aria-labelledby="ulasan-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ulasan-heading" className="text-xl font-semibold">
          Ulasan
        </h2>
        {summary && <ReviewSummary average={summary.average} total={summary.total} />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div aria-busy={first.isPending || undefined}>
          {first.isPending ? (
            <div className="grid gap-4">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : first.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(first.error)}
            </p>
          ) : (
            <div className="grid gap-4">
              <ReviewList reviews={first.data.items}>
                {Array.from({ length: shown - 1 }, (_, i) => (
                  <MoreReviews key={i + 2} productId={productId} page={i + 2} />
                ))}
              </ReviewList>
              {shown < pageCountOf(first.data) && (
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-center"
                  onClick={() => setShown(shown + 1)}
                >
                  Muat Lebih Banyak
                </Button>
              )}
            </div>
          )}
        </div>
        <div>
          {gate.isPending ? null : gate.isBuyer ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ReviewForm productId={productId} />
            </Suspense>
          ) : gate.user ? (
            <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
              {messages.permission.buyerOnly}
            </p>
          ) : (
            <div className="grid justify-items-start gap-3 rounded-lg border bg-card p-4 sm:p-6">
              <p className="text-sm text-muted-foreground">
                Bagikan pengalaman Anda setelah membeli produk ini.
              </p>
              <Link
                to="/login"
                state={gate.loginState}
                className={buttonVariants({ variant: 'outline' })}
              >
                Masuk untuk menulis ulasan
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** The items of page `page` of the reviews (a page after the first, added by 'Muat Lebih Banyak'). */
function MoreReviews({ productId, page }: { productId: number; page: number }) {
  const query = useReviewPage(productId, page);
  if (query.isPending) {
    return (
      <li aria-busy="true">
        <Skeleton className="h-24 w-full" />
      </li>
    );
  }
  if (query.isError) {
    return (
      <li role="alert" className="text-sm text-destructive">
        {errorMessage(query.error)}
      </li>
    );
  }
  // A page clamped to an earlier one (reviews were removed meanwhile) would repeat its reviews.
  if (query.data.page !== page) return null;
  return query.data.items.map((review) => <ReviewItem key={review.id} review={review} />);
}
