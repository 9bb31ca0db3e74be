import { inactivePartnerIds } from '@/domain/catalog/on-sale';
import { useMemo, useState } from 'react';
import { PackageIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  ListView,
  PageHeader,
  SearchFilters,
  useListSearch,
  useRecordDialog,
  type SearchFiltersSpec,
} from '@/components/list-kit';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { usePartners, useStoreSettings } from '@/data/react';
import { PRODUCT_STOCK_FILTERS, type ProductStockFilter } from '@/domain/back-office/lists';
import { LOW_STOCK_THRESHOLD, STOCK_LEVEL_LABELS } from '@/domain/catalog/low-stock';
import { adminMessages, messages } from '@/shared/messages';
import type { Product } from '@/domain/core/records';
import type { ProductInput } from '@/domain/catalog/inputs';
import { useAdminProductSearch } from '../api/use-admin-product-search';
import { useDeleteProduct } from '../api/use-delete-product';
import { useSaveProduct } from '../api/use-save-product';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';

/** The products list's filter: the stock level ('Stok menipis'). */
type ProductFilters = { stock: ProductStockFilter };

/** The products list's filters bar: 'Cari produk' and 'Stok'. */
const PRODUCT_FILTERS: SearchFiltersSpec<ProductFilters> = {
  label: 'Filter produk',
  className: 'sm:grid-cols-2 lg:max-w-2xl',
  search: { label: 'Cari produk', placeholder: 'Cari nama, kategori, lokasi, atau mitra' },
  selects: [
    {
      name: 'stock',
      label: 'Stok',
      options: PRODUCT_STOCK_FILTERS,
      optionLabel: () => STOCK_LEVEL_LABELS.low,
    },
  ],
};

/**
 * 'Daftar Produk' (spec section 2, "Admin products"; docs/product/ui-names.md "Admin"): the page's `h1`, the
 * button `Tambah Produk`, the search field `Cari produk` (name, category, location or partner), the
 * filter `Stok` ('Semua' or 'Stok menipis', at or below `Batas Stok Menipis`), the
 * product table 20 rows a page with 'Sebelumnya'/'Berikutnya', the add/edit dialog and the delete
 * confirmation, with the spec's toasts. Only one page of rows is rendered and the filtering is
 * memoised, so 10,000 products stay responsive.
 */
export function ProductsPage() {
  const partners = usePartners();
  const save = useSaveProduct();
  const remove = useDeleteProduct();

  const store = useStoreSettings();
  const [params] = useSearchParams();
  // The dashboard's `Stok Menipis` card links here with `?stock=low`.
  const list = useListSearch<ProductFilters>(['stock'], params.get('stock') === 'low' ? { stock: 'low' } : {});
  const products = useAdminProductSearch(list.search);
  const dialog = useRecordDialog<Product, ProductInput>({
    save: save.mutateAsync,
    added: adminMessages.productAdded,
    updated: adminMessages.productUpdated,
    // Show the new product: it is stored last.
    onAdded: () => list.showAll(Number.MAX_SAFE_INTEGER),
  });
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const partnerList = useMemo(() => partners.data ?? [], [partners.data]);
  const inactivePartners = useMemo(() => inactivePartnerIds(partnerList), [partnerList]);
  const partnerNames = useMemo(
    () => new Map(partnerList.map((p) => [p.id, p.name])),
    [partnerList],
  );

  function openDelete(product: Product) {
    setDeleting(product);
    setConfirmOpen(true);
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(adminMessages.productDeleted),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader title="Daftar Produk" add={{ label: 'Tambah Produk', onClick: dialog.openAdd }} />

      <SearchFilters spec={PRODUCT_FILTERS} list={list} />

      <ListView
        query={products}
        loadingLabel="Memuat produk..."
        icon={<PackageIcon />}
        empty={messages.catalog.empty}
        filtering={list.filtering}
        noMatch={messages.catalog.noResults}
        pagination={{ label: 'Halaman daftar produk', noun: 'produk', onPageChange: list.setPage }}
      >
        {(data) => (
          <ProductTable
            products={data.items}
            lowStockThreshold={store.data?.lowStockThreshold ?? LOW_STOCK_THRESHOLD.default}
            partnerNames={partnerNames}
            inactivePartners={inactivePartners}
            onEdit={dialog.openEdit}
            onDelete={openDelete}
          />
        )}
      </ListView>

      <ProductFormDialog
        {...dialog.dialogProps}
        product={dialog.editing}
        partners={partners.data}
        partnersFailed={partners.isError}
        onRetryPartners={() => void partners.refetch()}
        saving={save.isPending}
      />
      <DeleteProductDialog
        name={deleting?.name ?? ''}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={handleDelete}
      />
    </div>
  );
}
