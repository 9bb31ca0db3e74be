/**
 * The review use cases (spec section 5, "Ulasan"; docs/security.md "Limits"),
 * written once for both modes (docs/decisions/014-use-cases-once.md): one review per product and
 * buyer (a second one edits the first), the 'Pembeli Terverifikasi' mark, and the reviews read a
 * page at a time, newest first, with the count and average over all of them.
 */
import { accept, refuse, type Decision } from '../core/decision';
import type { EffectPlan, ReviewEffect } from '../core/effects';
import { NotFoundError } from '../core/errors';
import { activityMessages } from '@/shared/messages-activity';
import { messages } from '@/shared/messages';
import type { Page } from '../core/paging';
import type { Order, Review, SessionUser } from '../core/records';
import type { reviewInputSchema } from './inputs';
import type { z } from 'zod';

/** A review after `reviewInputSchema` accepted it (rating 1–5, text trimmed and not empty). */
export type ReviewDetails = z.output<typeof reviewInputSchema>;

export { REVIEWS_PER_PAGE } from '../core/paging';

/**
 * A review as everyone reads it: without the author's account id, with whether the author is a
 * verified buyer of the product ({@link verifiedAuthorIds}).
 */
export type PublicReview = Omit<Review, 'authorId'> & {
  /** 'Pembeli Terverifikasi': the author has a Completed order containing the product. */
  verifiedBuyer: boolean;
};

/** One page of a product's reviews, newest first; `total` and `average` are over all of them. */
export interface ReviewPage extends Page<PublicReview> {
  /** The mean rating of all the product's reviews (1–5), 0 when there is none. */
  average: number;
}

/**
 * The review of `productId` written by account `authorId`, if any (one per product and buyer).
 * A review without `authorId` (seed, prototype data) is nobody's: a name is never compared.
 */
export function findOwnReview<T extends Pick<Review, 'productId' | 'authorId'>>(
  reviews: readonly T[],
  productId: number,
  authorId: string,
): T | undefined {
  return reviews.find((review) => review.productId === productId && review.authorId === authorId);
}

/**
 * Decides a signed-in buyer's review of a product: one review per product and buyer. Without an
 * earlier review of theirs it is added under their username and account id (logged `addReview`);
 * with one, that review is edited in place — same id and `createdAt`, the new rating and text,
 * `updatedAt` now (logged `editReview`).
 * @param facts.productExists - whether the catalogue still has `review.productId`.
 * @param facts.existing - the author's earlier review of the product ({@link findOwnReview}), if any.
 * @param facts.newReviewId - makes the review's id (called only when a review is added).
 * @returns the plan: `saveReview` (over the author's stored review, or new) and its `log`, with
 * the review as decided; or NotFoundError NOT_FOUND 'Produk tidak ditemukan.' for a product that
 * is not in the catalogue.
 */
export function decideSaveReview(facts: {
  author: Pick<SessionUser, 'id' | 'username'>;
  review: ReviewDetails;
  productExists: boolean;
  existing: Review | undefined;
  now: Date;
  newReviewId: () => string;
}): Decision<ReviewPlan> {
  const { review, author, existing } = facts;
  if (!facts.productExists) return refuse(new NotFoundError(messages.catalog.productNotFound));
  const now = facts.now.toISOString();
  const details = { productId: review.productId, rating: review.rating };
  const saved: Review = existing
    ? { ...existing, author: author.username, authorId: author.id, rating: review.rating, text: review.text, updatedAt: now }
    : {
        id: facts.newReviewId(),
        productId: review.productId,
        author: author.username,
        authorId: author.id,
        rating: review.rating,
        text: review.text,
        createdAt: now,
      };
  const type = existing ? 'editReview' : 'addReview';
  return accept({
    effects: [
      { kind: 'saveReview', review: saved, replaces: existing?.id ?? null },
      { kind: 'log', entry: { type, description: activityMessages[type](review.productId), details } },
    ],
    review: saved,
  });
}

/** An accepted review save: its effects and the review as decided. */
export interface ReviewPlan extends EffectPlan<ReviewEffect> {
  review: Review;
}

/** What the verified mark reads of an order: its owner, status and lines' products. */
export interface PurchaseFacts {
  userId?: Order['userId'];
  status: Order['status'];
  items?: ReadonlyArray<{ productId: number }>;
}

/**
 * Whether `order` makes its buyer a verified buyer of `productId`: the order is Completed and
 * one of its lines is the product (a prototype order without lines verifies nothing).
 */
