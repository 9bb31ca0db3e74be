import { createCatalogIndex, normalizeCatalogSearch, pickProducts, type CatalogIndex } from '@/domain/catalog/query';
import type { Partner, Product } from '@/domain/core/records';
import { inactivePartnerIds, isProductOnSale, isProductVisibleTo } from '@/domain/catalog/on-sale';
import type { indexProductList as IndexProductList, ProductSearchIndex } from '@/domain/catalog/search-index';
import { unitsSold } from '@/domain/catalog/units-sold';
import { withCatalogFigures } from '@/domain/catalog/figures';
import { catalogSearchSchema, suggestionSchema } from '@/domain/catalog/inputs';
import type { ProductRepository } from '@/domain/port/port';
import { validate, type AdapterContext } from './context';

/**
 * Products over the key-value store: the catalogue's reads here, the back office's changes
 * (admin only) in ./product-changes.ts, loaded at their first call. Searches run in memory over
 * the word index of the stored product list (`indexProductList`, src/domain/catalog/search-index.ts, the server's
 * rules), finding only the products on sale (src/domain/catalog/on-sale.ts), built once per stored
 * list and partners: the store hands back the same list until the products (or the partners) change.
 */
export function createProductRepository(ctx: AdapterContext): ProductRepository {
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
    // The back office's list rules load with its first search, never with a storefront page.
    searchAdmin: async (input) => {
      const { productAdminSearchSchema, searchAdminProducts } = await import('@/domain/back-office/lists');
      return ctx.adminRead((tx) => searchAdminProducts(tx.get('products'), tx.get('partners'), validate(productAdminSearchSchema, input), tx.get('lowStockThreshold')));
    },
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

    // The owner's changes (their rules, the product form's schema and texts) load with the first
    // change, never with a storefront page.
    save: async (input, id) => (await import('./product-changes')).saveProduct(ctx, input, id),
    importCsv: async (csv, options) => (await import('./product-changes')).importProductCsv(ctx, csv, options),

    exportCsv: async () => (await import('./product-changes')).exportProductCsv(ctx),

    remove: async (id) => (await import('./product-changes')).removeProduct(ctx, id),
  };
}
