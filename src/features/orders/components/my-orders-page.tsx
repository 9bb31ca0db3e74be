import { PackageIcon } from 'lucide-react';
import { ListView } from '@/components/list-kit';
import { messages } from '@/shared/messages';
import { useMyOrders } from '../api/use-my-orders';
import { CatalogLink } from './catalog-link';
import { OrderCard } from './order-card';

/**
 * /pesanan-saya (spec section 2, "Pesanan Saya"): the signed-in buyer's orders, newest first, as
 * {@link OrderCard}s where Pending orders can be confirmed; 'Anda belum memiliki pesanan.' when
 * there are none.
 */
export function MyOrdersPage() {
  const orders = useMyOrders();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Pesanan Saya</h1>
      <ListView
        query={orders}
        loadingLabel="Memuat pesanan..."
        loadingClassName="h-96"
        icon={<PackageIcon />}
        empty={messages.orders.empty}
        emptyAction={<CatalogLink />}
      >
        {(data) => (
          <ul className="flex flex-col gap-4" aria-label="Daftar pesanan">
            {data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
