import { memo } from 'react';
import { Link } from 'react-router';
import type { Product } from '@/domain/core/records';
import { formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import { Badge } from '@/components/ui/badge';
import { ProductImage } from '@/components/product-image';
import { cn } from '@/lib/utils';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product to show. */
  product: Product;
  /** The seller partner's name, shown under the category when given. */
  partnerName?: string;
  /** Load the image eagerly with high priority (cards above the fold). */
  priority?: boolean;
  /** Level of the product-name heading, to keep the page outline in order (default 3). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A catalogue card (spec section 2): image, name linking to `/product/{id}` (the whole card is
 * clickable through one stretched link whose name is exactly the product name), category,
 * optional partner, price in Rupiah and stock ('Stok: N', or a 'Stok habis' badge at 0).
 * Memoised: a grid re-rendering for another reason (e.g. dimming while a search is pending) does
 * not re-render its cards.
 */
export const ProductCard = memo(function ProductCard({
  product,
  partnerName,
  priority,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const soldOut = product.stock <= 0;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background hover:shadow-md',
        className,
      )}
    >
      <ProductImage src={product.image} alt={product.name} priority={priority} />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-sm text-muted-foreground">{product.category}</p>
        <Heading className="text-sm leading-snug font-semibold sm:text-base">
          <Link
            to={`/product/${product.id}`}
            className="outline-hidden after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:underline-offset-4"
          >
            {product.name}
          </Link>
        </Heading>
        {partnerName && <p className="text-sm text-muted-foreground">{partnerName}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-base font-bold text-primary sm:text-lg">
            {formatRupiah(product.price)}
          </p>
          {soldOut ? (
            <Badge variant="destructive">{messages.catalog.outOfStock}</Badge>
          ) : (
            <p className="text-sm text-muted-foreground">Stok: {product.stock}</p>
          )}
        </div>
      </div>
    </article>
  );
});
