/**
 * Unused uploads removed (docs/security.md "Limits"; docs/server.md "Images"):
 * an image that no record names and that nobody uploaded for a day is deleted with its variants.
 * The day lets a form that uploaded an image (the HTTP adapter uploads first, then saves the
 * record) save it. Every instance runs the job; each run is single `DELETE … WHERE NOT EXISTS …`
 * statements that re-check each row they delete, so runs that overlap remove each image once and a
 * run that finds nothing changes nothing.
 */
import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { images, products, users } from '../db/schema';
import type { ServiceDeps } from '../services/context';
import { IMAGE_URL_PREFIX } from '../services/images';
import { startPeriodicJob, type JobLogger } from './periodic-job';

/** How long an unreferenced image is kept after its last upload (or restore): 1 day, in milliseconds. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Images removed per statement; a run repeats the statement until fewer are left. */
export const IMAGE_CLEANUP_BATCH = 200;

/** Default time between two runs of {@link startImageCleanup}: 1 hour, in milliseconds. */
export const DEFAULT_IMAGE_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Whether no record names the image of URL `imageUrl` (`/api/images/<sha256>`): no product's photo
 * and no account's profile picture. Chat messages, orders, reviews, partners and settings carry no
 * image URL. A new column that holds image URLs must be added here, or its images are removed.
 *
 * PostgreSQL runs these as hash anti-joins: each statement reads every product and account once,
 * which costs less than looking each batch's candidate URLs up, with or without an index on
 * `products.image` (docs/measuring.md, "Figures behind code choices"). So: no index, these anti-joins.
 */
const imageUnnamed = (imageUrl: SQL): SQL[] => [
  sql`not exists (select 1 from ${products} where ${products.image} = ${imageUrl})`,
  sql`not exists (select 1 from ${users} where ${users.profileImage} = ${imageUrl})`,
];

/**
 * Deletes, with their variants, the images no record names ({@link imageUnnamed}) whose
 * `touchedAt` is over {@link UNUSED_IMAGE_GRACE_MS} before `now`, {@link IMAGE_CLEANUP_BATCH} per
 * statement until none is left. Each row's age is checked again when it is deleted, so an image
 * uploaded again or named by a restore meanwhile stays.
 * @param db - the database (not a transaction: each statement commits on its own).
 * @param now - the clock's time.
 * @returns the ids of the images removed (empty when there were none).
 * @throws when the database fails (what was deleted before stays deleted).
 */
export async function removeUnusedImages(db: Executor, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS);
  const imageUrl = sql`${IMAGE_URL_PREFIX} || ${images.id}`;
  const removed: string[] = [];
  for (;;) {
    const unused = db
      .select({ id: images.id })
      .from(images)
      .where(and(lt(images.touchedAt, cutoff), ...imageUnnamed(imageUrl)))
      .limit(IMAGE_CLEANUP_BATCH);
    const batch = await db
      .delete(images)
      .where(and(lt(images.touchedAt, cutoff), inArray(images.id, unused)))
      .returning({ id: images.id });
    removed.push(...batch.map((row) => row.id));
    if (batch.length < IMAGE_CLEANUP_BATCH) return removed;
  }
}

/**
 * Runs {@link removeUnusedImages} now and every `intervalMs` until stopped (every instance runs
 * it; its statements make overlapping runs safe); a failed run is logged and the next one tries
 * again.
 * @returns a function that stops the timer (the server's shutdown).
 */
export function startImageCleanup(
  deps: ServiceDeps,
  logger: JobLogger,
  intervalMs = DEFAULT_IMAGE_CLEANUP_INTERVAL_MS,
): () => void {
  const run = async () => {
    const removed = await removeUnusedImages(deps.database.db, deps.now());
    return removed.length > 0 ? { removed: removed.length } : null;
  };
  return startPeriodicJob('image clean-up', run, logger, intervalMs);
}
