import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { OrderStatusBadge, ShippingStatusBadge } from '@/components/status';
import { formatDate } from '@/domain/format';
import type { Order } from '@/domain/schemas';

/**
 * 'Pesanan Terbaru' (spec section 2, "Admin dashboard"): up to five orders with the columns
 * ID Pesanan, Pelanggan, Produk, Tanggal, Status and Pengiriman (status badges per spec section 4).
 * @param orders - the orders to show, newest first (see `latestOrders` in `@/domain/reports`).
 */
export function RecentOrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">Belum ada pesanan.</p>;
  }
  return (
    <TableScrollRegion label="Tabel Pesanan Terbaru">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Pesanan Terbaru</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              ID Pesanan
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Pelanggan
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Produk
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Tanggal
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Pengiriman
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b align-top last:border-0">
              <td className="py-2 pr-4 font-medium whitespace-nowrap">{order.id}</td>
              <td className="py-2 pr-4">{order.customerName}</td>
              <td className="min-w-48 py-2 pr-4">{order.productName}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatDate(order.date)}</td>
              <td className="py-2 pr-4">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="py-2 pr-4">
                <ShippingStatusBadge status={order.shippingStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
