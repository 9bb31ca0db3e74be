/**
 * The catalogue (spec section 2, "Catalogue"): the catalogue screen with its facets, the product
 * grid and card (also used by the home page), the home page's search with `Saran pencarian` and
 * the sort options. The filter, sort and paging rules live in
 * `src/domain/catalog/query.ts` (both modes apply them).
 */
export { CatalogPage, CATALOG_PAGE_SIZE } from './components/catalog-page';
export { ProductGrid, type ProductGridProps } from './components/product-grid';
export { ProductCard, type ProductCardProps } from './components/product-card';
export { ProductGridSkeleton } from './components/product-grid-skeleton';
export { HomeSearch } from './components/home-search';
export {
  ProductImage,
  PLACEHOLDER_IMAGE,
  type ProductImageProps,
} from '@/components/product-image';
export { SORT_OPTIONS } from './sort-options';
export type { CatalogQuery } from './hooks/use-catalog-params';
