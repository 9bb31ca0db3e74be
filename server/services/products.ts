/**
 * Products on the server (spec section 2; `docs/api.md` "Catalogue" and `/api/admin/products`):
 * the catalogue's reads for anyone — products in stored order, catalogue searches with the rules
 * of `src/domain/catalog/query.ts` and the back office's product search with those of
 * `src/domain/back-office/lists.ts`, run in SQL — and the admin's changes, decided once for both
 * modes in src/domain/catalog/changes.ts; this service loads, decides and writes.
 */
import { and, asc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { pageRequestSchema, productAdminSearchSchema } from '@/domain/back-office/lists';
import { catalogSearchKey, normalizeCatalogSearch, orderCategories } from '@/domain/catalog/query';
import { decideCreateProduct, decideDeleteProduct, decideUpdateProduct } from '@/domain/catalog/changes';
import { planOrThrow } from '@/domain/core/decision';
import { normalizeSearchText, searchTerms } from '@/domain/core/text-search';
import { SOLD_ORDER_STATUSES } from '@/domain/catalog/units-sold';
import { DRAFT_PRODUCT_STATUS, isProductVisibleTo, ON_SALE_PRODUCT_STATUS } from '@/domain/catalog/on-sale';
import { catalogSearchSchema, suggestionSchema } from '@/domain/catalog/inputs';
import { productSaveSchema } from '@/domain/catalog/product-inputs';
import type { ProductRepository } from '@/domain/port/port';
import type { Product } from '@/domain/core/records';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { orderItems, orders, partners, products, productVariants } from '../db/schema';
import { withVariants } from './product-variants';
import { ValidationError } from '@/domain/core/errors';
import { variantMessages } from '@/shared/messages-variants';
import { validate, type ServiceContext } from './context';
import { applyEffects } from './effects';
import { assertShopImage, keepNamedImage } from './images';
import { MAX_PRODUCT_IMAGES, tooManyImagesError } from '@/domain/catalog/gallery';
import { readSetting } from './settings';
import { exportProductsCsv, importProductsCsv } from './product-import';
import { containsTerm, readBackOfficePage, readPage } from './lists';
import { normalizePageRequest, PRODUCT_LIST_PAGE_SIZE, type Page, type PageRequest } from '@/domain/core/paging';
import { readCatalogPage, readCatalogProducts } from './catalog-search';
import type { CatalogProduct } from '@/domain/catalog/query';
import type { MarkedCache } from '../events/marked-cache';

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

/**
 * The products of `ids` that exist, in the order of `ids`, each once: one primary-key read.
 * @param ids - product ids; unknown ones (and ones no safe integer) are left out.
 */
async function readProducts(db: Executor, ids: readonly number[]): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, wanted));
  const byId = new Map((await withVariants(db, rows.map((row) => toProduct(row)))).map((product) => [product.id, product]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Refuses a SKU of `product`'s variants another product's variant holds (a SKU names one variant
 * across the shop; the unique index `product_variants_sku_key` is the last guard).
 * @throws ValidationError 'SKU … sudah dipakai produk lain.' on the field `variants`.
 */
async function assertSkusFree(db: Executor, product: Pick<Product, 'id' | 'variants'>): Promise<void> {
  const skus = product.variants.map((v) => v.sku).filter((sku) => sku !== '');
  if (skus.length === 0) return;
  const [taken] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, product.id)))
    .limit(1);
  if (taken) throw new ValidationError(variantMessages.skuTaken(taken.sku), { variants: variantMessages.skuTaken(taken.sku) });
}

/**
 * The products of `ids` with their figures as the catalogue search answers them, from `rows` (the
 * search cache's product rows) where it holds them: the others in one statement
 * (`readCatalogProducts`), then kept in `rows` unless a change overtook the read. No statement
 * when `rows` holds them all.
 */
