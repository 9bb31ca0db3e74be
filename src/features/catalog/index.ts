/**
 * The catalogue (spec section 2, "Catalogue"): the catalogue screen, the product grid and card
 * (also used by the home page) and the pure filter/sort functions.
 */
export { CatalogPage, CATALOG_PAGE_SIZE } from './components/catalog-page';
export { ProductGrid, type ProductGridProps } from './components/product-grid';
export { ProductCard, type ProductCardProps } from './components/product-card';
export { ProductGridSkeleton } from './components/product-grid-skeleton';
export {
  ProductImage,
  PLACEHOLDER_IMAGE,
  type ProductImageProps,
} from './components/product-image';
export {
  ALL_CATEGORIES,
  SORT_OPTIONS,
  filterProducts,
  listCategories,
  parseSort,
  type CatalogQuery,
  type ProductSort,
} from './filter-products';
