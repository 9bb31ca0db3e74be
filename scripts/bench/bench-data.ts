/**
 * Deterministic benchmark data (docs/decisions/007-measuring-performance.md): 10,000 products, 10,000 orders and 2,000
 * chat messages in the shapes of `src/domain/core/records.ts`, generated from a fixed seed so every run
 * and every machine measures the same store.
 *
 * Records are kept compact so the whole store fits Chromium's localStorage quota (5,242,880
 * characters per origin, keys included; measured on /usr/bin/chromium). Every record is passed
 * through its zod schema, so what is stored is exactly what the app writes back after its first
 * change (the app re-serialises a whole list with every default filled in: a record stored without
 * its defaulted fields grows on the first write, and 10,000 such orders no longer fit). Generated
 * records leave optional or defaulted fields empty (product `image` and `description`; order
 * `customerPhone`, `shippingAddress`, `postalCode`, `createdAt`, `items`, `username`), as
 * prototype data does; the product grid then shows the placeholder image. The spec's seed records (15 products,
 * ORD001–ORD013, the two demo accounts) are kept, so the demo logins and product ids still work.
 *
 * Used by the browser benchmark (`scripts/bench/browser-bench.ts`) and the data-layer benchmark
 * (`scripts/bench/data-layer.bench.ts`).
 */
import type { ChatMessage, ChatStore, Order, Product, UnreadCounts, User } from '../../src/domain/core/records.ts';
import {
  CATEGORIES,
  chatStoreSchema,
  orderSchema,
  productSchema,
  SHIPPING_STATUSES,
  userSchema,
} from '../../src/domain/core/records.ts';
import { demoSeed } from '../../src/domain/seed/index.ts';
import { seededRandom } from '../../src/testing/seeded-random.ts';
import { seedProducts } from '../../src/domain/seed/products.ts';
import { seedUsers } from '../../src/domain/seed/users.ts';

/** Sizes of the benchmark store. */
export const BENCH_SIZES = { products: 10_000, orders: 10_000, chatMessages: 2_000 } as const;

/**
 * The buyer whose thread is the biggest (the demo buyer `pembeli`, account USR002, which keys the
 * thread: decision 017) and how many messages it holds.
 */
export const BENCH_CHAT_BUYER = 'pembeli';
export const BENCH_CHAT_BUYER_ID = seedUsers.find((u) => u.username === BENCH_CHAT_BUYER)!.id;
export const BENCH_CHAT_BUYER_MESSAGES = 400;
/** Buyer accounts added besides the demo ones (owners of orders and chat threads). */
export const BENCH_EXTRA_BUYERS = 48;
/** The product every benchmark order is placed for: plenty of stock, never sold out by a run. */
export const BENCH_ORDER_PRODUCT_ID = 1001;

/** The stored values the benchmark writes, by storage key (other keys keep the app's seed). */
export interface BenchStore {
  products: Product[];
  orders: Order[];
  users: User[];
  allChatMessages: ChatStore;
  allUnreadCounts: UnreadCounts;
}

/** A small, fast, deterministic PRNG (mulberry32) returning numbers in [0, 1): `seededRandom` of src/testing. */
export const createRandom: (seed: number) => () => number = seededRandom;

/** Towns of Aceh for generated products and addresses (also used by scripts/load/seed-large.ts). */
export const TOWNS = ['Banda Aceh', 'Takengon', 'Bireuen', 'Sigli', 'Meulaboh', 'Lhokseumawe', 'Sabang', 'Langsa', 'Bener Meriah', 'Aceh Besar'];

