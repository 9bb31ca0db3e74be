/**
 * A product's variants on the server (decision 027): one `product_variants` row per combination,
 * read beside the product row and written with it. A product without tiers has no rows, and a read
 * of products none of which has tiers costs no statement.
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Product, ProductVariant } from '@/domain/core/records';
import type { Executor } from '../db/client';
import { toVariant } from '../db/records';
import { products, productVariants } from '../db/schema';
import { queryRows } from '../db/statements';

/**
 * The variants of the product whose id is `productId` (a column or a value) as one JSON array in
 * position order (SQL, for a statement that reads a product row as JSON).
 */
export function variantsJson(productId: SQLWrapper): SQL {
  const variant = sql`json_build_object('id', ${productVariants.id}, 'options', ${productVariants.options}, 'price', ${productVariants.price}, 'stock', ${productVariants.stock}, 'weight', ${productVariants.weight}, 'sku', ${productVariants.sku}, 'image', ${productVariants.image}, 'promoPrice', ${productVariants.promoPrice})`;
  return sql`(select coalesce(json_agg(${variant} order by ${productVariants.position}), '[]'::json) from ${productVariants} where ${productVariants.productId} = ${productId})`;
}

/** The variants of each product of `ids`, in position order: one statement (none for no ids). */
export async function readVariants(db: Executor, ids: readonly number[]): Promise<Map<number, ProductVariant[]>> {
  const byProduct = new Map<number, ProductVariant[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(ids)]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(toVariant(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * `items` with their variants read in: one statement for those with tiers, none when no item has
 * any (an old catalogue reads as before).
 */
export async function withVariants<T extends Product>(db: Executor, items: readonly T[]): Promise<T[]> {
  const tiered = items.filter((item) => item.variations.length > 0).map((item) => item.id);
  if (tiered.length === 0) return [...items];
  const variants = await readVariants(db, tiered);
  return items.map((item) => (item.variations.length > 0 ? { ...item, variants: variants.get(item.id) ?? [] } : item));
}

/** The `product_variants` columns of `product`'s variant `variant` at `position`. */
export function variantColumns(productId: number, variant: ProductVariant, position: number) {
  return { productId, position, ...variant };
}

/**
 * Writes `product`'s variants: rows of variants no longer listed go, the others are inserted or
 * updated (position, options, price, stock, weight, SKU, photo, promo price), in the product's transaction.
 * A SKU another product's variant holds fails the unique index (`product_variants_sku_key`).
 */
export async function writeVariants(db: Executor, product: Pick<Product, 'id' | 'variants'>): Promise<void> {
  const ids = product.variants.map((v) => v.id);
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.productId, product.id), ids.length > 0 ? notInArray(productVariants.id, ids) : undefined));
  if (product.variants.length === 0) return;
  await db
    .insert(productVariants)
    .values(product.variants.map((variant, position) => variantColumns(product.id, variant, position)))
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.id],
      set: {
        position: sql`excluded.position`,
        options: sql`excluded.options`,
        price: sql`excluded.price`,
        stock: sql`excluded.stock`,
        weight: sql`excluded.weight`,
        sku: sql`excluded.sku`,
        image: sql`excluded.image`,
        promoPrice: sql`excluded.promo_price`,
      },
    });
}

/**
 * Moves `delta` units of product `productId`'s variant `variantId` (negative: a take, only while
 * the variant has that many left; positive: a return) and its product's summed stock by as much,
 * in one statement: the product's row locked first, then the variant's (decision 027's lock
 * order), the product's sum changed only when the variant's row was.
 * @returns the product's id once when moved; none when the variant is gone or short.
 */
export async function moveVariantStock(db: Executor, productId: number, variantId: string, delta: number): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    db,
    sql`with locked as (select ${products.id} from ${products} where ${products.id} = ${productId} for update),
      moved as (update ${productVariants} set ${sql.identifier(productVariants.stock.name)} = ${productVariants.stock} + ${delta}
        where ${productVariants.productId} = (select id from locked) and ${productVariants.id} = ${variantId} and ${productVariants.stock} + ${delta} >= 0
        returning ${productVariants.productId} as product_id)
      update ${products} set ${sql.identifier(products.stock.name)} = ${products.stock} + ${delta} from moved where ${products.id} = moved.product_id
      returning ${products.id} as id`,
  );
}
