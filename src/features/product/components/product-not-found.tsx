import { Link } from 'react-router';
import { PackageXIcon } from 'lucide-react';
import { messages } from '@/shared/messages';
import { buttonVariants } from '@/components/ui/button';
import { PAGE_TITLES } from '@/shared/page-titles';

/** Shown for an unknown or malformed product id (spec section 2: 'Produk tidak ditemukan.'). */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>{PAGE_TITLES.productNotFound}</title>
      <div
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
      >
        <PackageXIcon className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold">{messages.catalog.productNotFound}</h1>
      <p className="text-muted-foreground">
        Produk ini mungkin sudah dihapus atau alamatnya salah.
      </p>
      <Link to="/catalog" className={buttonVariants({ variant: 'default' })}>
        Kembali ke katalog
      </Link>
    </section>
  );
}
