import { CatalogPage } from '@/features/catalog';
import { PAGE_TITLES } from '@/domain/page-titles';

/** /catalog (spec section 2; public per docs/product/decisions.md "Access"): the product catalogue. */
export function Component() {
  return (
    <>
      <title>{PAGE_TITLES.catalog}</title>
      <CatalogPage />
    </>
  );
}
