import { useCallback, useDeferredValue, useId, useMemo, useRef, type ReactNode } from 'react';
import { PackageSearchIcon, StoreIcon } from 'lucide-react';
import { errorMessage } from '@/data/errors';
import { useCatalogSearch, usePartners, useProductCategories, useShopData } from '@/data/react';
import { ALL_CATEGORIES, DEFAULT_PAGE_SIZE } from '@/domain/catalog/query';
import { messages } from '@/shared/messages';
import { useHydrated } from '@/lib/use-hydrated';
import { totalText } from '@/domain/core/paging';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePagination } from '@/components/ui/table-pagination';
import { useCatalogParams } from '../hooks/use-catalog-params';
import { useSearchText } from '../hooks/use-search-text';
import { CatalogFacets } from './catalog-facets';
import { CatalogFilters } from './catalog-filters';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** Cards on one page of the catalogue (`?page=`): 6 full rows of 4, 8 of 3, 12 of 2. */
export const CATALOG_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Cards whose images load eagerly (the first row or two on most screens). */
const PRIORITY_COUNT = 4;

/**
 * The catalogue screen (spec section 2, "Catalogue"; docs/product/ui-names.md): h1 'Katalog
 * Produk', filters synced with `?category=`, `?q=` (written once typing pauses, see
 * `SEARCH_URL_DELAY_MS`), `?sort=` and `?page=`, a polite results count, one page of the product
 * grid ({@link CATALOG_PAGE_SIZE} cards, up to 4 columns) with the page switcher under it, a
 * loading skeleton, an error with 'Coba lagi', and the empty states 'Belum ada produk.' and
 * 'Tidak ada produk yang cocok dengan pencarian Anda.'; beside the results (in the phone's
 * `Filter` sheet) the search's facets `Saring hasil` (./catalog-facets.tsx: category counts and
 * the price range, `?minPrice=` and `?maxPrice=`). The data layer filters, sorts and pages
 * (`data.products.search`): in server mode the browser only ever downloads the page it shows.
 */
