import { Badge } from '@/components/ui/badge';
import type { Order } from '@/domain/core/records';
import { buyerStage, type BuyerStage } from '@/domain/orders/stage';
import type { StatusBadgeVariant } from './status';

/**
 * Badge variant of each buyer stage: waiting on someone `secondary`, on its way `outline`,
 * cancelled `destructive`, the paid stages `default`.
 */
export const BUYER_STAGE_VARIANTS: Readonly<Record<BuyerStage, StatusBadgeVariant>> = {
  'Belum Bayar': 'secondary',
  'Menunggu Verifikasi': 'secondary',
  Dikemas: 'default',
  Dikirim: 'outline',
  Selesai: 'default',
  Dibatalkan: 'destructive',
};

/**
 * An order's one stage as its buyer reads it (`buyerStage`, src/domain/orders/stage.ts:
 * `Belum Bayar` … `Dibatalkan`) instead of its two stored statuses; the stage stays in
 * `data-stage`, so tests and styles find it without reading the text.
 * @param order - the order's `status` and `shippingStatus`.
 */
export function BuyerStageBadge({ order, className }: { order: Pick<Order, 'status' | 'shippingStatus'>; className?: string }) {
  const stage = buyerStage(order);
  return (
    <Badge variant={BUYER_STAGE_VARIANTS[stage]} data-stage={stage} className={className}>
      {stage}
    </Badge>
  );
}
