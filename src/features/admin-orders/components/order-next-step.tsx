import { Button } from '@/components/ui/button';
import { namedShippingSteps } from '@/domain/orders/status';
import { OWNER_NEXT_STEP, ownerStage } from '@/domain/orders/stage';
import type { OrderActionsMenuProps } from './order-actions-menu';

/** Props of {@link OrderNextStep}: the order and the same callbacks as the row's menu. */
export type OrderNextStepProps = OrderActionsMenuProps;

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
