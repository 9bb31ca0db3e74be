import { useState } from 'react';
import { PackageIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListView, PageHeader, SearchFilters, useListSearch } from '@/components/list-kit';
import { OWNER_STAGES, type OwnerStage } from '@/domain/orders/stage';
import { useOrderSearch } from '../api/use-order-search';
import { useReviewPayment } from '../api/use-review-payment';
import { useStageCounts } from '../api/use-stage-counts';
import { useUpdateOrder } from '../api/use-update-order';
import { ORDERS_PAGE_TEXT, type OrdersFilters } from '../lib/texts';
import { OrderChangeDialog, type PendingOrderChange } from './order-change-dialog';
import { OrderStageTabs } from './order-stage-tabs';
import { OrdersTable } from './orders-table';
import { OrderSelectionBar } from './order-selection-bar';
import { useOrderSelection } from '../lib/use-order-selection';

/** The URL's `stage` when it names an owner's stage; anything else is `Semua`. */
function stageParam(value: string | null): OwnerStage | undefined {
  return OWNER_STAGES.find((stage) => stage === value);
}

/**
 * /admin/orders, 'Pesanan' (spec sections 2 and 4; docs/product/ui-names.md "Order stages"): the
 * stage tabs (`Semua`, `Belum Bayar` … `Dibatalkan`, each with its count) and the `Hari Ini` chip,
 * both in the URL (`stage`, `today=true`, so the dashboard's to-do cards link to a tab); then every
 * order of the tab, newest first, filtered further by order status ('Status'), shipping status
 * ('Status Pengiriman'), 'Verifikasi' ('Melewati Batas Verifikasi', set by the URL parameter
 * `verification=overdue`) and a search by id or name ('Cari pesanan'), 20 per page, paged by the
 * data port (`orders.searchAll`, in the database in server mode). Each order shows its stage and its
 * one next step (`Terima Pembayaran`, `Kemas`, `Input Resi`), and its action menu the other
 * changes; shipping asks the tracking number and cancelling a reason first, and a payment awaiting
 * verification is accepted or rejected in an {@link OrderChangeDialog}. Orders are ticked one by
 * one or with `Pilih semua` (the page's), kept across the tab's pages, and printed together with
 * `Cetak Label ({n})` ({@link OrderSelectionBar}). A non-admin sees the data layer's refusal.
 */
export function AdminOrdersPage() {
  const [params] = useSearchParams();
  const stage = stageParam(params.get('stage'));
  const today = params.get('today') === 'true';
  const counts = useStageCounts();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={ORDERS_PAGE_TEXT.title} description={ORDERS_PAGE_TEXT.description} />
      <OrderStageTabs stage={stage} today={today} counts={counts.data} />
      {/* A new tab starts on its first page with its own filters. */}
      <OrdersList
        key={`${stage ?? ''}|${today}`}
        stage={stage}
        today={today}
        overdue={params.get('verification') === 'overdue'}
      />
    </div>
  );
}

/** The orders of one tab: the filters bar, the table and its pages, and the change dialog. */
function OrdersList({ stage, today, overdue }: { stage: OwnerStage | undefined; today: boolean; overdue: boolean }) {
  const update = useUpdateOrder();
  const review = useReviewPayment();
  const busyOrderId = update.isPending ? update.variables?.orderId : review.isPending ? review.variables?.orderId : undefined;
  const [asking, setAsking] = useState<PendingOrderChange | null>(null);
  const selection = useOrderSelection();
  // The dashboard's reminder links here with `?verification=overdue`.
  const list = useListSearch<OrdersFilters>(['status', 'shippingStatus', 'verification'], overdue ? { verification: 'overdue' } : {});
  const orders = useOrderSearch({ ...list.search, ...(stage ? { stage } : {}), ...(today ? { today: true as const } : {}) });
  const texts = ORDERS_PAGE_TEXT;
  return (
    <ListView
      query={orders}
      loadingLabel={texts.loading}
      icon={<PackageIcon />}
      empty={stage || today ? texts.noMatch : texts.empty}
      filtering={list.filtering || stage !== undefined || today}
      noMatch={texts.noMatch}
      filters={<SearchFilters spec={texts.filters} list={list} />}
      pagination={{ label: texts.pagesLabel, noun: texts.noun, onPageChange: list.setPage }}
    >
      {(data) => (
        <>
          <div className="flex flex-col gap-2">
            <OrderSelectionBar selection={selection} pageIds={data.items.map((order) => order.id)} />
            <OrdersTable
              orders={data.items}
              onUpdate={(change) => update.mutate(change)}
              onAsk={setAsking}
              pendingOrderId={busyOrderId}
              selection={selection}
            />
          </div>
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
    </ListView>
  );
}
