import type { ReactNode } from 'react';
import { MapPinIcon } from 'lucide-react';
import { usePartners, useStoreSettings } from '@/data/react';
import { useCurrentYear } from '@/lib/render-year';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The store's contact lines (the store-info feature's `ContactLines`). */
  contacts: ReactNode;
}

/**
 * The shop footer (spec section 2, "Public layout"): the main store's name and address from the
 * store settings, the contact lines, the active partners (name and location), '© {year} Seulanga'
 * (the current year in Asia/Jakarta; a server-rendered page keeps the year it was rendered in,
 * src/lib/render-year.ts) and the tagline.
 */
export function SiteFooter({ contacts }: SiteFooterProps) {
  const { data: store } = useStoreSettings();
  const { data: partners = [] } = usePartners();
  const year = useCurrentYear();
  const active = partners.filter((partner) => partner.status === 'Active');
  const headingClass = 'text-sm font-semibold tracking-wide text-foreground uppercase';

  return (
    <footer className="border-t bg-muted text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="grid content-start gap-3">
          <h2 className={headingClass}>{store?.storeName ?? 'Seulanga'}</h2>
          <p className="text-sm">
            Toko daring untuk produk usaha kecil dan perajin dari seluruh Aceh.
          </p>
          {store?.storeAddress && (
            <address className="flex items-start gap-2 text-sm not-italic">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{store.storeAddress}</span>
            </address>
          )}
        </div>
        <div className="grid content-start gap-3">
          <h2 className={headingClass}>Hubungi Kami</h2>
          {contacts}
        </div>
        <div className="grid content-start gap-3">
          <h2 className={headingClass}>Mitra Kami</h2>
          {active.length > 0 ? (
            <ul className="grid gap-1.5 text-sm">
              {active.map((partner) => (
                <li key={partner.id}>
                  <span className="font-medium text-foreground">{partner.name}</span>
                  {partner.location && <> — {partner.location}</>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">Belum ada mitra aktif.</p>
          )}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-sm sm:flex-row sm:justify-between sm:px-6">
          <p>{`© ${year} Seulanga`}</p>
          <p>Produk UMKM Aceh, dari tangan perajin ke rumah Anda.</p>
        </div>
      </div>
    </footer>
  );
}
