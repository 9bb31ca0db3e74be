import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/**
 * The 'Lihat Katalog' link, styled as a button, under the buyer's empty order lists (spec section
 * 2, "Pesanan Saya" and "Purchase history").
 * @returns a link to /catalog. Throws nothing.
 */
export function CatalogLink() {
  return (
    <Link to="/catalog" className={buttonVariants()}>
      Lihat Katalog
    </Link>
  );
}
