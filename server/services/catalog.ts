/**
 * Catalogue and review reads and the buyer's review on the server (spec sections 2 and 5;
 * `docs/api.md`). Same answers as the browser adapter: products in stored order, catalogue
 * searches with the rules of `src/domain/catalog.ts` run in SQL, reviews newest first.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  catalogSearchSchema,
  clampPage,
  normalizeCatalogSearch,
  orderCategories,
  type ProductSort,
} from '@/domain/catalog';
import { messages } from '@/domain/messages';
import { reviewInputSchema } from '@/domain/validation';
import { NotFoundError } from '@/data/errors';
import type { CatalogRepository, ReviewRepository } from '@/data/ports';
import { toPartner, toProduct, toReview } from '../db/records';
import { partners, products, reviews } from '../db/schema';
import { validate, type ServiceContext } from './context';

/**
 * A search term as a `LIKE` pattern matching it anywhere: `\`, `%` and `_` escaped (the pattern
 * is used with `ESCAPE '\'`).
 */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The SQL order of each catalogue sort, as the browser sorts (src/domain/catalog.ts `sortItems`):
 * ties keep the stored order (`seq`); names by their key compared by code point.
 */
const SEARCH_ORDER: Record<ProductSort, SQL[]> = {
  default: [asc(products.seq)],
  'price-asc': [asc(products.price), asc(products.seq)],
  'price-desc': [desc(products.price), asc(products.seq)],
  name: [sql`${products.nameKey} collate "C"`, asc(products.seq)],
  newest: [desc(products.id), asc(products.seq)],
};

/** Catalogue reads for anyone. */
export function createCatalogService(ctx: ServiceContext): CatalogRepository {
  const { db } = ctx;
  return {
    listProducts: async () => (await db.select().from(products).orderBy(asc(products.seq))).map(toProduct),
    async search(input) {
      const query = normalizeCatalogSearch(validate(catalogSearchSchema, input));
      const where = and(
        query.category === null ? undefined : eq(products.category, query.category),
        ...query.terms.map((term) => sql`${products.searchText} like ${containsPattern(term)} escape '\\'`),
      );
      // The count and the page read one snapshot, so the total always matches the pages.
      return db.transaction(
        async (tx) => {
          const [counted] = await tx.select({ n: count() }).from(products).where(where);
          const total = counted?.n ?? 0;
          const page = clampPage(query.page, total, query.pageSize);
          const rows =
            total === 0
              ? []
              : await tx
                  .select()
                  .from(products)
                  .where(where)
                  .orderBy(...SEARCH_ORDER[query.sort])
                  .limit(query.pageSize)
                  .offset((page - 1) * query.pageSize);
          return { items: rows.map(toProduct), total, page, pageSize: query.pageSize };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
    async getProducts(ids) {
      const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
      if (wanted.length === 0) return [];
      const rows = await db.select().from(products).where(inArray(products.id, wanted));
      const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },
    listCategories: async () =>
      orderCategories((await db.selectDistinct({ category: products.category }).from(products)).map((row) => row.category)),
    getProduct: async (id) => {
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ? toProduct(row) : null;
    },
    listPartners: async () => (await db.select().from(partners).orderBy(asc(partners.seq))).map(toPartner),
  };
}

/** Reviews: anyone reads; a signed-in buyer writes. */
export function createReviewService(ctx: ServiceContext): ReviewRepository {
  const { db } = ctx;
  return {
    listByProduct: async (productId) => {
      if (!Number.isSafeInteger(productId)) return [];
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(sql`coalesce(${reviews.createdAt}, '') desc`, desc(reviews.seq));
      return rows.map(toReview);
    },
    add: async (input) => {
      const user = ctx.requireRole('buyer');
      const data = validate(reviewInputSchema, input);
      return ctx.transact(async (tx) => {
        const [product] = await tx.db.select({ id: products.id }).from(products).where(eq(products.id, data.productId));
        if (!product) throw new NotFoundError(messages.catalog.productNotFound);
        const [row] = await tx.db
          .insert(reviews)
          .values({
            id: ctx.newId('REV'),
            productId: data.productId,
            author: user.username,
            rating: data.rating,
            text: data.text,
            createdAt: ctx.now().toISOString(),
          })
          .returning();
        tx.changed(['reviews'], { kind: 'public' });
        await ctx.log(tx, user, 'addReview', `Menulis ulasan untuk produk ${data.productId}`, {
          productId: data.productId,
          rating: data.rating,
        });
        return toReview(row!);
      });
    },
  };
}
