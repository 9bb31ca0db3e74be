import { ALL_CATEGORIES } from '@/domain/catalog/query';
import { SORT_OPTIONS } from '../sort-options';

/**
 * The `<option>`s of a `Kategori` select: `Semua`, each category, and the chosen category when no
 * product has it (a category from the URL), so the select shows the real filter.
 */
export function CategoryOptions({
  categories,
  category,
}: {
  categories: readonly string[];
  category: string;
}) {
  const unknownCategory = category !== ALL_CATEGORIES && !categories.includes(category);
  return (
    <>
      <option value={ALL_CATEGORIES}>Semua</option>
      {categories.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
      {unknownCategory && <option value={category}>{category}</option>}
    </>
  );
}

/** The `<option>`s of an `Urutkan` select ({@link SORT_OPTIONS}). */
export function SortOptions() {
  return SORT_OPTIONS.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