export function isVerifiedPurchase(order: Pick<PurchaseFacts, 'status' | 'items'>, productId: number): boolean {
  return order.status === 'Completed' && (order.items ?? []).some((item) => item.productId === productId);
}

/**
 * The accounts that are verified buyers of `productId` ('Pembeli Terverifikasi'): the owners of
 * the orders that pass {@link isVerifiedPurchase}. An order without owner verifies nobody.
 * @param orders - the orders to look at (all of them, or the page's authors' orders).
 */
export function verifiedAuthorIds(
  orders: Iterable<PurchaseFacts>,
  productId: number,
): Set<string> {
  const ids = new Set<string>();
  for (const order of orders) if (order.userId !== undefined && isVerifiedPurchase(order, productId)) ids.add(order.userId);
  return ids;
}

/**
 * A stored review as everyone reads it: the account id left out, the verified mark added.
 * @param verified - the product's verified buyers ({@link verifiedAuthorIds}).
 */
export function toPublicReview(review: Review, verified: ReadonlySet<string>): PublicReview {
  const { authorId, ...rest } = review;
  return { ...rest, verifiedBuyer: typeof authorId === 'string' && verified.has(authorId) };
}

/**
 * The newest-first order of a product's reviews: by `createdAt` descending (an edit keeps its
 * place), a review without a date after the dated ones, then the later stored first.
 * @param a - a review with its storage position (`index`, later = larger).
 */
export function newestReviewFirst(a: { review: Pick<Review, 'createdAt'>; index: number }, b: { review: Pick<Review, 'createdAt'>; index: number }): number {
  return (b.review.createdAt ?? '').localeCompare(a.review.createdAt ?? '') || b.index - a.index;
}

/** The mean of `ratings`' sum over `count` reviews, 0 without reviews. */
export function averageRating(ratingSum: number, count: number): number {
  return count > 0 ? ratingSum / count : 0;
}

/**
 * `reviews` with one review per product and buyer: of an account's reviews of one product only
 * the newest ({@link newestReviewFirst}) stays — as migration 0010 keeps them — for a backup
 * written before the rule. Reviews of nobody (`authorId` null or absent) all stay; the order is kept.
 * @returns the very same array when nothing was dropped.
 */
export function oneReviewPerBuyer<T extends Pick<Review, 'productId' | 'authorId' | 'createdAt'>>(reviews: readonly T[]): readonly T[] {
  const newest = new Map<string, { review: T; index: number }>();
  reviews.forEach((review, index) => {
    if (review.authorId == null) return;
    const key = `${review.productId}\u0000${review.authorId}`;
    const kept = newest.get(key);
    if (!kept || newestReviewFirst({ review, index }, kept) < 0) newest.set(key, { review, index });
  });
  const kept = reviews.filter((review) => review.authorId == null || newest.get(`${review.productId}\u0000${review.authorId}`)?.review === review);
  return kept.length === reviews.length ? reviews : kept;
}

/**
 * Gives each review not yet read in (`authorId` absent: written before the one-review rule) the
 * account whose username is its `author` in `users`, or else `authorId: null` — nobody's, for
 * good, so a later account of that name never gets it (decision 017) — then keeps one review per
 * product and buyer ({@link oneReviewPerBuyer}), as migration 0010 does on the server. Both modes
 * wrote a review under its buyer's username, and usernames are unique and never change. Run where
 * reviews are read in: the browser's stored data at start (a no-op after the first), a restore,
 * the server's seed and restore.
 * @param users - the accounts read in with them (the same snapshot or the same backup).
 * @returns the very same array when nothing changed.
 */
export function assignReviewAuthors<T extends Pick<Review, 'productId' | 'author' | 'authorId' | 'createdAt'>>(
  reviews: readonly T[],
  users: ReadonlyArray<Pick<SessionUser, 'id' | 'username'>>,
): readonly T[] {
  if (reviews.every((review) => review.authorId !== undefined)) return reviews;
  const byUsername = new Map(users.map((user) => [user.username, user.id]));
  let changed = false;
  const assigned = reviews.map((review) => {
    if (review.authorId !== undefined) return review;
    changed = true;
    return { ...review, authorId: byUsername.get(review.author) ?? null };
  });
  const result = oneReviewPerBuyer(changed ? assigned : reviews);
  return !changed && result === reviews ? reviews : result;
}
