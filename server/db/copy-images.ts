/**
 * The uploaded images of one shop database copied into another (`npm run images:copy`,
 * docs/deploy.md "From the embedded database to PostgreSQL"). A JSON backup carries image URLs,
 * not their bytes (docs/security.md "Images"), so a shop moved by backup and restore alone would
 * lose every uploaded product image and profile picture; this copies the originals across.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { images } from './schema';

/**
 * Copies every image of `from` that `to` does not hold yet, one at a time (each is at most 2 MB).
 * A copy is stored as a restore stores one (docs/security.md "Images"): no owner, its smaller
 * copies made at their first request, `touched_at` now so the clean-up spares it for a day.
 * @param from - the old shop's database (e.g. the embedded one of `DATA_DIR`), only read.
 * @param to - the new shop's database.
 * @param now - the copies' `touched_at`.
 * @returns how many images were copied and how many `to` held already.
 * @throws when either database fails; the images copied before stay.
 */
export async function copyImages(from: Database, to: Database, now = new Date()): Promise<{ copied: number; present: number }> {
  const ids = await from.select({ id: images.id }).from(images).orderBy(asc(images.id));
  let copied = 0;
  for (const { id } of ids) {
    const [image] = await from
      .select({ contentType: images.contentType, bytes: images.bytes, createdAt: images.createdAt })
      .from(images)
      .where(eq(images.id, id));
    if (!image) continue;
    const stored = await to
      .insert(images)
      .values({ id, ...image, touchedAt: now })
      .onConflictDoNothing()
      .returning({ id: images.id });
    copied += stored.length;
  }
  return { copied, present: ids.length - copied };
}
