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
import { namedShippingSteps, settableOrderStatuses, settableShippingStatuses } from '@/domain/order-status';
import type { Order, OrderStatus, ShippingStatus } from '@/domain/schemas';

/** What the admin may set from any state (the table of src/domain/order-status.ts). */
const SETTABLE_SHIPPING_STATUSES = settableShippingStatuses('admin');
const SETTABLE_ORDER_STATUSES = settableOrderStatuses('admin');
import type { OrderUpdate } from '../api/use-update-order';

/** Props of {@link OrderActionsMenu}. */
export interface OrderActionsMenuProps {
  order: Order;
  /** Called with the change the admin picked. */
  onUpdate: (update: OrderUpdate) => void;
  disabled?: boolean;
}

/**
 * The row's action menu `Aksi {order id}` (spec section 4; docs/product/ui-names.md), read from
 * the status tables of src/domain/order-status.ts: the named steps of the order's shipping status
 * ('Konfirmasi Pengiriman', to 'Dikemas', while it waits for the admin's confirmation), the
 * settable shipping statuses, and the settable order statuses Processed, Completed, Cancelled
 * (shown with their Indonesian label, the status word kept in the name). Non-modal, so the page stays in the
 * accessibility tree while it is open.
 */
export function OrderActionsMenu({ order, onUpdate, disabled }: OrderActionsMenuProps) {
  const id = useId();
  const setShipping = (shippingStatus: ShippingStatus) =>
    onUpdate({ orderId: order.id, changes: { shippingStatus } });
  const setStatus = (status: OrderStatus) => onUpdate({ orderId: order.id, changes: { status } });
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Aksi ${order.id}`} disabled={disabled}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {namedShippingSteps('admin', order.shippingStatus).map((step) => (
          <Fragment key={step.label}>
            <DropdownMenuItem onSelect={() => setShipping(step.to)}>{step.label}</DropdownMenuItem>
            <DropdownMenuSeparator />
          </Fragment>
        ))}
        <DropdownMenuGroup aria-labelledby={`${id}-shipping`}>
          <DropdownMenuLabel id={`${id}-shipping`}>Status Pengiriman</DropdownMenuLabel>
          {SETTABLE_SHIPPING_STATUSES.map((status) => (
            <DropdownMenuItem
              key={status}
              onSelect={() => setShipping(status)}
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
              variant={status === 'Cancelled' ? 'destructive' : 'default'}
              data-current={order.status === status}
            >
              {ORDER_STATUS_LABELS[status]} ({status})
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
