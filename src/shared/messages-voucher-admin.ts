/**
 * The texts of the back office's `Voucher` page (docs/product/vouchers.md "The owner's page";
 * docs/product/ui-names.md "Admin"): its toasts, its confirmation and the way a voucher's
 * discount, uses and period are written. A catalogue of its own (src/shared/messages.ts holds the
 * rest, `voucherMessages` the form's and the checkout's refusals), so only the page's chunk
 * carries it.
 */
import { formatDateTime, formatRupiah } from './format';

/** `Jenis Diskon`'s labels by stored kind (src/domain/vouchers/discount.ts `DISCOUNT_TYPES`). */
export const DISCOUNT_TYPE_LABELS = {
  percent: 'Persen',
  fixed: 'Nominal',
  freeShipping: 'Gratis Ongkir',
} as const;

/** What the page says. */
export const voucherAdminMessages = {
  title: 'Voucher',
  add: 'Tambah Voucher',
  addDialog: 'Tambah Voucher Baru',
  editDialog: 'Ubah Voucher',
  dialogDescription: 'Kosongkan Berlaku Mulai untuk berlaku sejak disimpan, dan Berlaku Sampai untuk tanpa batas waktu (WIB).',
  loading: 'Memuat voucher...',
  empty: 'Belum ada voucher.',
  listLabel: 'Daftar voucher',
  added: 'Voucher berhasil ditambahkan!',
  updated: 'Voucher berhasil diperbarui!',
  paused: (code: string) => `Voucher ${code} dijeda.`,
  resumed: (code: string) => `Voucher ${code} diaktifkan.`,
  deleted: 'Voucher berhasil dihapus!',
  deleteTitle: 'Hapus voucher?',
  deleteConfirm: 'Voucher yang dihapus tidak dapat dikembalikan. Voucher yang sudah dipakai hanya dapat dijeda.',
  statusActive: 'Aktif',
  statusPaused: 'Dijeda',
  shownInStore: 'Tampil di toko',
  allProducts: 'Semua produk',
  scopeProducts: (n: number) => `${n} produk`,
  scopeCategories: (n: number) => `${n} kategori`,
  used: (used: number, quota: number) => `Terpakai ${used}/${quota}`,
  discountGiven: 'Diskon Diberikan',
  ordersButton: (code: string) => `Pesanan ${code}`,
  usesTitle: (code: string) => `Pesanan dengan voucher ${code}`,
  usesDescription: 'Pesanan terbaru di atas; waktu dalam WIB.',
  usesLoading: 'Memuat pesanan...',
  usesEmpty: 'Belum ada pesanan dengan voucher ini.',
  usesCaption: (code: string) => `Daftar pesanan dengan voucher ${code}`,
  usesPagination: 'Halaman pesanan dengan voucher',
  usesNoun: 'pesanan',
  useActive: 'Terpakai',
  useReleased: 'Dibatalkan — kuota dikembalikan',
  always: 'Tanpa batas waktu',
  scopeHint: 'Kosongkan keduanya agar voucher berlaku untuk semua produk.',
  productSearchLabel: 'Cari produk untuk voucher',
  productSearchPlaceholder: 'Ketik nama produk',
  productsLoading: 'Memuat produk...',
  noProductMatch: 'Tidak ada produk yang cocok.',
  categoriesLoading: 'Memuat kategori...',
} as const;

/** A voucher's discount as the list writes it. */
export interface VoucherValueTerms {
  discountType: keyof typeof DISCOUNT_TYPE_LABELS;
  /** Percent for `percent`, Rupiah for `fixed`. */
  value: number;
  /** Rupiah, or null for none. */
  maxDiscount: number | null;
}

/**
 * A voucher's kind and value, e.g. '10% maks. Rp 20.000', 'Rp 10.000', 'Gratis Ongkir maks.
 * Rp 15.000' (amounts by `formatRupiah`, with its non-breaking space).
 */
export function describeVoucherValue({ discountType, value, maxDiscount }: VoucherValueTerms): string {
  const cap = maxDiscount === null ? '' : ` maks. ${formatRupiah(maxDiscount)}`;
  if (discountType === 'percent') return `${value}%${cap}`;
  if (discountType === 'fixed') return formatRupiah(value);
  return `${DISCOUNT_TYPE_LABELS.freeShipping}${cap}`;
}

/**
 * A voucher's period in WIB, e.g. '1 Des 2026, 08.00 – 31 Des 2026, 23.59 WIB', 'Mulai 1 Des
 * 2026, 08.00 WIB', 'Sampai 31 Des 2026, 23.59 WIB' or 'Tanpa batas waktu'.
 * @param startsAt - ISO instant, or null (from its creation).
 * @param endsAt - ISO instant, or null (no end).
 */
export function describeVoucherPeriod(startsAt: string | null, endsAt: string | null): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)} WIB`;
  if (startsAt) return `Mulai ${formatDateTime(startsAt)} WIB`;
  if (endsAt) return `Sampai ${formatDateTime(endsAt)} WIB`;
  return voucherAdminMessages.always;
}
