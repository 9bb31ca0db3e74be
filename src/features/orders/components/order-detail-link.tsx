import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/**
 * The link to an order's page /pesanan-saya/{id}, named `Detail Pesanan {id}`
 * (docs/product/ui-names.md "Order journey"); the visible text is 'Detail Pesanan', the start
 * of that name (WCAG 2.5.3, label in name).
 * @param orderId - the order's id.
 */
export function OrderDetailLink({ orderId, className }: { orderId: string; className?: string }) {
  return (
    <Link
      to={`/pesanan-saya/${encodeURIComponent(orderId)}`}
      aria-label={`Detail Pesanan ${orderId}`}
      className={buttonVariants({ variant: 'outline', size: 'sm', className })}
    >
      Detail Pesanan
    </Link>
  );
}