/** Product names by category: a base word and variants (also used by scripts/load/seed-large.ts). */
export const NAMES: Record<(typeof CATEGORIES)[number], { base: string[]; variant: string[] }> = {
  Makanan: { base: ['Keumamah', 'Kue Adee', 'Dendeng', 'Bhoi', 'Timphan', 'Kue Karah', 'Emping Melinjo', 'Asam Sunti'], variant: ['Original', 'Pedas', 'Manis', 'Spesial', 'Keluarga'] },
  Minuman: { base: ['Kopi Arabika', 'Kopi Robusta', 'Kopi Luwak', 'Sirup Pala', 'Teh Gayo', 'Sirup Jahe'], variant: ['Sangrai', 'Bubuk', 'Biji', 'Premium', 'Botol'] },
  Fashion: { base: ['Songket', 'Kupiah Meukeutop', 'Kain Tenun', 'Selendang', 'Baju Kurung'], variant: ['Motif Pintu Aceh', 'Benang Emas', 'Klasik', 'Modern', 'Anak'] },
  Aksesoris: { base: ['Tas Anyaman Pandan', 'Bros Pintu Aceh', 'Gelang Perak', 'Dompet Bordir', 'Kalung Etnik'], variant: ['Kecil', 'Besar', 'Emas', 'Perak', 'Warna'] },
  Souvenir: { base: ['Rencong Miniatur', 'Miniatur Rumoh Aceh', 'Gantungan Kunci', 'Hiasan Dinding', 'Tempat Sirih'], variant: ['Kayu', 'Kuningan', 'Ukir', 'Set', 'Hadiah'] },
  Herbal: { base: ['Minyak Nilam', 'Madu Hutan', 'Minyak Kelapa', 'Jamu Kunyit', 'Minyak Urut'], variant: ['Murni', '50 ml', '100 ml', 'Organik', 'Asli'] },
};
/** First and last names of generated buyers. */
export const FIRST = ['Cut', 'Teuku', 'Nyak', 'Rahmat', 'Aisyah', 'Fajar', 'Zahra', 'Rizki', 'Nurul', 'Iskandar', 'Putri', 'Hasan'];
export const LAST = ['Hidayat', 'Meutia', 'Umar', 'Rahman', 'Safitri', 'Maulana', 'Husna', 'Akbar', 'Dhien', 'Saputra'];
const PAYMENT_METHODS = ['GoPay', 'OVO', 'DANA', 'Bank Aceh Transfer', 'BSI Transfer', 'BRI Transfer', 'COD'];
const CHAT_TEXTS = [
  'Apakah produk ini masih tersedia?',
  'Berapa lama pengiriman ke Medan?',
  'Masih tersedia, silakan dipesan.',
  'Bisa kirim hari ini?',
  'Terima kasih, pesanan sudah kami kemas.',
  'Apakah ada ukuran yang lebih besar?',
  'Stok baru masuk minggu depan.',
  'Boleh minta foto detailnya?',
];

/** A random element of `list`, drawn with `random` (a {@link createRandom} generator). */
export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A product as scripts/load/seed-large.ts makes it: the fields the catalogue's word index reads. */
export interface LoadLikeProduct {
  id: number;
  name: string;
  category: string;
  description: string;
  location: string;
  price: number;
  stock: number;
}

/**
 * `count` products made as the load tool makes them (names of {@link NAMES}, one town each, the same
 * description; the same random stream for every caller), for the search benchmarks.
 */
