/**
 * Readable activity details (spec section 2, "Admin sales history": details shown readably instead
 * of raw JSON): each key gets an Indonesian label, money is formatted as Rupiah, yes/no as
 * 'Ya'/'Tidak', a change `{ from, to }` as 'from → to', a partner id as its name with the id
 * after it, and nested objects and lists become nested items. Long texts (e.g. image data URLs)
 * are shortened.
 */
import { formatRupiah } from '@/shared/format';
import { accountMessages } from '@/shared/messages-account';
import { isProductStatus, PRODUCT_STATUS_LABELS } from '@/domain/core/vocabulary';

/** One line of the details: a label and either a text or nested lines. */
export type DetailItem =
  | { key: string; label: string; value: string }
  | { key: string; label: string; children: DetailItem[] };

/** Indonesian labels of the detail keys the shop writes (src/data and the seed). */
export const DETAIL_LABELS: Record<string, string> = {
  productId: 'ID Produk',
  name: 'Nama',
  category: 'Kategori',
  price: 'Harga',
  stock: 'Stok',
  partnerId: 'Mitra',
  location: 'Lokasi',
  description: 'Deskripsi',
  image: 'Gambar',
  changes: 'Perubahan',
  oldPrice: 'Harga Lama',
  newPrice: 'Harga Baru',
  field: 'Bidang',
  oldEmail: 'Email Lama',
  newEmail: 'Email Baru',
  emailChanged: 'Email diubah',
  imageChanged: 'Foto profil diubah',
  success: 'Berhasil',
  reason: 'Alasan',
  orderId: 'ID Pesanan',
  quantity: 'Jumlah',
  items: 'Barang',
};

/** Keys whose numbers are Rupiah. */
const MONEY_KEY = /price|amount|total/i;

/** Longest text shown in full (characters). */
const MAX_TEXT = 80;

/** Stored reasons of a failed password change → their messages. */
const REASONS: Record<string, string> = {
  oldPassword: accountMessages.oldPasswordWrong,
  newPassword: accountMessages.newPasswordTooShort,
  confirmPassword: accountMessages.confirmMismatch,
};

/** 'camelCaseKey' → 'Camel case key' for keys without a label. */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return isRecord(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;
}

/**
 * Names for the ids the details carry, known to the page: a partner's name by its id. An id
 * without a name (a deleted partner) shows as the bare id.
 */
export interface DetailNames {
  partners?: ReadonlyMap<string, string>;
}

/** A leaf value as text; `key` decides money formatting, `names` the names of ids. */
export function formatDetailValue(key: string, value: unknown, names: DetailNames = {}): string {
  if (value === null || value === undefined || value === '') return '-';
  if (key === 'partnerId' && typeof value === 'string') {
    const name = names.partners?.get(value);
    return name ? `${name} (${value})` : value;
  }
  // A product's `Status Produk` code ('draft') as its label ('Draf').
  if (key === 'status' && isProductStatus(value)) return PRODUCT_STATUS_LABELS[value];
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') return MONEY_KEY.test(key) ? formatRupiah(value) : String(value);
  if (typeof value === 'string') {
    if (key === 'reason' && REASONS[value]) return REASONS[value];
    if (value.startsWith('data:')) return '(gambar diunggah)';
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  }
  if (Array.isArray(value)) return value.map((v) => formatDetailValue(key, v, names)).join(', ');
  if (isChange(value))
    return `${formatDetailValue(key, value.from, names)} → ${formatDetailValue(key, value.to, names)}`;
  return JSON.stringify(value);
}

function describe(key: string, value: unknown, label: string, names: DetailNames): DetailItem {
  if (
    isChange(value) ||
    !(
      isRecord(value) ||
      (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null))
    )
  ) {
    return { key, label, value: formatDetailValue(key, value, names) };
  }
  if (Array.isArray(value)) {
    return { key, label, children: value.map((item, i) => describe(key, item, String(i + 1), names)) };
  }
  return { key, label, children: describeDetails(value, names) };
}

/**
 * The details of an activity entry as labelled lines, in the stored key order.
 * @param details - the entry's free `details` object (absent: no lines).
 * @param names - names of the ids it may carry ({@link DetailNames}).
 */
export function describeDetails(details: Record<string, unknown> | undefined, names: DetailNames = {}): DetailItem[] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) =>
    describe(key, value, DETAIL_LABELS[key] ?? humanise(key), names),
  );
}
