/**
 * The shop's exposure mark (docs/security.md "Seeded accounts"): set once a request reached the
 * shop through a proxy or a tunnel, or by a name or address beyond this machine
 * (server/http/exposure.ts). A server-only row of `settings` under a key no store setting has, so
 * a backup neither carries nor a restore removes it; kept in the database so every instance and
 * every later start see it. Nothing clears it.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { settings } from './schema';

/** The `settings` key of the mark (no store setting, so the settings' queries never read it). */
export const EXPOSED_KEY = 'server.exposedAt';

/**
 * Marks the shop exposed, keeping the first mark's time.
 * @returns whether this call wrote the mark (false: it was there already).
 * @throws when the database fails.
 */
export async function markShopExposed(db: Executor, now: Date): Promise<boolean> {
  const written = await db
    .insert(settings)
    .values({ key: EXPOSED_KEY, value: now.toISOString() })
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key });
  return written.length > 0;
}

/**
 * Whether the shop was ever marked exposed (one primary-key look-up).
 * @throws when the database fails.
 */
export async function isShopExposed(db: Executor): Promise<boolean> {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, EXPOSED_KEY));
  return row !== undefined;
}
