import { Link } from 'react-router';

/**
 * The home page's about text (spec section 2, "/"): what the shop is, with a link to the full
 * about page.
 * @param storeName - the store's name from the store settings.
 */
export function AboutSummary({ storeName }: { storeName: string }) {
  return (
    <section aria-labelledby="tentang-heading" className="bg-secondary text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr] md:gap-10">
        <h2 id="tentang-heading" className="text-2xl font-bold tracking-tight">
          Tentang {storeName}
        </h2>
        <div className="grid gap-3 leading-relaxed">
          <p>
            {storeName} adalah toko daring yang menghubungkan pembeli dengan usaha mikro, kecil, dan
            menengah (UMKM) di Aceh. Setiap produk berasal dari mitra yang kami kenal langsung —
            petani kopi di dataran tinggi Gayo, pengolah ikan di pesisir, hingga penenun songket di
            Banda Aceh.
          </p>
          <p>
            Dengan berbelanja di sini, Anda ikut menjaga resep dan keterampilan turun-temurun tetap
            hidup, dan setiap pembelian langsung mendukung usaha para perajinnya.
          </p>
          <p>
            <Link to="/tentang-kami" className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 md:min-h-0">
              Selengkapnya tentang kami
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
