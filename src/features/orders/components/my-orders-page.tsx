import { PackageIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListView } from '@/components/list-kit';
import { useProductsById, useShopData } from '@/data/react';
import type { Order } from '@/domain/core/records';
import { BUYER_STAGES, buyerStage, type BuyerStage } from '@/domain/orders/stage';
import { cn } from '@/lib/utils';
import { messages } from '@/shared/messages';
import { useMyOrders } from '../api/use-my-orders';
import { CatalogLink } from './catalog-link';
import { OrderCard } from './order-card';

/** The tab of every order, before the stages' tabs. */
const ALL = 'Semua';

/** A tab of `Pesanan Saya`: every order, or one buyer stage. */
type OrdersTab = typeof ALL | BuyerStage;

/** The tab `?status=` names; `Semua` for none or an unknown one. */
function tabOf(status: string | null): OrdersTab {
  return BUYER_STAGES.find((stage) => stage === status) ?? ALL;
}

/** The buyer's Web Push switch, its own chunk: the page's first load does not carry it (server mode only). */
const OrderPushSwitch = lazy(() => import('./order-push-switch').then((module) => ({ default: module.OrderPushSwitch })));

/**
 * True once this browser has the app's service worker active and the Push API (the switch can
 * work only then, and shows nothing otherwise): false on the server, while it is read, and on a
 * first visit, before the app registers its worker — so the switch's chunk is not loaded in vain.
 */
function usePushMayWork(): boolean {
  const [mayWork, setMayWork] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
    let live = true;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (live && registration?.active) setMayWork(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return mayWork;
}

/**
 * /pesanan-saya (spec section 2, "Pesanan Saya"; docs/product/ui-names.md "Order stages"): the
 * signed-in buyer's orders, newest first, as {@link OrderCard}s, under the tabs `Semua`,
 * `Belum Bayar`, `Menunggu Verifikasi`, `Dikemas`, `Dikirim`, `Selesai`, `Dibatalkan`, each with
 * its count (a stage's tab shows only when it holds an order or is the chosen one). The chosen
 * tab is `?status=` in the URL, so back and forward move between tabs; the old purchase history
 * is the `Selesai` tab. 'Anda belum memiliki pesanan.' when there are none.
 */
export function MyOrdersPage() {
  const orders = useMyOrders();
  const data = useShopData();
  const pushMayWork = usePushMayWork();
  const [params] = useSearchParams();
  const chosen = tabOf(params.get('status'));
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Pesanan Saya</h1>
      {data.mode === 'server' && pushMayWork && (
        <Suspense fallback={null}>
          <OrderPushSwitch />
        </Suspense>
      )}
      <ListView
        query={orders}
        loadingLabel="Memuat pesanan..."
        loadingClassName="h-96"
        icon={<PackageIcon />}
        empty={messages.orders.empty}
        emptyAction={<CatalogLink />}
      >
        {(data) => <OrdersByStage orders={data} chosen={chosen} />}
      </ListView>
    </section>
  );
}

/** The tabs with their counts and the chosen tab's orders, with their products' thumbnails. */
function OrdersByStage({ orders, chosen }: { orders: Order[]; chosen: OrdersTab }) {
  const stages = new Map(orders.map((order) => [order.id, buyerStage(order)]));
  const counts = new Map<OrdersTab, number>([[ALL, orders.length]]);
  for (const stage of stages.values()) counts.set(stage, (counts.get(stage) ?? 0) + 1);
  const tabs = ([ALL, ...BUYER_STAGES] as OrdersTab[]).filter((tab) => tab === ALL || tab === chosen || (counts.get(tab) ?? 0) > 0);
  const shown = chosen === ALL ? orders : orders.filter((order) => stages.get(order.id) === chosen);
  const products = useProductsById(shown.flatMap((order) => (order.items ?? []).map((item) => item.productId)));
  const imageOf = new Map((products.data ?? []).map((product) => [product.id, product.image]));
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Status pesanan" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {tabs.map((tab) => (
            <li key={tab} className="shrink-0">
              <Link
                to={{ search: tab === ALL ? '' : `?status=${encodeURIComponent(tab)}` }}
                aria-current={tab === chosen ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
                  tab === chosen && 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground',
                )}
              >
                {`${tab} (${counts.get(tab) ?? 0})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{messages.orders.stageEmpty(chosen)}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Daftar pesanan">
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} imageOf={(id) => imageOf.get(id) ?? ''} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
