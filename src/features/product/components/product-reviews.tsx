import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/data/errors';
import { messages } from '@/domain/messages';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProductReviews } from '../api/use-product-reviews';
import { useBuyerGate } from '../hooks/use-buyer-gate';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

// Only a signed-in buyer gets the form: its form and schema libraries (react-hook-form, zod) load
// with it, not with every visitor's product page (issue 11).
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/**
 * The product page's reviews section (spec section 2): h2 'Ulasan', the average rating over all
 * reviews, the reviews newest first, 10 at a time (the server-rendered page carries the first
 * ten; 'Muat Lebih Banyak' adds the next ten), and the review form for buyers; a visitor gets a
 * link 'Masuk untuk menulis ulasan' that returns to this page after login
 * (docs/product/decisions.md "Access"). The review form is loaded when a buyer is signed in.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const reviewsQuery = useProductReviews(productId);
  const gate = useBuyerGate();
  const pages = reviewsQuery.data?.pages ?? [];
  const reviews = pages.flatMap((page) => page.items);
  const summary = pages[0];

  return (
    <section aria-labelledby="ulasan-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ulasan-heading" className="text-xl font-semibold">
          Ulasan
        </h2>
        {summary && <ReviewSummary average={summary.average} total={summary.total} />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div aria-busy={reviewsQuery.isPending || undefined}>
          {reviewsQuery.isPending ? (
            <div className="grid gap-4">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : reviewsQuery.isError && !reviewsQuery.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(reviewsQuery.error)}
            </p>
          ) : (
            <div className="grid gap-4">
              <ReviewList reviews={reviews} />
              {reviewsQuery.hasNextPage && (
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-center"
                  disabled={reviewsQuery.isFetchingNextPage}
                  onClick={() => void reviewsQuery.fetchNextPage()}
                >
                  {reviewsQuery.isFetchingNextPage ? 'Memuat…' : 'Muat Lebih Banyak'}
                </Button>
              )}
              {reviewsQuery.isFetchNextPageError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(reviewsQuery.error)}
                </p>
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
