import type { ProductSort } from '@/domain/catalog/query';

/** The `Urutkan` options with their Indonesian labels, in display order (docs/product/ui-names.md). */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'default', label: 'Paling Sesuai' },
  { value: 'newest', label: 'Terbaru' },
  { value: 'price-asc', label: 'Harga Terendah' },
  { value: 'price-desc', label: 'Harga Tertinggi' },
  { value: 'name', label: 'Nama (A–Z)' },
];
