import { MapIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartners } from '@/data/react';
import { formatCoordinates, osmPointUrl } from '../lib/map-links';
import { ExternalLink } from './external-link';

/**
 * Every partner (mitra) on /lokasi-toko (spec section 2): name, address, location, coordinates
 * (4 decimals) and an OpenStreetMap link 'Lihat peta {name}' (no maps key needed; no embedded map).
 * Inactive partners carry a 'Nonaktif' badge (the back office's word). Headed by an `h2`; each partner an `h3`.
 */
export function PartnerLocationList() {
  const { data: partners, isPending } = usePartners();
  return (
    <section aria-labelledby="mitra-heading" className="grid gap-4">
      <div>
        <h2 id="mitra-heading" className="text-xl font-semibold">
          Lokasi Mitra UMKM
        </h2>
        <p className="text-muted-foreground">
          Usaha kecil di seluruh Aceh yang produknya kami jual.
        </p>
      </div>
      {isPending ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
          <span className="sr-only" role="status">
            Memuat lokasi mitra...
          </span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      ) : !partners || partners.length === 0 ? (
        <EmptyState icon={<MapIcon />} title="Belum ada mitra yang terdaftar." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold">{partner.name}</h3>
                {partner.status !== 'Active' && <Badge variant="secondary">Nonaktif</Badge>}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Lokasi</dt>
                <dd>{partner.location || '-'}</dd>
                <dt className="text-muted-foreground">Alamat</dt>
                <dd>{partner.address || '-'}</dd>
                <dt className="text-muted-foreground">Koordinat</dt>
                <dd className="tabular-nums">{formatCoordinates(partner.coordinates)}</dd>
              </dl>
              <p className="mt-auto">
                <ExternalLink
                  href={osmPointUrl(partner.coordinates)}
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
                >
                  <MapIcon className="size-4" aria-hidden="true" />
                  Lihat peta {partner.name}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
