import type { Product, ProductVariant } from '@/domain/core/records';
import { withDerivedFields } from '@/domain/catalog/variant-read';
import { DAY_MS, jakartaMidnight } from './clock';

/**
 * Seed catalogue (spec section 3, "Seed data"; docs/product/decisions.md, "Seed data"): the spec's
 * 15 products of Aceh small businesses with its ids, covering all six categories, and two with
 * `Variasi` after them (105, 106; decision 027). Prices are in Rupiah.
 * Product 51 is out of stock (shows 'Stok habis') and product 41 has a single-digit stock of 2.
 * Images ship with the app under `public/images/products/`; the galleries' other photos (`images`)
 * of five products are crops of the same drawing (`<name>-<part>.svg`: its viewBox narrowed), not
 * other photographs. Weights are in grams, packed (the parcel the courier weighs:
 * a 250 g coffee bag ships as 250 g, the songket 1.2 kg, the Rumoh Aceh miniature 1.5 kg).
 */
/** A seed variant: its own price (Rupiah), stock (units), packed weight (grams) and SKU; the product's photo, no promo. */
function variant(id: string, options: string[], price: number, stock: number, weight: number, sku: string): ProductVariant {
  return { id, options, price, stock, weight, sku, image: '', promoPrice: null };
}

const catalogue: Omit<Product, 'promoPrice' | 'promoStart' | 'promoEnd'>[] = [
  {
    id: 1,
    name: 'Kopi Arabika Gayo',
    category: 'Minuman',
    price: 85000,
    stock: 48,
    weight: 250,
    image: '/images/products/kopi-arabika-gayo.svg',
    images: [
      '/images/products/kopi-arabika-gayo.svg',
      '/images/products/kopi-arabika-gayo-dekat.svg',
      '/images/products/kopi-arabika-gayo-biji.svg',
    ],
    description:
      'Biji kopi arabika Gayo sangrai medium, 250 gram, dipetik dari kebun petani di dataran tinggi Takengon. Aroma rempah dan cokelat dengan keasaman yang lembut.',
    location: 'Takengon',
    partnerId: 'P001',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 2,
    name: 'Keumamah (Ikan Kayu)',
    category: 'Makanan',
    price: 55000,
    stock: 24,
    weight: 300,
    image: '/images/products/keumamah.svg',
    images: ['/images/products/keumamah.svg'],
    description:
      'Ikan tongkol rebus yang dijemur hingga kering dan keras, 250 gram. Bahan utama gulai keumamah khas Aceh dan tahan lama tanpa pengawet.',
    location: 'Meulaboh',
    partnerId: 'P006',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 11,
    name: 'Kue Adee',
    category: 'Makanan',
    price: 35000,
    stock: 30,
    weight: 900,
    image: '/images/products/kue-adee.svg',
    images: ['/images/products/kue-adee.svg'],
    description:
      'Kue bingka khas Pidie dari telur, santan, dan gula, dipanggang hingga harum. Satu loyang ukuran 20 cm, tahan 3 hari di suhu ruang.',
    location: 'Sigli',
    partnerId: 'P005',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 21,
    name: 'Minyak Nilam Aceh',
    category: 'Herbal',
    price: 95000,
    stock: 15,
    weight: 150,
    image: '/images/products/minyak-nilam.svg',
    images: ['/images/products/minyak-nilam.svg'],
    description:
      'Minyak atsiri nilam hasil suling petani Aceh Barat, kemasan botol kaca 10 ml. Kadar patchouli alcohol tinggi, cocok untuk aromaterapi dan campuran parfum.',
    location: 'Meulaboh',
    partnerId: 'P006',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 31,
    name: 'Kupiah Meukeutop',
    category: 'Fashion',
    price: 185000,
    stock: 7,
    weight: 350,
    image: '/images/products/kupiah-meukeutop.svg',
    images: [
      '/images/products/kupiah-meukeutop.svg',
      '/images/products/kupiah-meukeutop-dekat.svg',
      '/images/products/kupiah-meukeutop-sisi.svg',
      '/images/products/kupiah-meukeutop-bawah.svg',
    ],
    description:
      'Peci adat Aceh bersusun dengan warna merah, kuning, hijau, hitam, dan putih, dijahit tangan oleh pengrajin Lhokseumawe. Tersedia ukuran 55 sampai 58 cm.',
    location: 'Lhokseumawe',
    partnerId: 'P004',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 41,
    name: 'Kain Songket Aceh',
    category: 'Fashion',
    price: 1250000,
    stock: 2,
    weight: 1200,
    image: '/images/products/songket-aceh.svg',
    images: [
      '/images/products/songket-aceh.svg',
      '/images/products/songket-aceh-motif.svg',
      '/images/products/songket-aceh-tepi.svg',
    ],
    description:
      'Kain songket tenun tangan bermotif pucok rebong dengan benang emas, ukuran 2 x 1 meter. Setiap lembar dikerjakan sekitar tiga minggu oleh penenun Banda Aceh.',
    location: 'Banda Aceh',
    partnerId: 'P003',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 51,
    name: 'Rencong Miniatur',
    category: 'Souvenir',
    price: 75000,
    stock: 0,
    weight: 600,
    image: '/images/products/rencong-miniatur.svg',
    images: ['/images/products/rencong-miniatur.svg'],
    description:
      'Miniatur rencong, senjata tradisional Aceh, sepanjang 20 cm dengan sarung kayu dan hulu tanduk. Dilengkapi dudukan pajangan, cocok sebagai oleh-oleh.',
    location: 'Sabang',
    partnerId: 'P007',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 61,
    name: 'Dendeng Aceh',
    category: 'Makanan',
    price: 98000,
    stock: 20,
    weight: 300,
    image: '/images/products/dendeng-aceh.svg',
    images: ['/images/products/dendeng-aceh.svg'],
    description:
      'Dendeng sapi iris tipis berbumbu ketumbar dan gula aren, dijemur lalu siap digoreng. Kemasan vakum 250 gram.',
    location: 'Bireuen',
    partnerId: 'P002',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 71,
    name: 'Bubuk Kopi Ulee Kareeng',
    category: 'Minuman',
    price: 38000,
    stock: 64,
    weight: 250,
    image: '/images/products/kopi-ulee-kareeng.svg',
    images: ['/images/products/kopi-ulee-kareeng.svg'],
    description:
      'Kopi robusta bubuk gaya warung Ulee Kareeng, disangrai dengan sedikit mentega dan gula. Pas untuk kopi saring atau kopi sanger, kemasan 250 gram.',
    location: 'Banda Aceh',
    partnerId: 'P003',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 81,
    name: 'Bhoi',
    category: 'Makanan',
    price: 40000,
    stock: 18,
    weight: 500,
    image: '/images/products/bhoi.svg',
    images: ['/images/products/bhoi.svg'],
    description:
      'Kue bolu tradisional Aceh berbentuk ikan dan bunga, lembut dan tidak terlalu manis. Isi 12 potong per kotak, biasa dibawa sebagai buah tangan saat kenduri.',
    location: 'Sigli',
    partnerId: 'P005',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 91,
    name: 'Tas Anyaman Pandan',
    category: 'Aksesoris',
    price: 120000,
    stock: 12,
    weight: 400,
    image: '/images/products/tas-anyaman-pandan.svg',
    images: ['/images/products/tas-anyaman-pandan.svg', '/images/products/tas-anyaman-pandan-anyaman.svg'],
    description:
      'Tas jinjing dari daun pandan yang dianyam tangan, dilapisi kain di bagian dalam. Ringan dan kuat untuk belanja atau ke pantai.',
    location: 'Lhokseumawe',
    partnerId: 'P004',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 101,
    name: 'Madu Hutan Gayo',
    category: 'Herbal',
    price: 135000,
    stock: 22,
    weight: 650,
    image: '/images/products/madu-hutan-gayo.svg',
    images: ['/images/products/madu-hutan-gayo.svg', '/images/products/madu-hutan-gayo-dekat.svg'],
    description:
      'Madu murni dari lebah hutan di pegunungan Gayo, dipanen tanpa pemanasan. Botol 500 gram.',
    location: 'Takengon',
    partnerId: 'P001',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 102,
    name: 'Miniatur Rumoh Aceh',
    category: 'Souvenir',
    price: 150000,
    stock: 5,
    weight: 1500,
    image: '/images/products/miniatur-rumoh-aceh.svg',
    images: ['/images/products/miniatur-rumoh-aceh.svg'],
    description:
      'Miniatur rumah adat Aceh (rumoh Aceh) dari kayu, ukuran 25 x 15 cm, lengkap dengan tangga dan ukiran dinding. Hiasan meja yang khas.',
    location: 'Banda Aceh',
    partnerId: 'P003',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 103,
    name: 'Bros Pintu Aceh',
    category: 'Aksesoris',
    price: 89000,
    stock: 26,
    weight: 50,
    image: '/images/products/bros-pintu-aceh.svg',
    images: ['/images/products/bros-pintu-aceh.svg'],
    description:
      'Bros bermotif Pintu Aceh dari kuningan berlapis perak dengan ukiran kerawang. Cocok untuk jilbab, kebaya, atau kemeja.',
    location: 'Lhokseumawe',
    partnerId: 'P004',
    status: 'active',
    variations: [],
    variants: [],
  },
  {
    id: 104,
    name: 'Sirup Pala',
    category: 'Minuman',
    price: 32000,
    stock: 40,
    weight: 800,
    image: '/images/products/sirup-pala.svg',
    images: ['/images/products/sirup-pala.svg'],
    description:
      'Sirup dari sari buah pala pantai barat-selatan Aceh, segar dan sedikit pedas. Botol 600 ml, encerkan 1 : 4 dengan air dingin.',
    location: 'Meulaboh',
    partnerId: 'P006',
    status: 'active',
    variations: [],
    variants: [],
  },
  withDerivedFields({
    id: 105,
    name: 'Kopi Gayo Peaberry Sangrai',
    category: 'Minuman',
    // Derived from the variants (withDerivedFields): the lowest price, the summed stock, the first weight.
    price: 0,
    stock: 0,
    weight: 0,
    image: '/images/products/kopi-arabika-gayo-biji.svg',
    images: ['/images/products/kopi-arabika-gayo-biji.svg', '/images/products/kopi-arabika-gayo-dekat.svg'],
    description:
      'Biji kopi arabika Gayo jenis peaberry (lanang), sangrai medium, dipilah tangan oleh koperasi petani Takengon. Rasa manis gula aren dengan keasaman jeruk yang cerah. Tersedia 250 g, 500 g, dan 1 kg.',
    location: 'Takengon',
    partnerId: 'P001',
    status: 'active',
    variations: [{ name: 'Ukuran', options: ['250 g', '500 g', '1 kg'] }],
    variants: [
      variant('v1', ['250 g'], 65000, 30, 300, 'GAYO-PB-250'),
      variant('v2', ['500 g'], 120000, 20, 550, 'GAYO-PB-500'),
      variant('v3', ['1 kg'], 230000, 10, 1100, 'GAYO-PB-1KG'),
    ],
  }),
  withDerivedFields({
    id: 106,
    name: 'Selendang Songket Bungong Jeumpa',
    category: 'Fashion',
    price: 0,
    stock: 0,
    weight: 0,
    image: '/images/products/songket-aceh-motif.svg',
    images: ['/images/products/songket-aceh-motif.svg', '/images/products/songket-aceh-tepi.svg'],
    description:
      'Selendang songket tenun tangan bermotif bungong jeumpa dengan benang emas, lebar 60 cm, dari penenun Banda Aceh. Pilih warna dasar merah atau hitam, panjang 2 m atau 3 m.',
    location: 'Banda Aceh',
    partnerId: 'P003',
    status: 'active',
    variations: [
      { name: 'Warna', options: ['Merah', 'Hitam'] },
      { name: 'Ukuran', options: ['2 m', '3 m'] },
    ],
    // Merah 3 m is sold out: the picker shows it unavailable.
    variants: [
      variant('v1', ['Merah', '2 m'], 450000, 4, 700, 'SLD-JEUMPA-MRH-2'),
      variant('v2', ['Merah', '3 m'], 650000, 0, 1000, 'SLD-JEUMPA-MRH-3'),
      variant('v3', ['Hitam', '2 m'], 450000, 3, 700, 'SLD-JEUMPA-HTM-2'),
      variant('v4', ['Hitam', '3 m'], 650000, 2, 1000, 'SLD-JEUMPA-HTM-3'),
    ],
  }),
];

/** The seed catalogue without promos (see `catalogue` above). */
export const seedProducts: Product[] = catalogue.map((product) => ({ ...product, promoPrice: null, promoStart: null, promoEnd: null }));

/** The seed product with a promo (`Tas Anyaman Pandan`, Rp 120.000). */
export const SEED_PROMO_PRODUCT_ID = 91;

/**
 * The seed catalogue written at `now`: {@link seedProducts} with one promo running
 * (docs/product/decisions.md "Promo price"): `Tas Anyaman Pandan` at Rp 99.000 (`-17%`) from 00:00
 * WIB of the day before `now` to 00:00 WIB eight days after it, so the demo shows a promo whenever
 * it is opened within a week of its seeding.
 */
export function seedProductsAt(now: Date): Product[] {
  const midnight = jakartaMidnight(now);
  return seedProducts.map((product) =>
    product.id === SEED_PROMO_PRODUCT_ID
      ? {
          ...product,
          promoPrice: 99000,
          promoStart: new Date(midnight - DAY_MS).toISOString(),
          promoEnd: new Date(midnight + 8 * DAY_MS).toISOString(),
        }
      : product,
  );
}
