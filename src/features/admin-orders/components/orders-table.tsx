import { ResponsiveTable, type ListColumn } from '@/components/list-kit';
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
 * badge, shipping status badge and the {@link OrderActionsMenu}. On a phone each order is a card
 * headed by its id, with the same fields and menu. User-entered text is rendered as text.
 */
export function OrdersTable({ orders, onUpdate, pendingOrderId }: OrdersTableProps) {
  const columns: ListColumn<Order>[] = [
    {
      id: 'id',
      header: 'ID Pesanan',
      rowHeader: true,
      cell: (order) => (
        <>
          <span className="block break-all">{order.id}</span>
          <span className="block text-xs font-normal text-muted-foreground">
            {formatDate(order.date)}
          </span>
        </>
      ),
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
    {
      id: 'total',
      header: 'Total',
      className: 'whitespace-nowrap tabular-nums',
      cell: (order) => formatRupiah(order.total),
    },
    {
      id: 'paymentCode',
      header: 'Kode Pembayaran',
      className: 'whitespace-nowrap',
      cell: (order) => order.paymentCode || 'N/A',
    },
    {
      id: 'status',
      header: 'Status Pesanan',
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      id: 'shippingStatus',
      header: 'Status Pengiriman',
      cell: (order) => <ShippingStatusBadge status={order.shippingStatus} />,
    },
    {
      id: 'actions',
      header: 'Aksi',
      hideHeader: true,
      align: 'end',
      card: 'actions',
      cell: (order) => (
        <OrderActionsMenu
          order={order}
          onUpdate={onUpdate}
          disabled={pendingOrderId === order.id}
        />
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={orders}
      rowKey={(order) => order.id}
      columns={columns}
      caption="Daftar pesanan"
      regionLabel="Tabel pesanan"
      tableClassName="min-w-[56rem]"
      cardTitle={(order) => order.id}
      cardDescription={(order) => formatDate(order.date)}
    />
  );
}
