import { useDeferredValue, useState } from 'react';
import { PackageIcon } from 'lucide-react';
import { ALL, FilterSelect, ListFilters, ListView, SearchField } from '@/components/list-kit';
import type { OrderSearch } from '@/domain/back-office-search';
import {
  ORDER_STATUSES,
  SHIPPING_STATUSES,
  type OrderStatus,
  type ShippingStatus,
} from '@/domain/schemas';
import { ORDER_STATUS_LABELS } from '@/components/status';
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
  const update = useUpdateOrder();
  const [status, setStatus] = useState<OrderStatus | typeof ALL>(ALL);
  const [shippingStatus, setShippingStatus] = useState<ShippingStatus | typeof ALL>(ALL);
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query).trim();
  const [page, setPage] = usePageNumber(`${status}|${shippingStatus}|${q}`);
  const search: OrderSearch = {
    page,
    ...(status === ALL ? {} : { status }),
    ...(shippingStatus === ALL ? {} : { shippingStatus }),
    ...(q ? { q } : {}),
  };
  const orders = useOrderSearch(search);
  const filtering = status !== ALL || shippingStatus !== ALL || q !== '';

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Pesanan</h1>
        <p className="text-muted-foreground">Kelola status pesanan dan pengiriman pembeli.</p>
      </div>
      <ListView
        query={orders}
        loadingLabel="Memuat pesanan..."
        icon={<PackageIcon />}
        empty={ORDERS_PAGE_TEXT.empty}
        filtering={filtering}
        noMatch={ORDERS_PAGE_TEXT.noMatch}
        filters={
          <ListFilters label="Filter pesanan" className="sm:grid-cols-3">
            <SearchField
              label="Cari pesanan"
              placeholder="ID pesanan atau nama pembeli"
              value={query}
              onValueChange={setQuery}
            />
            <FilterSelect
              label="Status"
              value={status}
              onValueChange={setStatus}
              options={ORDER_STATUSES}
              optionLabel={(s) => `${ORDER_STATUS_LABELS[s]} (${s})`}
            />
            <FilterSelect
              label="Status Pengiriman"
              value={shippingStatus}
              onValueChange={setShippingStatus}
              options={SHIPPING_STATUSES}
            />
          </ListFilters>
        }
        pagination={{ label: 'Halaman daftar pesanan', noun: 'pesanan', onPageChange: setPage }}
      >
        {(data) => (
          <OrdersTable
            orders={data.items}
            onUpdate={(change) => update.mutate(change)}
            pendingOrderId={update.isPending ? update.variables?.orderId : undefined}
          />
        )}
      </ListView>
    </div>
  );
}
