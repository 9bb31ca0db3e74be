import { useState } from 'react';
import { PackageIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListPage, useListSearch } from '@/components/list-kit';
import { useOrderSearch } from '../api/use-order-search';
import { useReviewPayment } from '../api/use-review-payment';
import { useUpdateOrder } from '../api/use-update-order';
import { ORDERS_PAGE_TEXT, type OrdersFilters } from '../lib/texts';
import { OrderChangeDialog, type PendingOrderChange } from './order-change-dialog';
import { OrdersTable } from './orders-table';

/**
 * /admin/orders, 'Pesanan' (spec sections 2 and 4): every order, newest first, filtered by order
 * status ('Status'), shipping status ('Status Pengiriman'), 'Verifikasi' ('Melewati Batas
 * Verifikasi', set by the URL parameter `verification=overdue`) and a search by id or name ('Cari
 * pesanan'), 20 per page, paged by the data port (`orders.searchAll`, in the database in server
 * mode), so 100,000 orders load one page at a time; each row's action menu updates the order and
 * toasts the result — shipping asks the tracking number and cancelling a reason first, and a
 * payment awaiting verification ('Menunggu Verifikasi') is accepted or rejected with a
 * reason, in an {@link OrderChangeDialog}. A non-admin sees the data layer's refusal.
 */
export function AdminOrdersPage() {
  const update = useUpdateOrder();
  const review = useReviewPayment();
  const busyOrderId = update.isPending ? update.variables?.orderId : review.isPending ? review.variables?.orderId : undefined;
  const [asking, setAsking] = useState<PendingOrderChange | null>(null);
  const [params] = useSearchParams();
  // The dashboard's reminder links here with `?verification=overdue`.
  const list = useListSearch<OrdersFilters>(
    ['status', 'shippingStatus', 'verification'],
    params.get('verification') === 'overdue' ? { verification: 'overdue' } : {},
  );
  const orders = useOrderSearch(list.search);

  return (
    <ListPage texts={ORDERS_PAGE_TEXT} icon={<PackageIcon />} query={orders} list={list}>
      {(items) => (
        <>
          <OrdersTable
            orders={items}
            onUpdate={(change) => update.mutate(change)}
            onAsk={setAsking}
            pendingOrderId={busyOrderId}
          />
          <OrderChangeDialog
            change={asking}
            onClose={() => setAsking(null)}
            pending={update.isPending || review.isPending}
            onSubmit={(result) =>
              ('accept' in result ? review.mutateAsync(result) : update.mutateAsync(result)).then(
                () => true,
                () => false,
              )
            }
          />
        </>
      )}
    </ListPage>
  );
}
