import { useDeferredValue, useId, useMemo, useState } from 'react';
import { PackageIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TablePagination } from '@/components/ui/table-pagination';
import { errorMessage, PermissionError } from '@/data';
import { messages } from '@/domain/messages';
import {
  ORDER_STATUSES,
  SHIPPING_STATUSES,
  type OrderStatus,
  type ShippingStatus,
} from '@/domain/schemas';
import { ORDER_STATUS_LABELS } from '@/components/status';
import { usePagination } from '@/lib/use-pagination';
import { useAllOrders } from '@/data/react';
import { useUpdateOrder } from '../api/use-update-order';
import { filterOrders, type OrderFilters } from '../lib/filter-orders';
import { ORDERS_PAGE_TEXT } from '../lib/texts';
import { OrdersTable } from './orders-table';

/**
 * /admin/orders, 'Pesanan' (spec sections 2 and 4): every order, newest first, filtered by order
 * status ('Status'), shipping status ('Status Pengiriman') and a search by id or name ('Cari
 * pesanan'), 20 per page; each row's action menu updates the order and toasts the result.
 * A non-admin sees the data layer's refusal.
 */
export function AdminOrdersPage() {
  const id = useId();
  const orders = useAllOrders();
  const update = useUpdateOrder();
  const [status, setStatus] = useState<OrderFilters['status']>('all');
  const [shippingStatus, setShippingStatus] = useState<OrderFilters['shippingStatus']>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterOrders(orders.data ?? [], { status, shippingStatus, query: deferredQuery }),
    [orders.data, status, shippingStatus, deferredQuery],
  );
  const pagination = usePagination(filtered, `${status}|${shippingStatus}|${deferredQuery.trim()}`);

  return (
    <div className="flex flex-col gap-6">
      <title>Pesanan — Seulanga</title>
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
      ) : orders.data.length === 0 ? (
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

          {filtered.length === 0 ? (
            <EmptyState icon={<PackageIcon />} title={ORDERS_PAGE_TEXT.noMatch} />
          ) : (
            <>
              <OrdersTable
                orders={pagination.rows}
                onUpdate={(change) => update.mutate(change)}
                pendingOrderId={update.isPending ? update.variables?.orderId : undefined}
              />
              <TablePagination
                label="Halaman daftar pesanan"
                page={pagination.page}
                pageCount={pagination.pageCount}
                start={pagination.start}
                shown={pagination.rows.length}
                total={filtered.length}
                noun="pesanan"
                onPageChange={pagination.setPage}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
