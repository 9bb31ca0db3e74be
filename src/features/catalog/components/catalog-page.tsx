import { useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { PackageSearchIcon, StoreIcon } from 'lucide-react';
import { errorMessage } from '@/data/errors';
import { usePartners, useProducts } from '@/data/react';
import { messages } from '@/domain/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { filterSearchable, listCategories, sortSearchable, toSearchable } from '../filter-products';
import { useCatalogParams } from '../hooks/use-catalog-params';
import { useSearchText } from '../hooks/use-search-text';
import { CatalogFilters } from './catalog-filters';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** Cards rendered at first, and added by each 'Tampilkan lebih banyak' (keeps big catalogues fast). */
export const CATALOG_PAGE_SIZE = 48;

/** Cards whose images load eagerly (the first row or two on most screens). */
const PRIORITY_COUNT = 4;

/**
 * The catalogue screen (spec section 2, "Catalogue"; docs/product/ui-names.md): h1 'Katalog Produk', filters
 * synced with `?category=`, `?q=` (written once typing pauses, see `SEARCH_URL_DELAY_MS`) and `?sort=`, a polite results count, the product grid (up to 4
 * columns, {@link CATALOG_PAGE_SIZE} cards at a time), a loading skeleton and the empty states
 * 'Belum ada produk.' and 'Tidak ada produk yang cocok dengan pencarian Anda.'.
 */
export function CatalogPage() {
  const productsQuery = useProducts();
  const partnersQuery = usePartners();
  const { category, q, sort, setParam, setParams, reset } = useCatalogParams();
  const writeSearchParam = useCallback((text: string) => setParam('q', text, true), [setParam]);
  const [searchText, setSearchText, cancelSearchWrite] = useSearchText(q, writeSearchParam);
  const deferredSearch = useDeferredValue(searchText);
  const searchInputRef = useRef<HTMLInputElement>(null);

  const products = productsQuery.data;
  const searchable = useMemo(() => toSearchable(products ?? []), [products]);
  const sorted = useMemo(() => sortSearchable(searchable, sort), [searchable, sort]);
  const results = useMemo(
    () => filterSearchable(sorted, { category, q: deferredSearch }),
    [sorted, category, deferredSearch],
  );
  const categories = useMemo(() => listCategories(products ?? []), [products]);
  const partnerNames = useMemo(
    () => new Map((partnersQuery.data ?? []).map((partner) => [partner.id, partner.name])),
    [partnersQuery.data],
  );

  const filterKey = `${category}\u0000${deferredSearch}\u0000${sort}`;
  const [limit, setLimit] = useState({ key: filterKey, count: CATALOG_PAGE_SIZE });
  const visibleCount = limit.key === filterKey ? limit.count : CATALOG_PAGE_SIZE;
  const visible = useMemo(
    () => results.slice(0, visibleCount).map((item) => item.product),
    [results, visibleCount],
  );
  const stale = deferredSearch !== searchText;

  /** Another filter changed: the typed text goes to the URL with it (a pending `?q=` write is folded in). */
  function handleFilter(key: 'category' | 'sort', value: string) {
    cancelSearchWrite();
    setParams({ [key]: value, q: searchText });
  }

  function handleReset() {
    setSearchText('');
    cancelSearchWrite();
    reset();
    // The reset button disappears with the empty state: keep the keyboard user's place.
    searchInputRef.current?.focus();
  }

  let body: ReactNode;
  if (productsQuery.isPending) {
    body = <ProductGridSkeleton />;
  } else if (productsQuery.isError) {
    body = (
      <EmptyState
        role="alert"
        title={errorMessage(productsQuery.error)}
        action={
          <Button variant="outline" onClick={() => void productsQuery.refetch()}>
            Coba lagi
          </Button>
        }
      />
    );
  } else if (searchable.length === 0) {
    body = <EmptyState icon={<StoreIcon />} title={messages.catalog.empty} />;
  } else {
    body = (
      <>
        <CatalogFilters
          categories={categories}
          category={category}
          searchText={searchText}
          sort={sort}
          onCategoryChange={(value) => handleFilter('category', value)}
          onSearchTextChange={setSearchText}
          onSortChange={(value) => handleFilter('sort', value)}
          searchInputRef={searchInputRef}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {results.length.toLocaleString('id-ID')} produk
        </p>
        {results.length === 0 ? (
          <EmptyState
            icon={<PackageSearchIcon />}
            title={messages.catalog.noResults}
            action={
              <Button variant="outline" onClick={handleReset}>
                Atur ulang filter
              </Button>
            }
          />
        ) : (
          <div className="grid gap-6">
            <ProductGrid
              products={visible}
              partnerNames={partnerNames}
              priorityCount={PRIORITY_COUNT}
              headingLevel={2}
              label="Daftar produk"
              className={stale ? 'opacity-70 transition-opacity' : 'transition-opacity'}
            />
            {visibleCount < results.length && (
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-muted-foreground">
                  Menampilkan {visibleCount.toLocaleString('id-ID')} dari{' '}
                  {results.length.toLocaleString('id-ID')} produk
                </p>
                <Button
                  variant="outline"
                  onClick={() =>
                    setLimit({ key: filterKey, count: visibleCount + CATALOG_PAGE_SIZE })
                  }
                >
                  Tampilkan lebih banyak
                </Button>
              </div>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Katalog Produk</h1>
        <p className="text-muted-foreground">Produk pilihan UMKM dari seluruh Aceh.</p>
      </div>
      {body}
    </div>
  );
}
