import { MainStoreCard, PartnerLocationList } from '@/features/store-info';

/**
 * /lokasi-toko and /lokasi-toko-auth (spec section 2): the main store's address and every
 * partner with address, location, coordinates and an OpenStreetMap link (no maps key, no
 * embedded map).
 */
export function Component() {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Lokasi Toko</h1>
        <p className="text-lg text-muted-foreground">
          Toko utama kami dan lokasi para mitra UMKM yang membuat produk-produk kami.
        </p>
      </header>
      <MainStoreCard />
      <PartnerLocationList />
    </div>
  );
}
