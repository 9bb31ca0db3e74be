import type { Product } from '@/domain/core/records';
import type { CatalogFigures } from '@/domain/catalog/query';
import { cn } from '@/lib/utils';
import { ProductCard } from './product-card';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The products, in display order (with their figures when the catalogue search gave them). */
  products: readonly (Product & Partial<CatalogFigures>)[];
  /** How many leading cards load their image eagerly (above the fold; default 0). */
  priorityCount?: number;
  /** Partner names by partner id, shown on the cards when given. */
  partnerNames?: ReadonlyMap<string, string>;
  /** Level of each card's name heading (default 3, under a section's h2). */
  headingLevel?: 2 | 3;
  /** Accessible name of the list, e.g. `Daftar produk`. */
  label?: string;
  className?: string;
}

/**
 * A responsive product grid (spec sections 2 and 9: up to 4 columns): 1 column on phones, 2 from
 * `sm`, 3 from `md`, 4 from `lg`. A list (`ul`/`li`) so screen readers announce the count.
 */
export function ProductGrid({
  products,
  priorityCount = 0,
  partnerNames,
  headingLevel,
  label,
  className,
}: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4',
        className,
      )}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            partnerName={partnerNames?.get(product.partnerId)}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
