import { PackageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/data';
import { messages } from '@/domain/messages';
import { useMyOrders } from '../api/use-my-orders';
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
      {orders.isPending ? (
        <div className="flex flex-col gap-4">
          <Spinner label="Memuat pesanan..." />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : orders.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(orders.error)}
        </p>
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={messages.orders.empty}
          action={
            <Link to="/catalog" className={buttonVariants()}>
              Lihat Katalog
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Daftar pesanan">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