export function CatalogPage() {
  const data = useShopData();
  const partnersQuery = usePartners();
  const categoriesQuery = useProductCategories();
  const { category, q, sort, minPrice, maxPrice, page, setParam, setParams, setPage, reset } =
    useCatalogParams();
  // A range whose minimum is above its maximum (a hand-edited link) is left out of the search.
  const priceApplies = minPrice === '' || maxPrice === '' || Number(minPrice) <= Number(maxPrice);
  const writeSearchParam = useCallback((text: string) => setParam('q', text, true), [setParam]);
  const [searchText, setSearchText, cancelSearchWrite] = useSearchText(q, writeSearchParam);
  const deferredSearch = useDeferredValue(searchText);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const facetsHeadingId = useId();
  const hydrated = useHydrated();

  // Browser mode searches its own storage at every keystroke; server mode asks the server once
  // typing pauses (the text written to `?q=`). Text not yet in the URL starts at page 1.
  const searchQ = data.mode === 'server' ? q : deferredSearch;
  const resultsQuery = useCatalogSearch({
    category: category === ALL_CATEGORIES ? undefined : category,
    q: searchQ,
    sort,
    page: searchQ === q ? page : 1,
    pageSize: CATALOG_PAGE_SIZE,
    minPrice: priceApplies && minPrice !== '' ? Number(minPrice) : undefined,
    maxPrice: priceApplies && maxPrice !== '' ? Number(maxPrice) : undefined,
  });
  const partnerNames = useMemo(
    () => new Map((partnersQuery.data ?? []).map((partner) => [partner.id, partner.name])),
    [partnersQuery.data],
  );
  const results = resultsQuery.data;
  const stale = searchQ !== searchText || resultsQuery.isPlaceholderData;

  /** Another filter changed: the typed text goes to the URL with it (a pending `?q=` write is folded in). */
  function handleFilter(key: 'category' | 'sort', value: string) {
    cancelSearchWrite();
    setParams({ [key]: value, q: searchText });
  }

  /** The price facet: both bounds and the typed text in one URL change. */
  function handlePrice(nextMin: string, nextMax: string) {
    cancelSearchWrite();
    setParams({ minPrice: nextMin, maxPrice: nextMax, q: searchText });
  }

  /** A `Saran pencarian` chosen: its name is the search, in the URL at once. */
  function handleSearchChoose(name: string) {
    setSearchText(name);
    cancelSearchWrite();
    setParam('q', name, true);
  }

  function handleReset() {
    setSearchText('');
    cancelSearchWrite();
    reset();
    // The reset button disappears with the empty state: keep the keyboard user's place.
    searchInputRef.current?.focus();
  }

  function handlePage(next: number) {
    setPage(next);
    // The new page starts at the top: take the keyboard user there (focus scrolls to the heading).
    headingRef.current?.focus();
  }

  let body: ReactNode;
  if (categoriesQuery.isPending || resultsQuery.isPending) {
    body = <ProductGridSkeleton />;
  } else if (categoriesQuery.isError || resultsQuery.isError) {
    body = (
      <EmptyState
        role="alert"
        title={errorMessage(categoriesQuery.error ?? resultsQuery.error)}
        action={
          <Button
            variant="outline"
            onClick={() => {
              if (categoriesQuery.isError) void categoriesQuery.refetch();
              if (resultsQuery.isError) void resultsQuery.refetch();
            }}
          >
            Coba lagi
          </Button>
        }
      />
    );
  } else if (categoriesQuery.data.length === 0) {
    body = <EmptyState icon={<StoreIcon />} title={messages.catalog.empty} />;
  } else {
    const total = results?.total ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
    const facets = results?.facets && (
      <CatalogFacets
        facets={results.facets}
        category={category}
        minPrice={minPrice}
        maxPrice={maxPrice}
        onCategoryChange={(value) => handleFilter('category', value)}
        onPriceChange={handlePrice}
        disabled={!hydrated}
      />
    );
    body = (
      <>
        <CatalogFilters
          categories={categoriesQuery.data}
          category={category}
          searchText={searchText}
          sort={sort}
          onCategoryChange={(value) => handleFilter('category', value)}
          onSearchTextChange={setSearchText}
          onSearchChoose={handleSearchChoose}
          onSortChange={(value) => handleFilter('sort', value)}
          onFiltersApply={(nextCategory, nextSort) => {
            cancelSearchWrite();
            setParams({ category: nextCategory, sort: nextSort, q: searchText });
          }}
          searchInputRef={searchInputRef}
          facets={facets}
          priceFiltered={minPrice !== '' || maxPrice !== ''}
        />
        <div
          className={
            facets
              ? 'grid gap-6 sm:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[15rem_minmax(0,1fr)]'
              : 'grid gap-6'
          }
        >
          {facets && (
            // On a phone the facets are in the `Filter` sheet: the first cards stay in the first screen.
            <section aria-labelledby={facetsHeadingId} className="max-sm:hidden">
              <h2 id={facetsHeadingId} className="mb-3 text-base font-semibold">
                Saring hasil
              </h2>
              {facets}
            </section>
          )}
          <div className="grid content-start gap-6">
            <p role="status" className="text-sm text-muted-foreground">
              {totalText({ total, totalCapped: results?.totalCapped })} produk
            </p>
            {!results || total === 0 ? (
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
                  products={results.items}
                  partnerNames={partnerNames}
                  priorityCount={PRIORITY_COUNT}
                  headingLevel={2}
                  label="Daftar produk"
                  className={stale ? 'opacity-70 transition-opacity' : 'transition-opacity'}
                />
                {pageCount > 1 && (
                  <TablePagination
                    label="Halaman katalog"
                    page={results.page}
                    pageCount={pageCount}
                    start={(results.page - 1) * results.pageSize}
                    shown={results.items.length}
                    total={total}
                    totalCapped={results.totalCapped}
                    noun="produk"
                    onPageChange={handlePage}
                  />
                )}
              </div>
            )}
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-hidden sm:text-3xl"
        >
          Katalog Produk
        </h1>
        <p className="text-muted-foreground">Produk pilihan UMKM dari seluruh Aceh.</p>
      </div>
      {body}
    </div>
  );
}
