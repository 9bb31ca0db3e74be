import { InfoPage } from '@/components/layout/info-page';
import { MainStoreCard, PartnerLocationList } from '@/features/store-info';

/**
 * /lokasi-toko and /lokasi-toko-auth (spec section 2): the main store's address and every
 * partner with address, location, coordinates and an OpenStreetMap link (no maps key, no
 * embedded map).
 */
export function Component() {
  return (
    <InfoPage
      title="Lokasi Toko"
      intro="Toko utama kami dan lokasi para mitra UMKM yang membuat produk-produk kami."
      width="max-w-5xl"
    >
      <MainStoreCard />
      <PartnerLocationList />
    </InfoPage>
  );
}
