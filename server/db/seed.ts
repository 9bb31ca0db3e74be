/**
 * The seed of a fresh database: the same records the browser mode seeds (`src/data/seed`,
 * `docs/product/spec.md` (section 3) "Seed data"), written once when the database has no users.
 */
import { count, eq, isNull, or } from 'drizzle-orm';
import { seed } from '@/data/seed';
import { KEY_SPECS } from '@/data/keys';
import type { Database } from './client';
import { importShopData, SETTING_KEYS, type ImportValues } from './import';
import { productSearchColumns } from './records';
import { products, users } from './schema';

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

/**
 * Fills the catalogue's search columns (`search_text`, `name_key`) of products that have none:
 * rows written before those columns existed (migration `0001_product_search_text`). Run at
 * start-up, before the server answers; the fold is the browser's (src/domain/catalog.ts), which
 * SQL cannot compute. One transaction.
 * @returns how many products it filled (0 on every later start).
 */
export async function backfillProductKeys(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        category: products.category,
        description: products.description,
        location: products.location,
      })
      .from(products)
      .where(or(isNull(products.searchText), isNull(products.nameKey)))
      .for('update');
    for (const row of rows) {
      await tx.update(products).set(productSearchColumns(row)).where(eq(products.id, row.id));
    }
    return rows.length;
  });
}
