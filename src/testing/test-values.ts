/**
 * Test data the tests of both modes send: the browser adapters' tests, the HTTP adapter's and the
 * server's. One definition each, so a rule that changes what is valid changes one place.
 */
import type { User } from '@/domain/core/records';
import type { VoucherInput } from '@/domain/vouchers/inputs';
import type { StoredVoucher } from '@/domain/vouchers/records';

/** A real 1×1 PNG as a data URL (a stored or uploaded image; the server checks an upload's bytes). */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A buyer's valid checkout details (spec section 3.5): Banda Aceh, paid by GoPay. */
export const shipping = {
  customerName: 'Cut Nyak Dhien',
  customerPhone: '081234567890',
  shippingAddress: 'Jl. Teuku Umar No. 1, Banda Aceh',
  postalCode: '23243',
  paymentMethod: 'GoPay',
  destination: 'Kota Banda Aceh',
  courierId: 'jne',
};

/**
 * Cut Meutia's valid checkout details (spec section 3.5): Banda Aceh, paid by GoPay, sent by JNE.
 * The load scenarios, the server's start-up test and the reliability suites send it.
 */
export const meutiaCheckout = {
  customerName: 'Cut Meutia',
  customerPhone: '081234567890',
  shippingAddress: 'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
  postalCode: '23116',
  paymentMethod: 'GoPay',
  destination: 'Kota Banda Aceh',
  courierId: 'jne',
};

/**
 * A valid new product for the back office's save, without its image (each test gives the image
 * its adapter takes: a data URL in browser mode, an `/api/images/<id>` URL on the server).
 */
export const newProduct = {
  name: 'Kopi Luwak Gayo',
  category: 'Minuman',
  price: 250000,
  stock: 10,
  location: 'Takengon',
  partnerId: 'P002',
  description: 'Kopi istimewa.',
};

/**
 * A buyer account from the prototype's days (`lama`, `USR900`): stored with its plain `password`
 * ('rahasia-lama') instead of a hash, which an export must hash and a restore must keep able to sign in.
 */
export const legacyBuyer: User = {
  id: 'USR900',
  username: 'lama',
  email: 'lama@example.com',
  role: 'buyer',
  profileImage: '',
  addresses: [],
  password: 'rahasia-lama',
};

/**
 * The buyer's pages (spec section 2; the route manifest's `access: 'buyer'`), in the manifest's
 * order: the role guard lets only a buyer open them, robots.txt keeps search engines out.
 */
export const BUYER_PAGES = [
  '/cart',
  '/checkout',
  '/payment-confirmation',
  '/pesanan-saya',
  '/purchase-history',
  '/settings',
  '/layanan-auth',
  '/tentang-kami-auth',
  '/lokasi-toko-auth',
] as const;

/**
 * The seed's product 1 as a chat message carries it: named, priced and
 * pictured by the catalogue, its partner's name joined, whatever the client sent.
 */
export const kopiGayoAttachment = {
  id: 1,
  name: 'Kopi Arabika Gayo',
  partnerName: 'Koperasi Kopi Gayo Lestari',
  price: 85000,
  image: '/images/products/kopi-arabika-gayo.svg',
};

/** `HEMAT10` as the owner's form sends it: 10 %, at most Rp 20.000, from Rp 50.000, 50 uses, one per buyer. */
export const HEMAT10_INPUT: VoucherInput = {
  code: 'hemat10',
  discountType: 'percent',
  value: '10',
  maxDiscount: '20000',
  minSpend: '50000',
  quota: '50',
  perBuyerLimit: '1',
  startsAt: '2026-12-01T00:00',
  endsAt: '',
  productIds: [],
  categories: [],
  active: true,
  showInStore: false,
};

/**
 * HEMAT10 as stored (10 %, at most Rp 20.000, from Rp 50.000, 50 uses, one per buyer; active,
 * shown in the shop, no period, none used), with `changes`.
 */
export function storedHemat10(changes: Partial<StoredVoucher> = {}): StoredVoucher {
  return {
    id: 'V-HEMAT10',
    code: 'HEMAT10',
    discountType: 'percent',
    value: 10,
    maxDiscount: 20_000,
    minSpend: 50_000,
    productIds: [],
    categories: [],
    quota: 50,
    perBuyerLimit: 1,
    used: 0,
    startsAt: null,
    endsAt: null,
    active: true,
    showInStore: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...changes,
  };
}

/** {@link HEMAT10_INPUT} as the form's schema accepts it (the code upper-cased, 1 Dec 00:00 WIB in UTC). */
export const HEMAT10_FIELDS = {
  code: 'HEMAT10',
  discountType: 'percent',
  value: 10,
  maxDiscount: 20_000,
  minSpend: 50_000,
  quota: 50,
  perBuyerLimit: 1,
  startsAt: '2026-11-30T17:00:00.000Z',
  endsAt: null,
  productIds: [],
  categories: [],
  active: true,
  showInStore: false,
} as const;
