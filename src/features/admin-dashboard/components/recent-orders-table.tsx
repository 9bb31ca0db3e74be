import { dateColumn, ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { orderStatusColumn, shippingStatusColumn } from '@/components/status';
import { formatDate } from '@/shared/format';
import type { Order } from '@/domain/core/records';

const columns: ListColumn<Order>[] = [
  {
    id: 'id',
    header: 'ID Pesanan',
    className: 'font-medium whitespace-nowrap',
    card: 'none',
    cell: (order) => order.id,
  },
  { id: 'customer', header: 'Pelanggan', cell: (order) => order.customerName },
  { id: 'product', header: 'Produk', className: 'min-w-48', cell: (order) => order.productName },
  dateColumn({ id: 'date', header: 'Tanggal', card: 'none' }, (order) => order.date),
  orderStatusColumn({ id: 'status', header: 'Status' }),
  shippingStatusColumn({ id: 'shipping', header: 'Pengiriman' }),
];

/**
 * 'Pesanan Terbaru' (spec section 2, "Admin dashboard"): up to five orders with the columns
 * ID Pesanan, Pelanggan, Produk, Tanggal, Status and Pengiriman (status badges per spec section 4);
 * on a phone a card per order headed by its id, the date under it.
 * @param orders - the orders to show, newest first (see `latestOrders` in `@/domain/reports`).
 */
export function RecentOrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">Belum ada pesanan.</p>;
  }
  return (
    <ResponsiveTable
      variant="plain"
      rows={orders}
      columns={columns}
      caption="Pesanan Terbaru"
      regionLabel="Tabel Pesanan Terbaru"
      tableClassName="min-w-[40rem]"
      cardTitle={(order) => order.id}
      cardDescription={(order) => formatDate(order.date)}
    />
  );
}
