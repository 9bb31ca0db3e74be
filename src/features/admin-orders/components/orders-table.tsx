import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { OrderStatusBadge, ShippingStatusBadge } from '@/components/status';
import { formatDate, formatRupiah } from '@/domain/format';
import type { Order } from '@/domain/schemas';
import type { OrderUpdate } from '../api/use-update-order';
import { OrderActionsMenu } from './order-actions-menu';

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  /** The rows to show (one page). */
  orders: readonly Order[];
  onUpdate: (update: OrderUpdate) => void;
  /** The order whose update is running (its menu is disabled meanwhile). */
  pendingOrderId?: string;
}

/**
 * The admin's orders table (spec section 2, "Admin orders"): order id and date, buyer name and
 * phone, shipping address and postal code, total, payment code ('N/A' when none), order status
 * badge, shipping status badge and the {@link OrderActionsMenu}. User-entered text is rendered
 * as text.
 */
export function OrdersTable({ orders, onUpdate, pendingOrderId }: OrdersTableProps) {
  return (
    <TableScrollRegion label="Tabel pesanan" className="rounded-lg border">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Daftar pesanan</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              ID Pesanan
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Pembeli
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Alamat Pengiriman
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Total
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Kode Pembayaran
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status Pesanan
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status Pengiriman
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b align-top last:border-0">
              <th scope="row" className="px-3 py-2 font-medium">
                <span className="block break-all">{order.id}</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {formatDate(order.date)}
                </span>
              </th>
              <td className="px-3 py-2">
                <span className="block">{order.customerName}</span>
                <span className="block text-muted-foreground">{order.customerPhone}</span>
              </td>
              <td className="max-w-64 px-3 py-2">
                <span className="block break-words">{order.shippingAddress}</span>
                <span className="block text-muted-foreground">
                  Kode Pos {order.postalCode || '-'}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatRupiah(order.total)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{order.paymentCode || 'N/A'}</td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-3 py-2">
                <ShippingStatusBadge status={order.shippingStatus} />
              </td>
              <td className="px-3 py-2 text-right">
                <OrderActionsMenu
                  order={order}
                  onUpdate={onUpdate}
                  disabled={pendingOrderId === order.id}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
