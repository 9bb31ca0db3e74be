import { HandshakeIcon, LeafIcon, ShieldCheckIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePartners } from '@/data/react';
import { AboutSection } from './about-section';

const VALUES = [
  {
    icon: HandshakeIcon,
    title: 'Bermitra langsung',
    text: 'Kami bekerja sama langsung dengan koperasi dan usaha keluarga, tanpa perantara berlapis, sehingga harga tetap adil bagi perajin dan pembeli.',
  },
  {
    icon: LeafIcon,
    title: 'Produk asli daerah',
    text: 'Kopi dari dataran tinggi Gayo, keumamah dari pesisir, minyak nilam dari pantai barat, songket dan kupiah meukeutop buatan tangan — semuanya dibuat di Aceh.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Kualitas terjaga',
    text: 'Kami mengenal setiap mitra dan produknya sebelum tampil di katalog, dan ulasan pembeli membantu kami menjaga mutu.',
  },
  {
    icon: TruckIcon,
    title: 'Dikirim dengan rapi',
    text: 'Pesanan dikemas dengan aman dan statusnya dapat Anda ikuti di halaman Pesanan Saya, dari dikemas hingga tiba di tujuan.',
  },
] as const;

/**
 * The body of /tentang-kami (spec section 2, "About the shop"): who the shop is, how it works
 * with its UMKM partners, and how many active partners it has. Uses `h2`/`h3` under the page's `h1`.
 * @param storeName - the store's name from the store settings.
 */
export function AboutContent({ storeName }: { storeName: string }) {
  const { data: partners } = usePartners();
  const activePartners = partners?.filter((partner) => partner.status === 'Active') ?? [];
  const towns = [...new Set(activePartners.map((partner) => partner.location).filter(Boolean))];

  return (
    <div className="grid gap-10">
      <AboutSection headingId="cerita-heading" title="Cerita kami" className="gap-3 leading-relaxed">
        <p>
          {storeName} lahir dari keinginan sederhana: membawa produk terbaik usaha kecil Aceh ke
          meja dan lemari pembeli di mana pun mereka berada. Banyak perajin dan pengolah pangan di
          Aceh membuat barang yang luar biasa, tetapi pasarnya terbatas pada pekan dan toko di
          sekitar kampung mereka.
        </p>
        <p>
          Nama kami diambil dari bunga seulanga, bunga harum yang dekat dengan adat dan keseharian
          masyarakat Aceh. Seperti harumnya, kami ingin kabar baik tentang karya UMKM Aceh tersebar
          lebih jauh.
        </p>
      </AboutSection>

      <AboutSection headingId="cara-heading" title="Cara kami bekerja" className="gap-4">
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection
        headingId="mitra-kami-heading"
        title="Mitra UMKM kami"
        className="gap-3 leading-relaxed"
      >
        {activePartners.length > 0 ? (
          <p>
            Saat ini {storeName} bekerja sama dengan {activePartners.length} mitra UMKM aktif
            {towns.length > 0 && <> di {towns.join(', ')}</>}.
          </p>
        ) : (
          <p>
            Kami bekerja sama dengan koperasi dan usaha keluarga di berbagai kabupaten dan kota di
            Aceh.
          </p>
        )}
        <p>
          Ingin tahu di mana produk Anda dibuat?{' '}
          <Link to="/lokasi-toko" className="font-medium text-primary underline underline-offset-4">
            Lihat lokasi toko dan mitra
          </Link>
          . Punya usaha di Aceh dan ingin bergabung?{' '}
          <Link to="/layanan" className="font-medium text-primary underline underline-offset-4">
            Hubungi kami
          </Link>
          .
        </p>
      </AboutSection>
    </div>
  );
}
