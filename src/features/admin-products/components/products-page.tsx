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
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import type { Product } from '@/domain/core/records';
import { isProductStatus, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '@/domain/core/vocabulary';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import { useAdminProductSearch } from '../api/use-admin-product-search';
import { useDeleteProduct } from '../api/use-delete-product';
import { useSaveProduct } from '../api/use-save-product';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductCsvActions } from './product-csv-actions';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';

/** The products list's filters: the stock level ('Stok menipis') and `Status Produk`. */
type ProductFilters = { stock: ProductStockFilter; status: ProductStatus };

/** The products list's filters bar: 'Cari produk', 'Stok' and 'Status'. */
const PRODUCT_FILTERS: SearchFiltersSpec<ProductFilters> = {
  label: 'Filter produk',
  className: 'sm:grid-cols-3 lg:max-w-3xl',
  search: { label: 'Cari produk', placeholder: 'Cari nama, kategori, lokasi, atau mitra' },
  selects: [
    {
      name: 'stock',
      label: 'Stok',
      options: PRODUCT_STOCK_FILTERS,
      optionLabel: () => STOCK_LEVEL_LABELS.low,
    },
    {
      name: 'status',
      label: 'Status',
      options: PRODUCT_STATUSES,
      optionLabel: (status) => PRODUCT_STATUS_LABELS[status],
    },
  ],
};

/** The filters a link opens the list with: `?stock=low` (the dashboard's `Stok Menipis` card), `?status=draft` and the like. */
function filtersOf(params: URLSearchParams): Partial<ProductFilters> {
  const status = params.get('status');
  return {
    ...(params.get('stock') === 'low' ? { stock: 'low' as const } : {}),
    ...(isProductStatus(status) ? { status } : {}),
  };
}

/**
 * 'Daftar Produk' (spec section 2, "Admin products"; docs/product/ui-names.md "Admin"): the page's `h1`, the
 * button `Tambah Produk`, the spreadsheet buttons `Impor Produk`, `Ekspor Produk` and `Unduh Templat CSV`, the search field `Cari produk` (name, category, location or partner), the
 * filter `Stok` ('Semua' or 'Stok menipis', an `Aktif` product at or below `Batas Stok Menipis`),
 * the filter `Status` ('Semua', `Draf`, `Aktif`, `Arsip`; `?status=` opens it set), the quick
 * actions `Arsipkan {name}` / `Aktifkan {name}`, the
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
  const list = useListSearch<ProductFilters>(['stock', 'status'], filtersOf(params), params.get('q') ?? '');
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

  // `Arsipkan` / `Aktifkan`: the product saved as it is, with the new status.
  function setStatus(product: Product, status: ProductStatus) {
    const { id, ...fields } = product;
    save.mutate(
      { input: { ...fields, status }, id },
      {
        onSuccess: () => toast.success(adminMessages.productUpdated),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
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
      <ProductCsvActions />

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
            onSetStatus={setStatus}
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