export function loadLikeProducts(count: number): LoadLikeProduct[] {
  const random = createRandom(20_251_127);
  const out: LoadLikeProduct[] = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const names = NAMES[category];
    const town = pick(random, TOWNS);
    const name = `${pick(random, names.base)} ${pick(random, names.variant)} ${town}`;
    const description = `${name}: produk mitra UMKM dari ${town}, Aceh. Dikemas rapi dan dikirim dari ${town}.`;
    out.push({ id: 1_000_001 + i, name, category, description, location: town, price: 5_000 * (2 + Math.floor(random() * 80)), stock: Math.floor(random() * 60) });
  }
  return out;
}
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** An ISO day `days` before 2026-11-01. */
const dayBefore = (days: number) => new Date(Date.UTC(2026, 10, 1) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Generates the benchmark store. Same `seed`, same data.
 * @param seed - PRNG seed (default 6, fixed so that recorded figures stay comparable).
 * @returns products (10,000, stored order = seed products then ids 1001…), orders (10,000 incl.
 *   ORD001–ORD013; about a fifth belong to `pembeli`, of which many are Pending), users (the two
 *   demo accounts plus {@link BENCH_EXTRA_BUYERS} buyers without passwords), chat threads (2,000
 *   messages, {@link BENCH_CHAT_BUYER_MESSAGES} of them in `pembeli`'s thread) and unread counters.
 */
export function generateBenchStore(seed = 6): BenchStore {
  const random = createRandom(seed);

  const products: Product[] = [...seedProducts];
  for (let id = 1001; products.length < BENCH_SIZES.products; id++) {
    const category = CATEGORIES[(id * 7) % CATEGORIES.length]!;
    const names = NAMES[category];
    const town = pick(random, TOWNS);
    const name = `${pick(random, names.base)} ${pick(random, names.variant)}`;
    products.push(productSchema.parse({
      id,
      name,
      category,
      price: 5_000 * (2 + Math.floor(random() * 80)),
      stock: id === BENCH_ORDER_PRODUCT_ID ? 1_000_000 : Math.floor(random() * 60),
      location: town,
      partnerId: `P00${1 + Math.floor(random() * 7)}`,
    }));
  }

  const buyers: User[] = Array.from({ length: BENCH_EXTRA_BUYERS }, (_, i) => ({
    id: `USR${pad(100 + i, 3)}`,
    username: `pembeli${i + 1}`,
    email: `pembeli${i + 1}@example.com`,
    role: 'buyer' as const,
    profileImage: '',
    addresses: [],
  }));
  const users: User[] = [...seedUsers, ...buyers].map((u) => userSchema.parse(u));
  const demoBuyer = seedUsers.find((u) => u.username === 'pembeli')!;

  // The seed's orders as a shop written on the benchmark's fixed day would hold them.
  const orders: Order[] = [...demoSeed(new Date(Date.UTC(2026, 10, 1, 3))).orders];
  for (let n = orders.length + 1; orders.length < BENCH_SIZES.orders; n++) {
    const mine = random() < 0.2;
    const owner = mine ? demoBuyer : pick(random, buyers);
    const product = products[Math.floor(random() * products.length)]!;
    const quantity = 1 + Math.floor(random() * 3);
    const daysAgo = Math.floor(((BENCH_SIZES.orders - n) / BENCH_SIZES.orders) * 700);
    const date = dayBefore(daysAgo);
    const status = daysAgo < 20 ? pick(random, ['Pending', 'Processed'] as const) : pick(random, ['Pending', 'Processed', 'Completed', 'Cancelled'] as const);
    orders.push(orderSchema.parse({
      id: `ORD${pad(n, 5)}`,
      customerName: `${pick(random, FIRST)} ${pick(random, LAST)}`,
      productName: `${product.name} (x${quantity})`,
      date,
      status,
      shippingStatus:
        status === 'Completed' ? 'Tiba di Tujuan' : status === 'Pending' ? SHIPPING_STATUSES[0] : pick(random, SHIPPING_STATUSES),
      paymentMethod: pick(random, PAYMENT_METHODS),
      paymentCode: `TJ-${date.replaceAll('-', '')}${1000 + Math.floor(random() * 9000)}`,
      total: product.price * quantity,
      userId: owner.id,
    }));
  }

  const allChatMessages: ChatStore = {};
  const allUnreadCounts: UnreadCounts = {};
  const otherThreads = buyers.slice(0, 24);
  const perOther = Math.floor((BENCH_SIZES.chatMessages - BENCH_CHAT_BUYER_MESSAGES) / otherThreads.length);
  const threads: Array<[string, string, number]> = [
    [BENCH_CHAT_BUYER_ID, BENCH_CHAT_BUYER, BENCH_CHAT_BUYER_MESSAGES],
    ...otherThreads.map((u, i): [string, string, number] => [
      u.id,
      u.username,
      i === otherThreads.length - 1
        ? BENCH_SIZES.chatMessages - BENCH_CHAT_BUYER_MESSAGES - perOther * (otherThreads.length - 1)
        : perOther,
    ]),
  ];
  threads.forEach(([buyerId, buyer, count], t) => {
    const start = Date.UTC(2026, 8, 1) + t * 3_600_000;
    const messages = Array.from({ length: count }, (_, i): ChatMessage => {
      const sender = i % 3 === 2 ? 'admin' : 'buyer';
      return {
        id: `MSG${pad(t, 2)}${pad(i, 4)}`,
        sender,
        text: pick(random, CHAT_TEXTS),
        timestamp: new Date(start + i * 600_000).toISOString(),
        senderName: sender === 'admin' ? 'admin' : buyer,
      };
    });
    allChatMessages[buyerId] = { buyerName: buyer, messages };
    allUnreadCounts[buyerId] = { buyer: 0, admin: t % 4 === 0 ? 2 : 0 };
  });

  return { products, orders, users, allChatMessages: chatStoreSchema.parse(allChatMessages), allUnreadCounts };
}

/**
 * The store as raw localStorage strings (JSON per key), and its size in characters (keys plus
 * values, the unit of Chromium's quota).
 */
export function serializeBenchStore(store: BenchStore): { raw: Record<string, string>; chars: number } {
  const raw: Record<string, string> = {};
  let chars = 0;
  for (const [key, value] of Object.entries(store)) {
    raw[key] = JSON.stringify(value);
    chars += key.length + raw[key].length;
  }
  return { raw, chars };
}
