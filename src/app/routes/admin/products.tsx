import { ProductsPage } from '@/features/admin-products';

/** /admin/products: 'Daftar Produk' (spec section 2, "Admin products"). */
export function Component() {
  return <ProductsPage />;
}
