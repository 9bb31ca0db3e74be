import { Fragment, useId } from 'react';
import { EllipsisIcon } from 'lucide-react';
import { ORDER_STATUS_LABELS } from '@/components/status';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  findStatusTransition,
  namedShippingSteps,
  settableOrderStatuses,
  settableShippingStatuses,
  SHIPPED_STATUSES,
} from '@/domain/orders/status';
import type { Order, OrderStatus, ShippingStatus } from '@/domain/core/records';
import { whatsappLink } from '@/domain/core/whatsapp';
import { orderStatusText } from '@/domain/orders/whatsapp-texts';
import { useStoreSettings } from '@/data/react';

/** What the admin may set from any state (the table of src/domain/orders/status.ts). */
const SETTABLE_SHIPPING_STATUSES = settableShippingStatuses('admin');
const SETTABLE_ORDER_STATUSES = settableOrderStatuses('admin');
import type { OrderUpdate } from '../api/use-update-order';
import type { PendingOrderChange } from './order-change-dialog';

/** Props of {@link OrderActionsMenu}. */
export interface OrderActionsMenuProps {
  order: Order;
  /** Called with the change the admin picked. */
  onUpdate: (update: OrderUpdate) => void;
  /** Called instead of `onUpdate` for a change that needs the admin's input (resi, cancel reason). */
  onAsk: (change: PendingOrderChange) => void;
  disabled?: boolean;
}

/**
 * The row's action menu `Aksi {order id}` (spec section 4; docs/product/ui-names.md), read from
 * the status tables of src/domain/orders/status.ts: the named steps of the order's shipping status
 * ('Konfirmasi Pengiriman', to 'Dikemas', while it waits for the admin's confirmation), the
 * settable shipping statuses, and the settable order statuses Processed, Completed, Cancelled
 * (shown with their Indonesian label). A status the table does
 * not allow from the order's state is disabled (a Cancelled order is final). 'Dikirim', a later
 * shipping status of an order without tracking number, and a cancel ask first (`onAsk`, docs/product/decisions.md
 * "The order's journey"); an order awaiting the owner's payment check ('Verifying')
 * starts with 'Terima Pembayaran' and 'Tolak Pembayaran', which ask too. Last, `Kirim ke WhatsApp
 * Pembeli` opens a WhatsApp chat with the buyer's phone, the order's stage and resi prefilled
 * (docs/product/decisions.md "WhatsApp at every step"). Non-modal, so the page stays in the accessibility tree while it is open.
 */
export function OrderActionsMenu({ order, onUpdate, onAsk, disabled }: OrderActionsMenuProps) {
  const id = useId();
  const final = order.status === 'Cancelled';
  const setShipping = (shippingStatus: ShippingStatus) => {
    const needsResi = shippingStatus === 'Dikirim' || (SHIPPED_STATUSES.includes(shippingStatus) && !order.trackingNumber);
    if (needsResi) onAsk({ kind: 'ship', order, shippingStatus });
    else onUpdate({ orderId: order.id, changes: { shippingStatus } });
  };
  const setStatus = (status: OrderStatus) => {
    if (status === 'Cancelled') onAsk({ kind: 'cancel', order, status });
    else onUpdate({ orderId: order.id, changes: { status } });
  };
  const store = useStoreSettings();
  // The buyer's phone from the order; no link while it is not an Indonesian mobile.
  const whatsapp = store.data ? whatsappLink(order.customerPhone, orderStatusText(order, store.data.storeName)) : null;
  const reviewable = !!findStatusTransition('admin', 'verifyPayment', order.status);
  const statusAllowed = (status: OrderStatus) =>
    status === order.status || !!findStatusTransition('admin', 'setStatus', order.status, status);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Aksi ${order.id}`} disabled={disabled}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {/* Beside its button, not below: an order awaiting verification has a long menu, which below a
          row in the upper half of a short screen would have to scroll (a scroll box axe cannot
          reach by Tab); beside it, it has the screen's whole height. */}
      <DropdownMenuContent side="left" align="start" className="w-60">
        {reviewable && (
          <>
            <DropdownMenuGroup aria-labelledby={`${id}-payment`}>
              <DropdownMenuLabel id={`${id}-payment`}>Verifikasi Pembayaran</DropdownMenuLabel>
              <DropdownMenuItem onSelect={() => onAsk({ kind: 'verify', order })}>Terima Pembayaran</DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => onAsk({ kind: 'reject', order })}>
                Tolak Pembayaran
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        {namedShippingSteps('admin', order.shippingStatus).map((step) => (
          <Fragment key={step.label}>
            <DropdownMenuItem disabled={final} onSelect={() => setShipping(step.to)}>
              {step.label}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </Fragment>
        ))}
        <DropdownMenuGroup aria-labelledby={`${id}-shipping`}>
          <DropdownMenuLabel id={`${id}-shipping`}>Status Pengiriman</DropdownMenuLabel>
          {SETTABLE_SHIPPING_STATUSES.map((status) => (
            <DropdownMenuItem
              key={status}
              onSelect={() => setShipping(status)}
              disabled={final}
              data-current={order.shippingStatus === status}
            >
              {status}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={`${id}-status`}>
          <DropdownMenuLabel id={`${id}-status`}>Status Pesanan</DropdownMenuLabel>
          {SETTABLE_ORDER_STATUSES.map((status) => (
            <DropdownMenuItem
              key={status}
              onSelect={() => setStatus(status)}
              disabled={!statusAllowed(status) || (final && status === order.status)}
              variant={status === 'Cancelled' ? 'destructive' : 'default'}
              data-current={order.status === status}
            >
              {ORDER_STATUS_LABELS[status]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        {whatsapp && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                Kirim ke WhatsApp Pembeli
              </a>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
