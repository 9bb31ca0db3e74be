import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { useCartItems } from '@/data/react';
import { cartCount } from '@/domain/cart/summary';
import { cn } from '@/lib/utils';

/**
 * The header's cart link (docs/product/ui-names.md "Everywhere"): a cart icon with a visible count badge,
 * named `Keranjang (N)` where N is the number of units in the cart.
 */
export function CartLink({ className }: { className?: string }) {
  const { data: items = [] } = useCartItems();
  const count = cartCount(items);
  return (
    <Link
      to="/cart"
      aria-label={`Keranjang (${count})`}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
    >
      <ShoppingCartIcon aria-hidden="true" />
      <CountBadge
        count={count}
        className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground"
      />
    </Link>
  );
}
