/**
 * Catalogue and review reads and the buyer's review on the server (spec sections 2 and 5;
 * `docs/api.md`). Same answers as the browser adapter: products in stored order, catalogue
 * searches with the rules of `src/domain/catalog.ts` and the back office's product search with
 * those of `src/domain/back-office-search.ts` run in SQL, reviews newest first.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { productAdminSearchSchema } from '@/domain/back-office-search';
import {
  normalizeCatalogSearch,
  orderCategories,
  type ProductSort,
} from '@/domain/catalog';
import { planOrThrow } from '@/domain/decision';
import { decideAddReview } from '@/domain/reviews';
import { BACK_OFFICE_PAGE_SIZE, normalizePageRequest } from '@/domain/paging';
import { normalizeSearchText, searchTerms } from '@/domain/search';
import { catalogSearchSchema, reviewInputSchema } from '@/domain/validation';
import type { CatalogRepository, ReviewRepository } from '@/data/ports';
import type { Executor } from '../db/client';
import { toPartner, toProduct, toReview } from '../db/records';
import { partners, products, reviews } from '../db/schema';
import { validate, type ServiceContext } from './context';
import { containsTerm, readPage } from './lists';

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

/**
 * The conditions of the back office's product search, one per term: the term in the product's
 * `search_text`, or the product's partner is one whose folded name contains it.
 * @param tx - the search's transaction (the partners are read in its snapshot).
 * @param terms - folded search terms (`searchTerms`); none reads no partner.
 */
async function adminSearchConditions(tx: Executor, terms: readonly string[]): Promise<SQL[]> {
  if (terms.length === 0) return [];
  const partnerNames = (await tx.select({ id: partners.id, name: partners.name }).from(partners)).map(
    (partner) => ({ id: partner.id, name: normalizeSearchText(partner.name) }),
  );
  return terms.map((term) => {
    const text = containsTerm(products.searchText, term);
    const ids = partnerNames.filter((partner) => partner.name.includes(term)).map((partner) => partner.id);
    return ids.length === 0 ? text : or(text, inArray(products.partnerId, ids))!;
  });
}

/** Catalogue reads for anyone. */
export function createCatalogService(ctx: ServiceContext): CatalogRepository {
  const { db } = ctx;
  return {
    listProducts: async () => (await db.select().from(products).orderBy(asc(products.seq))).map(toProduct),
    async search(input) {
      const query = normalizeCatalogSearch(validate(catalogSearchSchema, input));
      const where = and(
        query.category === null ? undefined : eq(products.category, query.category),
        ...query.terms.map((term) => containsTerm(products.searchText, term)),
      );
      return readPage(db, query, {
        table: products,
        where,
        orderBy: SEARCH_ORDER[query.sort],
        toItems: (_tx, rows) => rows.map(toProduct),
      });
    },
    /**
     * One page of the back office's products table in stored order (`seq`): every term in the
     * product's `search_text` or in its partner's folded name (src/domain/back-office-search.ts
     * `searchAdminProducts`). Partner names are folded here, in the same snapshot (few rows).
     */
    async searchAdmin(input) {
      const search = validate(productAdminSearchSchema, input);
      const terms = searchTerms(search.q ?? '');
      return readPage(db, normalizePageRequest(search, BACK_OFFICE_PAGE_SIZE), {
        table: products,
        where: async (tx) => and(...(await adminSearchConditions(tx, terms))),
        orderBy: [asc(products.seq)],
        toItems: (_tx, rows) => rows.map(toProduct),
      });
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
      const review = validate(reviewInputSchema, input);
      return ctx.transact(async (tx) => {
        const [product] = await tx.db.select({ id: products.id }).from(products).where(eq(products.id, review.productId));
        const plan = planOrThrow(
          decideAddReview({
            author: user,
            review,
            productExists: Boolean(product),
            now: ctx.now(),
            newReviewId: () => ctx.newId('REV'),
          }),
        );
        const [row] = await tx.db.insert(reviews).values(plan.review).returning();
        tx.changed(['reviews'], { kind: 'public' });
        await ctx.log(tx, user, plan.log.type, plan.log.description, plan.log.details);
        return toReview(row!);
      });
    },
  };
}
