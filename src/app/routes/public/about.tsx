import { useStoreSettings } from '@/data/react';
import { AboutContent } from '@/features/store-info';

/** /tentang-kami and /tentang-kami-auth (spec section 2): about the shop and its UMKM partners. */
export function Component() {
  const { data: store } = useStoreSettings();
  const storeName = store?.storeName ?? 'Seulanga';
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Tentang Kami</h1>
        <p className="text-lg text-muted-foreground">
          {storeName} menghubungkan pembeli dengan usaha kecil dan perajin di seluruh Aceh.
        </p>
      </header>
      <AboutContent storeName={storeName} />
    </div>
  );
}
