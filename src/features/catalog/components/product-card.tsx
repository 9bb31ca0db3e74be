import { memo } from 'react';
import { Link } from 'react-router';
import { StarIcon } from 'lucide-react';
import type { Product } from '@/domain/core/records';
import type { CatalogFigures } from '@/domain/catalog/query';
import { formatCompactCount, formatRating } from '@/shared/format';
import { priceRangeText } from '@/domain/catalog/variant-read';
import { messages } from '@/shared/messages';
import { Badge } from '@/components/ui/badge';
import { ProductImage } from '@/components/product-image';
import { PriceTag } from '@/components/price-tag';
import { usePriceNow } from '@/lib/render-now';
import { cn } from '@/lib/utils';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product to show, with the figures of the catalogue search (none shown when absent). */
  product: Product & Partial<CatalogFigures>;
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
 * optional partner, the rating (a star and the mean to one decimal, `4,5`, named `Penilaian 4,5
 * dari 5`; none without reviews) and `Terjual N` (units sold, shortened as `1,2rb` from a
 * thousand; none while nothing is sold), the price in force (`PriceTag`: a running promo's price, the
 * normal price struck through and its `-{n}%` badge; with variants their range of prices in force) and stock ('Stok: N', or a 'Stok habis'
 * badge at 0).
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
  const now = usePriceNow();
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
        <ProductFigures
          reviewCount={product.reviewCount ?? 0}
          ratingAverage={product.ratingAverage ?? 0}
          unitsSold={product.unitsSold ?? 0}
        />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {product.variants.length > 0 ? (
            <p className="text-base font-bold text-primary sm:text-lg">{priceRangeText(product, now)}</p>
          ) : (
            <PriceTag item={product} now={now} className="text-base font-bold text-primary sm:text-lg" />
          )}
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

/** The card's rating and `Terjual N`, or nothing when the product has neither. */
function ProductFigures({ reviewCount, ratingAverage, unitsSold }: CatalogFigures) {
  if (reviewCount <= 0 && unitsSold <= 0) return null;
  const rating = formatRating(ratingAverage);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground sm:text-sm">
      {reviewCount > 0 && (
        <span
          role="img"
          aria-label={`Penilaian ${rating} dari 5`}
          className="inline-flex items-center gap-0.5"
        >
          <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-600" />
          <span aria-hidden="true" className="font-medium text-foreground">
            {rating}
          </span>
        </span>
      )}
      {reviewCount > 0 && unitsSold > 0 && <span aria-hidden="true">·</span>}
      {unitsSold > 0 && <span>Terjual {formatCompactCount(unitsSold)}</span>}
    </p>
  );
}
