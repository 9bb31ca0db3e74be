/**
 * The seed of a fresh database: the same records the browser mode seeds (`src/data/seed`,
 * `docs/product/spec.md` (section 3) "Seed data"), written once when the database has no users.
 */
import { count } from 'drizzle-orm';
import { seed } from '@/data/seed';
import { KEY_SPECS } from '@/data/keys';
import type { Database } from './client';
import { importShopData, SETTING_KEYS, type ImportValues } from './import';
import { users } from './schema';

/** Seeds `db` when it holds no user yet. @returns whether it seeded. */
export async function seedIfEmpty(db: Database, values: ImportValues = seed): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    const settings = Object.fromEntries(
      SETTING_KEYS.map((key) => {
        const spec = KEY_SPECS[key];
        return [key, spec.kind === 'value' ? spec.fallback() : undefined];
      }),
    );
    await importShopData(tx, { ...settings, newOrderNotification: false, ...values });
    return true;
  });
}
