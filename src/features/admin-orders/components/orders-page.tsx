import { useDeferredValue, useId, useState } from 'react';
import { PackageIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TablePagination } from '@/components/ui/table-pagination';
import { errorMessage, PermissionError } from '@/data';
import type { OrderSearch } from '@/domain/back-office-search';
import { MAX_SEARCH_LENGTH } from '@/domain/catalog';
import { messages } from '@/domain/messages';
import {
  ORDER_STATUSES,
  SHIPPING_STATUSES,
  type OrderStatus,
  type ShippingStatus,
} from '@/domain/schemas';
import { ORDER_STATUS_LABELS } from '@/components/status';
import { tablePageProps } from '@/lib/table-page';
import { usePageNumber } from '@/lib/use-page-number';
import { useOrderSearch } from '../api/use-order-search';
import { useUpdateOrder } from '../api/use-update-order';
import { ORDERS_PAGE_TEXT } from '../lib/texts';
import { OrdersTable } from './orders-table';

/**
 * /admin/orders, 'Pesanan' (spec sections 2 and 4): every order, newest first, filtered by order
 * status ('Status'), shipping status ('Status Pengiriman') and a search by id or name ('Cari
 * pesanan'), 20 per page, paged by the data port (`orders.searchAll`, in the database in server
 * mode), so 100,000 orders load one page at a time; each row's action menu updates the order and
 * toasts the result. A non-admin sees the data layer's refusal.
 */
export function AdminOrdersPage() {
  const id = useId();
  const update = useUpdateOrder();
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const [shippingStatus, setShippingStatus] = useState<ShippingStatus | 'all'>('all');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query).trim();
  const [page, setPage] = usePageNumber(`${status}|${shippingStatus}|${q}`);
  const search: OrderSearch = {
    page,
    ...(status === 'all' ? {} : { status }),
    ...(shippingStatus === 'all' ? {} : { shippingStatus }),
    ...(q ? { q } : {}),
  };
  const orders = useOrderSearch(search);
  const filtering = status !== 'all' || shippingStatus !== 'all' || q !== '';

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Pesanan</h1>
        <p className="text-muted-foreground">Kelola status pesanan dan pengiriman pembeli.</p>
      </div>

      {orders.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner label="Memuat pesanan..." />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : orders.isError ? (
        <p role="alert" className="text-destructive">
          {orders.error instanceof PermissionError
            ? messages.auth.noAccess
            : errorMessage(orders.error)}
        </p>
      ) : orders.data.total === 0 && !filtering ? (
        <EmptyState icon={<PackageIcon />} title={ORDERS_PAGE_TEXT.empty} />
      ) : (
        <>
          <search className="grid gap-3 sm:grid-cols-3" aria-label="Filter pesanan">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-query`}>Cari pesanan</Label>
              <Input
                id={`${id}-query`}
                type="search"
                placeholder="ID pesanan atau nama pembeli"
                maxLength={MAX_SEARCH_LENGTH}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={status}
                onChange={(event) => setStatus(event.target.value as OrderStatus | 'all')}
              >
                <option value="all">Semua</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]} ({s})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-shipping`}>Status Pengiriman</Label>
              <NativeSelect
                id={`${id}-shipping`}
                value={shippingStatus}
                onChange={(event) =>
                  setShippingStatus(event.target.value as ShippingStatus | 'all')
                }
              >
                <option value="all">Semua</option>
                {SHIPPING_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </search>

          {orders.data.total === 0 ? (
            <EmptyState icon={<PackageIcon />} title={ORDERS_PAGE_TEXT.noMatch} />
          ) : (
            <div className="flex flex-col gap-6" aria-busy={orders.isPlaceholderData}>
              <OrdersTable
                orders={orders.data.items}
                onUpdate={(change) => update.mutate(change)}
                pendingOrderId={update.isPending ? update.variables?.orderId : undefined}
              />
              <TablePagination
                label="Halaman daftar pesanan"
                {...tablePageProps(orders.data)}
                noun="pesanan"
                onPageChange={setPage}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
