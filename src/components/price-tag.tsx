import type { PromoPriced } from '@/domain/catalog/promo';
import { priceInForce } from '@/domain/catalog/promo';
import { formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Props of {@link PriceTag}. */
export interface PriceTagProps {
  /** A product, cart line or variant: its normal price and its promo, if any (Rupiah). */
  item: PromoPriced;
  /** The instant to price at (`usePriceNow`, src/lib/render-now.ts). */
  now: Date;
  /** Classes of the price charged (size, weight, colour). */
  className?: string;
  /** Classes of the whole line (layout). */
  containerClassName?: string;
}

/**
 * The unit price in force (docs/product/decisions.md "Promo price"): the price alone, or while a
 * promo runs the promo price, the normal price struck through (named `Harga normal Rp …` for a
 * screen reader) and the `-{n}%` badge, rounded down. One component for the catalogue card, the
 * product page, the cart and the checkout, so they all show what an order placed now is charged.
 */
export function PriceTag({ item, now, className, containerClassName }: PriceTagProps) {
  const price = priceInForce(item, now);
  if (!price.promoRunning) return <p className={cn(className, containerClassName)}>{formatRupiah(price.unitPrice)}</p>;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-0.5', containerClassName)}>
      <span className={className}>{formatRupiah(price.unitPrice)}</span>
      <s className="text-sm font-normal text-muted-foreground">
        <span className="sr-only">{messages.catalog.normalPrice} </span>
        {formatRupiah(price.normalPrice)}
      </s>
      <Badge variant="destructive">{messages.catalog.promoBadge(price.discountPercent)}</Badge>
    </p>
  );
}
