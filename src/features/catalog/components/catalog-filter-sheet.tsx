import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { ALL_CATEGORIES, type ProductSort } from '@/domain/catalog/query';
import { CategoryOptions, SortOptions } from './filter-options';

/** Props of {@link CatalogFilterSheet}. */
export interface CatalogFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category options (distinct categories of the stored products). */
  categories: readonly string[];
  /** The category in the URL, or `all`: the sheet opens with it. */
  category: string;
  /** The sort in the URL: the sheet opens with it. */
  sort: ProductSort;
  /** Applies the sheet's choice (both filters in one URL change). */
  onApply: (category: string, sort: ProductSort) => void;
  /** The `Filter` button, focused again when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The search's facets (./catalog-facets.tsx), under the selects; each applies at once. */
  facets?: ReactNode;
}

/**
 * The catalogue's `Filter` sheet on a phone (docs/product/ui-names.md "Catalogue and product"): a
 * Radix dialog titled `Filter` (focus trapped, Escape closes, focus back on the `Filter` button)
 * with the selects `Kategori` and `Urutkan`, the button `Atur Ulang` (back to `Semua` and the
 * default order, not yet applied) and `Terapkan` (applies both and closes), then the search's
 * facets (category counts and the price range, each applied at once). Loaded with the first
 * press of `Filter` (./catalog-filters.tsx), so the dialog primitives stay out of the first load.
 */
export function CatalogFilterSheet({
  open,
  onOpenChange,
  categories,
  category,
  sort,
  onApply,
  trigger,
  facets,
}: CatalogFilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Filter</SheetTitle>
          <SheetDescription>Pilih kategori dan urutan produk.</SheetDescription>
        </SheetHeader>
        {/* Mounted at each opening (Radix unmounts closed content), and when a facet sets the
            category: the draft starts from the URL. */}
        <FilterChoice
          key={category}
          categories={categories}
          category={category}
          sort={sort}
          onApply={onApply}
        />
        {facets && <div className="border-t pt-4">{facets}</div>}
      </SheetContent>
    </Sheet>
  );
}

/** The sheet's selects and buttons, holding the choice until `Terapkan`. */
function FilterChoice({
  categories,
  category,
  sort,
  onApply,
}: Pick<CatalogFilterSheetProps, 'categories' | 'category' | 'sort' | 'onApply'>) {
  const id = useId();
  const [draftCategory, setDraftCategory] = useState(category);
  const [draftSort, setDraftSort] = useState(sort);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draftCategory, draftSort);
      }}
    >
      <LabelledSelect
        id={`${id}-category`}
        label="Kategori"
        value={draftCategory}
        onValueChange={setDraftCategory}
      >
        <CategoryOptions categories={categories} category={draftCategory} />
      </LabelledSelect>
      <LabelledSelect
        id={`${id}-sort`}
        label="Urutkan"
        value={draftSort}
        onValueChange={(value) => setDraftSort(value as ProductSort)}
      >
        <SortOptions />
      </LabelledSelect>
      <div className="grid grid-cols-2 gap-2 pt-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraftCategory(ALL_CATEGORIES);
            setDraftSort('default');
          }}
        >
          Atur Ulang
        </Button>
        <Button type="submit">Terapkan</Button>
      </div>
    </form>
  );
}
