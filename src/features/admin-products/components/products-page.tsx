import { useDeferredValue, useMemo, useState } from 'react';
import { PackageIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { TablePagination } from '@/components/ui/table-pagination';
import { errorMessage, ValidationError } from '@/data';
import { usePartners } from '@/data/react';
import { MAX_SEARCH_LENGTH } from '@/domain/catalog';
import { adminMessages, messages } from '@/domain/messages';
import type { Product } from '@/domain/schemas';
import type { ProductInput } from '@/domain/validation';
import { tablePageProps } from '@/lib/table-page';
import { usePageNumber } from '@/lib/use-page-number';
import { useAdminProductSearch } from '../api/use-admin-product-search';
import { useDeleteProduct } from '../api/use-delete-product';
import { useSaveProduct } from '../api/use-save-product';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';

/**
 * 'Daftar Produk' (spec section 2, "Admin products"; docs/product/ui-names.md "Admin"): the page's `h1`, the
 * button `Tambah Produk`, the search field `Cari produk` (name, category, location or partner), the
 * product table 20 rows a page with 'Sebelumnya'/'Berikutnya', the add/edit dialog and the delete
 * confirmation, with the spec's toasts. Only one page of rows is rendered and the filtering is
 * memoised, so 10,000 products stay responsive.
 */
export function ProductsPage() {
  const partners = usePartners();
  const save = useSaveProduct();
  const remove = useDeleteProduct();

  const [query, setQuery] = useState('');
  const q = useDeferredValue(query).trim();
  const [page, setPage] = usePageNumber(q);
  const products = useAdminProductSearch(q ? { page, q } : { page });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const partnerList = useMemo(() => partners.data ?? [], [partners.data]);
  const partnerNames = useMemo(
    () => new Map(partnerList.map((p) => [p.id, p.name])),
    [partnerList],
  );

  function openAdd() {
    setEditing(null);
    setDialogOpen(true);
  }

  function openEdit(product: Product) {
    setEditing(product);
    setDialogOpen(true);
  }

  function openDelete(product: Product) {
    setDeleting(product);
    setConfirmOpen(true);
  }

  async function handleSave(input: ProductInput): Promise<Record<string, string> | void> {
    try {
      await save.mutateAsync({ input, id: editing?.id });
    } catch (error) {
      if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0)
        return error.fieldErrors;
      toast.error(errorMessage(error));
      return;
    }
    toast.success(editing ? adminMessages.productUpdated : adminMessages.productAdded);
    setDialogOpen(false);
    if (!editing) {
      // Show the new product: it is stored last.
      setQuery('');
      setPage(Number.MAX_SAFE_INTEGER, '');
    }
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Daftar Produk</h1>
        <Button type="button" onClick={openAdd}>
          <PlusIcon aria-hidden="true" />
          Tambah Produk
        </Button>
      </div>

      <div className="relative max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Cari produk"
          placeholder="Cari nama, kategori, lokasi, atau mitra"
          className="pl-9"
          maxLength={MAX_SEARCH_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>

      {products.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">{messages.generic.loading}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : products.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(products.error)}
        </p>
      ) : products.data.total === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={q ? messages.catalog.noResults : messages.catalog.empty}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6" aria-busy={products.isPlaceholderData}>
          <ProductTable
            products={products.data.items}
            partnerNames={partnerNames}
            onEdit={openEdit}
            onDelete={openDelete}
          />
          <TablePagination
            label="Halaman daftar produk"
            {...tablePageProps(products.data)}
            noun="produk"
            onPageChange={setPage}
          />
        </div>
      )}

      <ProductFormDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        product={editing}
        partners={partners.data}
        partnersFailed={partners.isError}
        onRetryPartners={() => void partners.refetch()}
        saving={save.isPending}
        onSave={handleSave}
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
