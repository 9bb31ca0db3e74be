import { CatalogPage } from '@/features/catalog';

/** /catalog (spec section 2; public per docs/product/decisions.md "Access"): the product catalogue. */
export function Component() {
  return <CatalogPage />;
}
