import { productAdminSearchSchema, searchAdminProducts } from '@/domain/back-office/lists';
import { createCatalogIndex, normalizeCatalogSearch, pickProducts, type CatalogIndex } from '@/domain/catalog/query';
import { takenSkus } from '@/domain/catalog/variants';
import { variantMessages } from '@/shared/messages-variants';
import { decideCreateProduct, decideDeleteProduct, decideUpdateProduct } from '@/domain/catalog/changes';
import { planOrThrow } from '@/domain/core/decision';
import type { Partner, Product } from '@/domain/core/records';
import { ValidationError } from '@/domain/core/errors';
import { inactivePartnerIds, isProductOnSale, isProductVisibleTo } from '@/domain/catalog/on-sale';
import type { indexProductList as IndexProductList, ProductSearchIndex } from '@/domain/catalog/search-index';
import { unitsSold } from '@/domain/catalog/units-sold';
import { withCatalogFigures } from '@/domain/catalog/figures';
import { catalogSearchSchema, productSaveSchema, suggestionSchema } from '@/domain/catalog/inputs';
import type { ProductRepository } from '@/domain/port/port';
import { applyEffects } from './apply-effects';
import { validate, type AdapterContext, type StoreReader } from './context';

/**
 * Products over the key-value store: the catalogue's reads and the back office's changes (admin
 * only, decided by src/domain/catalog/changes.ts). Searches run in memory over the word index of
 * the stored product list (`indexProductList`, src/domain/catalog/search-index.ts, the server's
 * rules), finding only the products on sale (src/domain/catalog/on-sale.ts), built once per stored
 * list and partners: the store hands back the same list until the products (or the partners) change.
 */
export function createProductRepository(ctx: AdapterContext): ProductRepository {
  const { store } = ctx;
  const indexes = new WeakMap<readonly Product[], CatalogIndex>();
  const wordIndexes = new WeakMap<readonly Product[], { partners: readonly Partner[]; index: ProductSearchIndex; byId: Map<number, Product> }>();
  function indexOf(products: readonly Product[]): CatalogIndex {
    let index = indexes.get(products);
    if (!index) {
      index = createCatalogIndex(products);
      indexes.set(products, index);
    }
    return index;
  }
  /** The word index of the stored products (those on sale found), built again when the products or the partners change. */
  function wordIndexOf(products: readonly Product[], partners: readonly Partner[], indexProductList: typeof IndexProductList) {
    let kept = wordIndexes.get(products);
    if (!kept || kept.partners !== partners) {
      const inactive = inactivePartnerIds(partners);
      kept = {
        partners,
        index: indexProductList(products, (product) => isProductOnSale(product, inactive)),
        byId: new Map(products.map((product) => [product.id, product])),
      };
      wordIndexes.set(products, kept);
    }
    return kept;
  }
  return {
    list: () => ctx.readOnly((tx) => tx.get('products')),
    search: async (input) => {
      const query = normalizeCatalogSearch(validate(catalogSearchSchema, input));
      // The word index's code loads with the first search, never with the page.
      const { indexProductList } = await import('@/domain/catalog/search-index');
      return ctx.readOnly((tx) => {
        const kept = wordIndexOf(tx.get('products'), tx.get('partners'), indexProductList);
        const { ids, facets, total, totalCapped, page } = kept.index.search(query);
        const found = ids.flatMap((id) => kept.byId.get(id) ?? []);
        return { items: withCatalogFigures(found, tx.get('orders'), tx.get('reviews')), total, totalCapped, page, pageSize: query.pageSize, facets };
      });
    },
    suggest: async (input) => {
      const q = validate(suggestionSchema, input);
      const { indexProductList } = await import('@/domain/catalog/search-index');
      return ctx.readOnly((tx) => wordIndexOf(tx.get('products'), tx.get('partners'), indexProductList).index.suggest(q));
    },
    searchAdmin: (input) =>
      ctx.adminRead((tx) => searchAdminProducts(tx.get('products'), tx.get('partners'), validate(productAdminSearchSchema, input), tx.get('lowStockThreshold'))),
    getMany: (ids) =>
      ctx.readOnly((tx) => {
        const role = ctx.sessionOf(tx)?.role;
        return pickProducts(tx.get('products'), ids).filter((product) => isProductVisibleTo(product, role));
      }),
    listCategories: () => ctx.readOnly((tx) => indexOf(tx.get('products')).categories()),
    get: (id) =>
      ctx.readOnly((tx) => {
        const found = tx.get('products').find((p) => p.id === id);
        return found && isProductVisibleTo(found, ctx.sessionOf(tx)?.role) ? found : null;
      }),
    unitsSold: (id) => ctx.readOnly((tx) => unitsSold(tx.get('orders'), id)),

    save: (input, id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const details = validate(productSaveSchema, input);
        const products = tx.get('products');
        const plan =
          id === undefined
            ? planOrThrow(decideCreateProduct({ details, maxId: products.reduce((max, p) => Math.max(max, p.id), 0), now: ctx.now() }))
            : planOrThrow(decideUpdateProduct({ id, details, existing: products.find((p) => p.id === id) ?? null }));
        // A SKU names one variant across the shop (the server's unique index says the same).
        const [taken] = takenSkus(plan.product, products);
        if (taken !== undefined) throw new ValidationError(variantMessages.skuTaken(taken), { variants: variantMessages.skuTaken(taken) });
        applyEffects(ctx, tx, plan, admin);
        return plan.product;
      }),

    async importCsv(csv, options = {}) {
      // The CSV code (papaparse among it) loads with the first import, never with the page.
      const [{ parseProductCsv }, { planProductImport, ProductImportError }] = await Promise.all([
        import('@/domain/catalog/product-csv'),
        import('@/domain/catalog/product-import'),
      ]);
      const decide = (tx: StoreReader) => {
        const parsed = parseProductCsv(csv);
        // A file-level refusal (limits, header) has no rows; cell errors are reported with the rows'.
        if (parsed.rows.length === 0) throw new ProductImportError(parsed.errors);
        const products = tx.get('products');
        const maxId = products.reduce((max, p) => Math.max(max, p.id), 0);
        return planOrThrow(planProductImport({ existing: products, rows: parsed.rows, maxId, now: ctx.now(), errors: parsed.errors }));
      };
      if (options.dryRun) {
        const plan = await ctx.adminRead(decide);
        return { created: plan.creates.length, updated: plan.updates.length };
      }
      return store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const plan = decide(tx);
        applyEffects(ctx, tx, { effects: [{ kind: 'importProducts', creates: plan.creates, updates: plan.updates }, { kind: 'log', entry: plan.log }] }, admin);
        return { created: plan.creates.length, updated: plan.updates.length };
      });
    },

    async exportCsv() {
      const { productsToCsv } = await import('@/domain/catalog/product-csv');
      return ctx.adminRead((tx) => productsToCsv(tx.get('products')));
    },

    remove: (id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const plan = planOrThrow(decideDeleteProduct({ id, existing: tx.get('products').find((p) => p.id === id) ?? null }));
        applyEffects(ctx, tx, plan, admin);
      }),
  };
}
