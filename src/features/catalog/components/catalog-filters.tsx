import { useId, type Ref } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { ALL_CATEGORIES, MAX_SEARCH_LENGTH, type ProductSort } from '@/domain/catalog/query';
import { useHydrated } from '@/lib/use-hydrated';
import { SORT_OPTIONS } from '../sort-options';

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
  onSortChange: (sort: ProductSort) => void;
  /** Receives the search box (e.g. to focus it after the filters are reset). */
  searchInputRef?: Ref<HTMLInputElement>;
}

/**
 * The catalogue's controls (docs/product/ui-names.md "Catalogue and product"): select `Kategori` (`Semua` plus
 * each category), search box `Cari produk`, select `Urutkan`. A category from the URL that no
 * product has stays selectable so the select shows the real filter. On a server-rendered page all
 * three stay disabled until hydrated: text typed or an option picked in the server's HTML would be
 * put back by the page's state, and the search never run.
 */
export function CatalogFilters({
  categories,
  category,
  searchText,
  sort,
  onCategoryChange,
  onSearchTextChange,
  onSortChange,
  searchInputRef,
}: CatalogFiltersProps) {
  const id = useId();
  const hydrated = useHydrated();
  const unknownCategory = category !== ALL_CATEGORIES && !categories.includes(category);
  return (
    <div
      role="search"
      aria-label="Filter produk"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Cari produk</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchInputRef}
            id={`${id}-q`}
            type="search"
            value={searchText}
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
      <LabelledSelect
        id={`${id}-category`}
        label="Kategori"
        value={category}
        onValueChange={onCategoryChange}
        disabled={!hydrated}
      >
        <option value={ALL_CATEGORIES}>Semua</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        {unknownCategory && <option value={category}>{category}</option>}
      </LabelledSelect>
      <LabelledSelect
        id={`${id}-sort`}
        label="Urutkan"
        value={sort}
        onValueChange={(value) => onSortChange(value as ProductSort)}
        disabled={!hydrated}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}
