import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The home page's hero banner (spec section 2, "/"): the page's `h1`, a short pitch and links to
 * the catalogue and the about page. Drawn with a CSS gradient in the brand colour, no image
 * (performance budget).
 * @param storeName - the store's name from the store settings.
 */
export function HeroBanner({ storeName }: { storeName: string }) {
  return (
    <section className="bg-linear-to-br from-primary via-primary to-primary-hover text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-14 sm:px-6 sm:py-20 lg:py-24">
        <p className="text-sm font-semibold tracking-wide uppercase">
          {storeName} · Produk UMKM Aceh
        </p>
        <h1 className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          Cita rasa dan kriya Aceh, langsung dari tangan perajinnya
        </h1>
        <p className="max-w-2xl text-base sm:text-lg">
          Kopi Gayo, keumamah, kue adee, songket, hingga minyak nilam — dipilih dari usaha kecil di
          seluruh Aceh dan dikirim ke rumah Anda.
        </p>
        <div className="flex flex-wrap gap-3">
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
