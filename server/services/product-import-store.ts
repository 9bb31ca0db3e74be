/**
 * The product import's writes (server/services/product-import.ts decides; the `importProducts`
 * effect of server/services/effects.ts calls this): multi-row statements, so a 5,000-row file
 * costs a handful of round trips inside its one transaction.
 */
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Product } from '@/domain/core/records';
import type { Executor } from '../db/client';
import { productColumns, productSearchColumns } from '../db/records';
import { cartItems, products, productVariants } from '../db/schema';
import { variantColumns } from './product-variants';

/** Rows per multi-row statement (PostgreSQL takes at most 65,535 parameters a statement). */
const WRITE_CHUNK = 500;

/** `items` in chunks of `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every column of `products` but the key and the stored order, as `excluded.<column>` (an upsert's new values). */
function upsertSet() {
  const set: Record<string, ReturnType<typeof sql>> = {};
  for (const [key, column] of Object.entries(getTableColumns(products))) {
    if (key === 'id' || key === 'seq') continue;
    set[key] = sql`excluded.${sql.identifier(column.name)}`;
  }
  return set;
}

/**
 * Writes an import's plan: new and replaced products in multi-row upserts (new ones take the next
 * places of the stored order, replaced ones keep theirs), the replaced products' variants deleted
 * and every variant inserted again in multi-row inserts (cart lines name a product, not a variant
 * row, so they stay).
 * @returns the buyers whose carts hold a replaced product (their carts change with it).
 */
export async function writeImportedProducts(db: Executor, creates: readonly Product[], updates: readonly Product[]): Promise<string[]> {
  const all = [...updates, ...creates];
  const set = upsertSet();
  for (const chunk of chunks(all, WRITE_CHUNK)) {
    await db
      .insert(products)
      .values(chunk.map((product) => ({ ...productColumns(product), ...productSearchColumns(product) })))
      .onConflictDoUpdate({ target: products.id, set });
  }
  const updatedIds = updates.map((product) => product.id);
  for (const ids of chunks(updatedIds, 5_000)) await db.delete(productVariants).where(inArray(productVariants.productId, ids));
  const variantRows = all.flatMap((product) => product.variants.map((variant, position) => variantColumns(product.id, variant, position)));
  for (const chunk of chunks(variantRows, WRITE_CHUNK)) await db.insert(productVariants).values(chunk);
  const owners = new Set<string>();
  for (const ids of chunks(updatedIds, 5_000)) {
    const rows = await db.selectDistinct({ userId: cartItems.userId }).from(cartItems).where(inArray(cartItems.productId, ids));
    for (const row of rows) owners.add(row.userId);
  }
  return [...owners];
}

