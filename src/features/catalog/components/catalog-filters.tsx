import { lazy, Suspense, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { ALL_CATEGORIES, MAX_SEARCH_LENGTH, type ProductSort } from '@/domain/catalog/query';
import { useHydrated } from '@/lib/use-hydrated';
import { CategoryOptions, SortOptions } from './filter-options';
import { SearchCombobox } from './search-combobox';

const loadSheet = () => import('./catalog-filter-sheet');
const CatalogFilterSheet = lazy(() =>
  loadSheet().then((module) => ({ default: module.CatalogFilterSheet })),
);

/** Props of {@link CatalogFilters}. */
export interface CatalogFiltersProps {
  /** The category options (distinct categories of the stored products). */
  categories: readonly string[];
  /** The selected category or `all`. */
  category: string;
  /** The search box's text. */
  searchText: string;
  /** The selected sort. */
  sort: ProductSort;
  onCategoryChange: (category: string) => void;
  onSearchTextChange: (text: string) => void;
  /** A `Saran pencarian` chosen: search for it at once (default: as typed). */
  onSearchChoose?: (name: string) => void;
  onSortChange: (sort: ProductSort) => void;
  /** Applies the phone's `Filter` sheet: category and sort in one URL change. */
  onFiltersApply: (category: string, sort: ProductSort) => void;
  /** Receives the search box (e.g. to focus it after the filters are reset). */
  searchInputRef?: Ref<HTMLInputElement>;
  /** The search's facets, shown in the phone's `Filter` sheet (beside the results from `sm`). */
  facets?: ReactNode;
  /** Whether a price bound is set (counted in `Filter (N)`). */
  priceFiltered?: boolean;
}

/**
 * The catalogue's controls (docs/product/ui-names.md "Catalogue and product"): search box `Cari
 * produk` (a combobox offering `Saran pencarian`, ./search-combobox.tsx), then from `sm` the
 * selects `Kategori` (`Semua` plus each category) and `Urutkan`; below `sm` (a phone) one
 * sideways-scrolling chip row instead — the button `Filter` (`Filter (N)` with N filters set, a
 * price range counting one) opening the `Filter` sheet (./catalog-filter-sheet.tsx, loaded on
 * first use, with the search's facets) and a toggle chip per category in the group `Pilih
 * kategori` — so the first cards stay in the first screen. Which set shows is CSS alone: the server's HTML and the hydrated page are the same. A
 * category from the URL that no product has stays selectable so the select shows the real filter.
 * On a server-rendered page every control stays disabled until hydrated: text typed or an option
 * picked in the server's HTML would be put back by the page's state, and the search never run.
 */
export function CatalogFilters({
  categories,
  category,
  searchText,
  sort,
  onCategoryChange,
  onSearchTextChange,
  onSearchChoose,
  onSortChange,
  onFiltersApply,
  searchInputRef,
  facets,
  priceFiltered = false,
}: CatalogFiltersProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div
      role="search"
      aria-label="Filter produk"
      className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        {/* On a phone the placeholder shows what to type; the label stays the box's name. */}
        <Label htmlFor={`${id}-q`} className="max-sm:sr-only">
          Cari produk
        </Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <SearchCombobox
            ref={searchInputRef}
            id={`${id}-q`}
            value={searchText}
            onChoose={onSearchChoose ?? onSearchTextChange}
            onChange={(event) => onSearchTextChange(event.target.value)}
            placeholder="Nama, kategori, atau daerah..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_SEARCH_LENGTH}
            className="pl-9"
            disabled={!hydrated}
          />
        </div>
      </div>
      <FilterChips
        categories={categories}
        category={category}
        sort={sort}
        disabled={!hydrated}
        onCategoryChange={onCategoryChange}
        onFiltersApply={onFiltersApply}
        facets={facets}
        priceFiltered={priceFiltered}
      />
      <div className="contents max-sm:hidden">
        <LabelledSelect
          id={`${id}-category`}
          label="Kategori"
          value={category}
          onValueChange={onCategoryChange}
          disabled={!hydrated}
        >
          <CategoryOptions categories={categories} category={category} />
        </LabelledSelect>
        <LabelledSelect
          id={`${id}-sort`}
          label="Urutkan"
          value={sort}
          onValueChange={(value) => onSortChange(value as ProductSort)}
          disabled={!hydrated}
        >
          <SortOptions />
        </LabelledSelect>
      </div>
    </div>
  );
}

/** The phone's chip row of {@link CatalogFilters}. */
function FilterChips({
  categories,
  category,
  sort,
  disabled,
  onCategoryChange,
  onFiltersApply,
  facets,
  priceFiltered,
}: Pick<
  CatalogFiltersProps,
  | 'categories'
  | 'category'
  | 'sort'
  | 'onCategoryChange'
  | 'onFiltersApply'
  | 'facets'
  | 'priceFiltered'
> & { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const active =
    (category === ALL_CATEGORIES ? 0 : 1) + (sort === 'default' ? 0 : 1) + (priceFiltered ? 1 : 0);
  const chip = 'h-11 shrink-0 rounded-full';
  return (
    <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:hidden">
      <Button
        ref={trigger}
        type="button"
        variant={active > 0 ? 'default' : 'outline'}
        className={chip}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        // Start loading the sheet as the finger or the keyboard reaches the button.
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filter{active > 0 && ` (${active})`}
      </Button>
      <div role="group" aria-label="Pilih kategori" className="flex gap-2">
        {[ALL_CATEGORIES, ...categories].map((name) => {
          const pressed = name === category;
          return (
            <Button
              key={name}
              type="button"
              variant={pressed ? 'default' : 'outline'}
              aria-pressed={pressed}
              disabled={disabled}
              className={chip}
              // Pressing the chosen category again takes it off (every category).
              onClick={() => onCategoryChange(pressed ? ALL_CATEGORIES : name)}
            >
              {name === ALL_CATEGORIES ? 'Semua' : name}
            </Button>
          );
        })}
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <CatalogFilterSheet
            open={open}
            onOpenChange={setOpen}
            categories={categories}
            category={category}
            sort={sort}
            trigger={trigger}
            facets={facets}
            onApply={(nextCategory, nextSort) => {
              setOpen(false);
              onFiltersApply(nextCategory, nextSort);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
