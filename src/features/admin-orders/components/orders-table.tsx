import {
  actionsColumn,
  ResponsiveTable,
  rupiahColumn,
  type ListColumn,
} from '@/components/list-kit';
import { orderStatusColumn, shippingStatusColumn } from '@/components/status';
import { formatDate } from '@/domain/format';
import type { Order } from '@/domain/schemas';
import type { OrderUpdate } from '../api/use-update-order';
import { OrderActionsMenu } from './order-actions-menu';
import type { PendingOrderChange } from './order-change-dialog';

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  /** The rows to show (one page). */
  orders: readonly Order[];
  onUpdate: (update: OrderUpdate) => void;
  /** Called with a change that needs the admin's input first (tracking number, cancel reason). */
  onAsk: (change: PendingOrderChange) => void;
  /** The order whose update is running (its menu is disabled meanwhile). */
  pendingOrderId?: string;
}

/**
 * The admin's orders table (spec section 2, "Admin orders"): order id and date, buyer name and
 * phone, shipping address and postal code, total, payment code ('N/A' when none), order status
 * badge, shipping status badge and the {@link OrderActionsMenu}. On a phone each order is a card
 * headed by its id, with the same fields and menu. User-entered text is rendered as text.
 */
export function OrdersTable({ orders, onUpdate, onAsk, pendingOrderId }: OrdersTableProps) {
  const columns: ListColumn<Order>[] = [
    {
      id: 'id',
      header: 'ID Pesanan',
      rowHeader: true,
      cell: (order) => <span className="block break-all">{order.id}</span>,
      note: (order) => formatDate(order.date),
    },
    {
      id: 'buyer',
      header: 'Pembeli',
      cell: (order) => (
        <>
          <span className="block">{order.customerName}</span>
          <span className="block text-muted-foreground">{order.customerPhone}</span>
        </>
      ),
    },
    {
      id: 'address',
      header: 'Alamat Pengiriman',
      className: 'max-w-64',
      cell: (order) => (
        <>
          <span className="block break-words">{order.shippingAddress}</span>
          <span className="block text-muted-foreground">Kode Pos {order.postalCode || '-'}</span>
        </>
      ),
    },
    rupiahColumn({ id: 'total', header: 'Total' }, (order) => order.total),
    {
      id: 'paymentCode',
      header: 'Kode Pembayaran',
      className: 'whitespace-nowrap',
      cell: (order) => order.paymentCode || 'N/A',
    },
    orderStatusColumn({ id: 'status', header: 'Status Pesanan' }),
    shippingStatusColumn({ id: 'shippingStatus', header: 'Status Pengiriman' }),
    actionsColumn(
      (order) => (
        <OrderActionsMenu
          order={order}
          onUpdate={onUpdate}
          onAsk={onAsk}
          disabled={pendingOrderId === order.id}
        />
      ),
      { hideHeader: true },
    ),
  ];
  return (
    <ResponsiveTable
      rows={orders}
      columns={columns}
      caption="Daftar pesanan"
      regionLabel="Tabel pesanan"
      tableClassName="min-w-[56rem]"
    />
  );
}
