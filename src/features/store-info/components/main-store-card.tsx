import { MapPinIcon, StoreIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreSettings } from '@/data/react';
import { osmSearchUrl } from '../lib/map-links';
import { ExternalLink } from './external-link';

/**
 * The main store on /lokasi-toko (spec section 2): its name and address from the store settings
 * and a link searching the address on OpenStreetMap. Headed by an `h2` 'Toko Utama'.
 */
export function MainStoreCard() {
  const { data: store, isPending } = useStoreSettings();
  return (
    <section
      aria-labelledby="toko-utama-heading"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
    >
      <h2 id="toko-utama-heading" className="flex items-center gap-2 text-xl font-semibold">
        <StoreIcon className="size-5 text-primary" aria-hidden="true" />
        Toko Utama
      </h2>
      {isPending || !store ? (
        <div className="mt-4 grid gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-full max-w-md" />
        </div>
      ) : (
        <div className="mt-3 grid gap-2">
          <p className="font-medium">{store.storeName}</p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{store.storeAddress}</span>
          </p>
          {store.storeAddress && (
            <p>
              <ExternalLink
                href={osmSearchUrl(store.storeAddress)}
                className="text-sm font-medium text-primary underline underline-offset-4"
              >
                Lihat peta {store.storeName}
              </ExternalLink>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
