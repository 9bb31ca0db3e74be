/**
 * 'Daftar Produk' of the back office (spec section 2, "Admin products"): the paginated product
 * table with search, the add/edit dialog and the delete confirmation.
 */
export { ProductsPage } from './components/products-page';
export { ProductTable, type ProductTableProps } from './components/product-table';
export { ProductForm, type ProductFormProps } from './components/product-form';
export { ProductFormDialog, type ProductFormDialogProps } from './components/product-form-dialog';
export {
  DeleteProductDialog,
  type DeleteProductDialogProps,
} from './components/delete-product-dialog';
export { useSaveProduct, type SaveProductVariables } from './api/use-save-product';
export { useDeleteProduct } from './api/use-delete-product';
export {
  productFormSchema,
  productFormDefaults,
  normalizeAmount,
  type ProductFormValues,
} from './lib/product-form-schema';
