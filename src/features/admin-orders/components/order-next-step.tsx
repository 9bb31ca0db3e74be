import { Button } from '@/components/ui/button';
import type { Order } from '@/domain/core/records';
import { namedShippingSteps } from '@/domain/orders/status';
import { OWNER_NEXT_STEP, ownerStage } from '@/domain/orders/stage';
import type { OrderUpdate } from '../api/use-update-order';
import type { PendingOrderChange } from './order-change-dialog';

/** Props of {@link OrderNextStep}. */
export interface OrderNextStepProps {
  order: Order;
  onUpdate: (update: OrderUpdate) => void;
  onAsk: (change: PendingOrderChange) => void;
  disabled?: boolean;
}

/**
 * The order's one next step for the owner (src/domain/orders/stage.ts `OWNER_NEXT_STEP`), a button
 * named `{step} {order id}`: `Terima Pembayaran` opens the payment check, `Kemas` takes the
 * 'Konfirmasi Pengiriman' step at once, `Input Resi` asks `Nomor Resi` and ships the order
 * ('Dikirim'). Nothing for a stage without a step of the owner's.
 */
export function OrderNextStep({ order, onUpdate, onAsk, disabled }: OrderNextStepProps) {
  const step = OWNER_NEXT_STEP[ownerStage(order)];
  if (!step) return null;
  function run() {
    if (step === 'Terima Pembayaran') onAsk({ kind: 'verify', order });
    else if (step === 'Input Resi') onAsk({ kind: 'ship', order, shippingStatus: 'Dikirim' });
    else {
      const [confirm] = namedShippingSteps('admin', order.shippingStatus);
      if (confirm) onUpdate({ orderId: order.id, changes: { shippingStatus: confirm.to } });
    }
  }
  return (
    <Button size="sm" aria-label={`${step} ${order.id}`} disabled={disabled} onClick={run}>
      {step}
    </Button>
  );
}
