import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The home page's hero banner (spec section 2, "/"): the page's `h1`, a short pitch and links to
 * the catalogue and the about page. Drawn with a CSS gradient in the brand colour, no image
 * (performance budget).
 * On a phone it is a short band (the heading, then `children`), so the products show in the
 * first screen; the pitch and its links come from md.
 * @param storeName - the store's name from the store settings.
 * @param children - what the band carries under the heading (the home page's search and
 *   category chips).
 */
export function HeroBanner({ storeName, children }: { storeName: string; children?: ReactNode }) {
  return (
    <section className="bg-linear-to-br from-primary via-primary to-primary-hover text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:gap-5 md:py-16 lg:py-20">
        <p className="text-sm font-semibold tracking-wide uppercase max-md:hidden">
          {storeName} · Produk UMKM Aceh
        </p>
        <h1 className="max-w-3xl text-lg leading-tight font-bold tracking-tight text-balance sm:text-2xl md:text-4xl lg:text-5xl">
          Cita rasa dan kriya Aceh, langsung dari tangan perajinnya
        </h1>
        {children}
        <p className="max-w-2xl text-base max-md:hidden sm:text-lg">
          Kopi Gayo, keumamah, kue adee, songket, hingga minyak nilam — dipilih dari usaha kecil di
          seluruh Aceh dan dikirim ke rumah Anda.
        </p>
        <div className="flex flex-wrap gap-3 max-md:hidden">
          <Link
            to="/catalog"
            className={cn(
              buttonVariants({ size: 'lg' }),
              'bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            Jelajahi Katalog
          </Link>
          <Link
            to="/tentang-kami"
            className={cn(
              buttonVariants({ size: 'lg', variant: 'outline' }),
              'border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground',
            )}
          >
            Kenali {storeName}
          </Link>
        </div>
      </div>
    </section>
  );
}