async function cachedProducts(db: Executor, rows: MarkedCache<CatalogProduct>, ids: readonly number[]): Promise<CatalogProduct[]> {
  const found = new Map<number, CatalogProduct>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = rows.get(String(id));
    if (row) found.set(id, row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const mark = rows.mark();
    for (const product of await withVariants(db, await readCatalogProducts(db, missing))) {
      found.set(product.id, product);
      rows.set(String(product.id), product, mark);
    }
  }
  return [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
}

/**
 * The product service for the request's actor (implements the port's `ProductRepository`).
 * @param ctx - the request's context; reads need no actor; `save` and `remove` need an admin
 * (PermissionError otherwise: 401 signed out, 403 buyer) and throw ValidationError for bad input
 * (400) and NotFoundError for an unknown product (404).
 */
export function createProductService(ctx: ServiceContext): ProductRepository & {
  listPage(request: PageRequest): Promise<Page<Product>>;
  /** `Ekspor Produk` a page at a time (`GET /api/admin/products/export` streams it); admin only. */
  exportChunks(): AsyncGenerator<string>;
} {
  const { db } = ctx;
  /** Whether the actor reads `Draf` products (an admin; src/domain/catalog/on-sale.ts `isProductVisibleTo`). */
  const seesDrafts = () => isProductVisibleTo({ status: DRAFT_PRODUCT_STATUS }, ctx.actor?.role);

  /** The product input, validated, with an uploaded image URL (never a data URL in server mode). */
  function productInput(input: unknown) {
    const data = validate(productSaveSchema, input);
    // The count first (src/domain/catalog/gallery.ts), then each photo's address.
    if ((data.images?.length ?? 0) > MAX_PRODUCT_IMAGES) throw tooManyImagesError();
    assertShopImage(data.image, 'image', false);
    for (const url of data.images ?? []) assertShopImage(url, 'images', false);
    for (const variant of data.variants ?? []) if (variant.image !== '') assertShopImage(variant.image, 'variants', false);
    return data;
  }

  return {
    list: async () => withVariants(db, (await db.select().from(products).orderBy(asc(products.seq))).map((row) => toProduct(row))),
    /**
     * One page of every product in stored order (`GET /api/products`, docs/api.md "Catalogue"):
     * page `request.page` (clamped to 1…the last page) of `request.pageSize` products (default
     * {@link PRODUCT_LIST_PAGE_SIZE}, clamped to 1…100), so an anonymous request costs at most a
     * page, never the whole catalogue.
     * @throws ValidationError for a page or page size that is no finite number.
     */
    listPage: (request) =>
      readPage(db, normalizePageRequest(validate(pageRequestSchema, request), PRODUCT_LIST_PAGE_SIZE), {
        table: products,
        where: seesDrafts() ? undefined : ne(products.status, DRAFT_PRODUCT_STATUS),
        orderBy: [asc(products.seq)],
        toItems: (tx, rows) => withVariants(tx, rows.map((row) => toProduct(row))),
      }),
    /**
     * The catalogue search (docs/api.md "Catalogue search"), answered from the instance's search
     * cache when it holds the search (docs/server.md "Per-instance caches"): the cached ids of the
     * page's products, their rows from the cache's product rows (no statement when it holds them
     * all; the others read fresh in one primary-key read), each row dropped when its product's
     * stock change is announced and at most the cache's staleness bound old. A cached id whose
     * product is gone and whose row is no longer held makes it search the database again; a
     * held row is answered as it is until its bound or the announcement of the product's change
     * (a product deleted or edited on another instance shows at most that long).
     */
    async search(input) {
      const query = normalizeCatalogSearch(validate(catalogSearchSchema, input));
      const cache = ctx.deps.catalogSearches;
      // After a catalogue or partner change, the index first reads it (this instance's own writes read).
      if (ctx.deps.catalogIndex?.catchingUp()) await ctx.deps.catalogIndex.settled();
      const index = ctx.deps.catalogIndex?.ready();
      if (index) {
        // Ids, total and facets from the instance's word index; the rows by id (docs/server.md "Per-instance caches").
        const { ids, facets, total, totalCapped, page } = index.search(query);
        // Ids and count from memory, as a search the cache held: the rows it lacks read by id.
        ctx.cacheUse.search = 'hit';
        const items = cache ? await cachedProducts(db, cache.products, ids) : await readCatalogProducts(db, ids);
        return { items, total, page, pageSize: query.pageSize, totalCapped, facets };
      }
      const key = catalogSearchKey(query);
      const cached = cache?.get(key);
      if (cached) {
        const items = await cachedProducts(db, cache!.products, cached.ids);
        if (items.length === cached.ids.length) {
          ctx.cacheUse.search = 'hit';
          return { items, total: cached.total, page: cached.page, pageSize: query.pageSize, totalCapped: cached.totalCapped };
        }
        cache!.delete(key);
      }
      ctx.cacheUse.search = 'miss';
      // Only a miss costs the database: counted per address before its statement.
      await ctx.limits.uncachedSearch(ctx.clientAddress);
      const mark = cache?.mark() ?? 0;
      const rowsMark = cache?.products.mark() ?? 0;
      const page = await readCatalogPage(db, query);
      page.items = await withVariants(db, page.items);
      const { total, totalCapped } = page;
      cache?.set(key, { ids: page.items.map((product) => product.id), total, totalCapped, page: page.page }, mark);
      if (cache) for (const product of page.items) cache.products.set(String(product.id), product, rowsMark);
      return page;
    },
    /**
     * `Saran pencarian` (docs/api.md "Search suggestions"): from the instance's word index, none
     * while it is built; counted against the address's search limit like a search the database answers.
     */
    async suggest(input) {
      const q = validate(suggestionSchema, input);
      await ctx.limits.uncachedSearch(ctx.clientAddress);
      return ctx.deps.catalogIndex?.ready()?.suggest(q) ?? [];
    },
    /**
     * One page of the back office's products table in stored order (`seq`): every term in the
     * product's `search_text` or in its partner's folded name (src/domain/back-office/lists.ts
     * `searchAdminProducts`). Partner names are folded here, in the same snapshot (few rows).
     * `stock: 'low'`: only `active` products at or below `Batas Stok Menipis`, or with a variant at or
     * below it (src/domain/catalog/low-stock.ts `countsAsLowStock`); `status`: only products of that
     * `Status Produk`.
     * Admin only, checked first: a search over every field costs the database, so strangers get
     * the paged, cached catalogue search instead.
     * @throws PermissionError (401 signed out, 403 buyer); ValidationError for a bad query.
     */
    async searchAdmin(input) {
      ctx.requireRole('admin');
      const search = validate(productAdminSearchSchema, input);
      const terms = searchTerms(search.q ?? '');
      return readBackOfficePage(db, search, {
        table: products,
        where: async (tx) =>
          and(
            ...(await adminSearchConditions(tx, terms)),
            search.stock === 'low' ? lowStockCondition(await readSetting(tx, 'lowStockThreshold')) : undefined,
            search.status ? eq(products.status, search.status) : undefined,
          ),
        orderBy: [asc(products.seq)],
        toItems: (tx, rows) => withVariants(tx, rows.map((row) => toProduct(row))),
      });
    },
    getMany: async (ids) => (await readProducts(db, ids)).filter((product) => isProductVisibleTo(product, ctx.actor?.role)),
    listCategories: async () =>
      orderCategories((await db.selectDistinct({ category: products.category }).from(products)).map((row) => row.category)),
    get: async (id) => {
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row && isProductVisibleTo(row, ctx.actor?.role) ? (await withVariants(db, [toProduct(row)]))[0]! : null;
    },
    /** Sums the product's order lines over the orders whose status counts as sold (src/domain/catalog/units-sold.ts). */
    async unitsSold(id) {
      if (!Number.isSafeInteger(id)) return 0;
      const [row] = await db
        .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, id), inArray(orders.status, [...SOLD_ORDER_STATUSES])));
      return row?.units ?? 0;
    },

    async save(input, id) {
      const admin = ctx.requireRole('admin');
      const details = productInput(input);
      return ctx.transact(async (tx) => {
        // The photo is touched first, so a clean-up running now keeps it (or a new photo the server
        // no longer has is refused; the one the product already shows never is). Images before
        // products, the order a restore takes them in: the product's current photo is read unlocked.
        const current =
          id === undefined
            ? undefined
            : (await tx.db.select({ image: products.image, images: products.images }).from(products).where(eq(products.id, id)))[0];
        await keepNamedImage(tx.db, details.image, 'image', ctx.now(), current?.image);
        for (const url of details.images ?? []) {
          await keepNamedImage(tx.db, url, 'images', ctx.now(), current?.images.includes(url) ? url : undefined);
        }
        if (id === undefined) {
          // A racing insert of the same id retries the transaction.
          const [max] = await tx.db
            .select({ id: sql<number | null>`max(${products.id})`.mapWith(Number) })
            .from(products);
          const plan = planOrThrow(decideCreateProduct({ details, maxId: max?.id ?? 0, now: ctx.now() }));
          await assertSkusFree(tx.db, plan.product);
          await applyEffects(ctx, tx, plan, admin);
          return plan.product;
        }
        const [row] = await tx.db.select().from(products).where(eq(products.id, id)).for('update');
        const existing = row ? (await withVariants(tx.db, [toProduct(row)]))[0]! : null;
        const plan = planOrThrow(decideUpdateProduct({ id, details, existing }));
        await assertSkusFree(tx.db, plan.product);
        await applyEffects(ctx, tx, plan, admin);
        return plan.product;
      });
    },

    importCsv: (csv, options = {}) => importProductsCsv(ctx, csv, options.dryRun === true),
    async exportCsv() {
      let text = '';
      for await (const part of exportProductsCsv(ctx)) text += part;
      return text;
    },
    exportChunks: () => exportProductsCsv(ctx),

    async remove(id) {
      const admin = ctx.requireRole('admin');
      await ctx.transact(async (tx) => {
        const [row] = await tx.db.select().from(products).where(eq(products.id, id)).for('update');
        await applyEffects(ctx, tx, planOrThrow(decideDeleteProduct({ id, existing: row ? toProduct(row) : null })), admin);
      });
    },
  };
}

/**
 * `countsAsLowStock` (src/domain/catalog/low-stock.ts) in SQL: an `active` product whose stock, or
 * one of whose variants' stock, is at or below `threshold`.
 */
function lowStockCondition(threshold: number): SQL | undefined {
  return and(
    eq(products.status, ON_SALE_PRODUCT_STATUS),
    or(
      lte(products.stock, threshold),
      sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.stock} <= ${threshold})`,
    ),
  );
}
