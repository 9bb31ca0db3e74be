import { HistoryIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ListView } from '@/components/list-kit';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/data/react';
import { formatDate, formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import type { Order } from '@/domain/core/records';
import { cn } from '@/lib/utils';
import { useMyOrders } from '../api/use-my-orders';
import { CatalogLink } from './catalog-link';
import { OrderDetailLink } from './order-detail-link';
import { OrderStatusBadge, ShippingStatusBadge } from '@/components/status';

/**
 * /purchase-history (spec section 2, "Purchase history"; docs/product/decisions.md, "Whose order is it"): the
 * signed-in buyer's orders as a table from `md` up and as cards on phones. Empty: 'Anda belum
 * memiliki riwayat pembelian.'; signed out (the route is guarded, so only defensively): 'Silakan
 * login untuk melihat riwayat pembelian Anda.'.
 */
export function PurchaseHistoryPage() {
  const user = useCurrentUser();
  const orders = useMyOrders();
  const loading = user.isPending || orders.isPending;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Riwayat Pembelian</h1>
      {!loading && !user.data ? (
        <EmptyState
          title={messages.orders.historyLogin}
          action={
            <Link to="/login" className={buttonVariants()}>
              Masuk
            </Link>
          }
        />
      ) : (
        <ListView
          query={{
            isPending: loading,
            isError: orders.isError,
            error: orders.error,
            data: orders.data,
          }}
          loadingLabel="Memuat riwayat pembelian..."
          loadingClassName="h-36"
          icon={<HistoryIcon />}
          empty={messages.orders.historyEmpty}
          emptyAction={<CatalogLink />}
        >
          {(data) => (
            <>
              <HistoryTable orders={data} />
              <ul className="flex flex-col gap-3 md:hidden" aria-label="Riwayat pembelian">
                {data.map((order) => (
                  <li key={order.id}>
                    <HistoryCard order={order} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </ListView>
      )}
    </section>
  );
}

/** The history table's columns, in order; `end`: right-aligned. */
const HISTORY_COLUMNS = [
  { header: 'ID Pesanan' },
  { header: 'Tanggal' },
  { header: 'Produk' },
  { header: 'Total', end: true },
  { header: 'Status' },
  { header: 'Status Pengiriman' },
  { header: 'Aksi' },
];

function HistoryTable({ orders }: { orders: Order[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Riwayat pembelian</caption>
        <thead className="bg-muted">
          <tr>
            {HISTORY_COLUMNS.map(({ header, end }) => (
              <th
                key={header}
                scope="col"
                className={cn('px-4 py-3 font-medium', end && 'text-right')}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t align-top">
              <th scope="row" className="px-4 py-3 font-medium">
                {order.id}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.date)}</td>
              <td className="px-4 py-3 break-words">{order.productName}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {formatRupiah(order.total)}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3">
                <ShippingStatusBadge status={order.shippingStatus} />
              </td>
              <td className="px-4 py-3">
                <OrderDetailLink orderId={order.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCard({ order }: { order: Order }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>{order.id}</CardTitle>
        <p className="text-sm text-muted-foreground">{formatDate(order.date)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 px-4 text-sm">
        <p className="break-words">{order.productName}</p>
        <p className="font-semibold">{formatRupiah(order.total)}</p>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} labelled />
          <ShippingStatusBadge status={order.shippingStatus} labelled />
        </div>
        <OrderDetailLink orderId={order.id} className="w-fit" />
      </CardContent>
    </Card>
  );
}
