/**
 * Unused uploads removed (docs/security.md "Limits"; docs/server.md "Images"):
 * an image that no record names and that nobody uploaded for a day is deleted with its variants.
 * The day lets a form that uploaded an image (the HTTP adapter uploads first, then saves the
 * record) save it. Every instance runs the job; each run is single `DELETE … WHERE NOT EXISTS …`
 * statements that re-check each row they delete, so runs that overlap remove each image once and a
 * run that finds nothing changes nothing.
 */
import type { Executor } from '../db/client';
import type { ServiceDeps } from '../services/context';
import { deleteUnnamedImages } from '../services/images';
import { startPeriodicJob, type JobLogger } from './periodic-job';

/** How long an unreferenced image is kept after its last upload (or restore): 1 day, in milliseconds. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Default time between two runs of {@link startImageCleanup}: 1 hour, in milliseconds. */
export const DEFAULT_IMAGE_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes, with their variants, the images no record names whose `touchedAt` is over
 * {@link UNUSED_IMAGE_GRACE_MS} before `now` (`deleteUnnamedImages` of server/services/images.ts,
 * in batches until none is left). Each row's age is checked again when it is deleted, so an image
 * uploaded again or named by a restore meanwhile stays.
 * @param db - the database (not a transaction: each statement commits on its own).
 * @param now - the clock's time.
 * @returns the ids of the images removed (empty when there were none).
 * @throws when the database fails (what was deleted before stays deleted).
 */
export function removeUnusedImages(db: Executor, now: Date): Promise<string[]> {
  return deleteUnnamedImages(db, new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS));
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
