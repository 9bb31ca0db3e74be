import type { SettingsSectionKey } from '@/domain/settings/sections';
import { MAX_ORDER_LINES } from '@/domain/orders/limits';

/** What a settings card says: its section's element id, heading, description and button. */
export interface SettingsCardTexts {
  /** The section element's id (e.g. `batas-stok`). */
  id: string;
  /** The card's heading and the region's accessible name. */
  title: string;
  /** The line under the heading. */
  description: string;
  /** The submit button's text and accessible name. */
  submitLabel: string;
}

/**
 * The back office's store settings cards (docs/product/ui-names.md; spec section 2, "Admin
 * settings"), in page order, by their section's key (src/domain/settings/sections.ts).
 */
export const SETTINGS_CARDS = {
  store: {
    id: 'toko',
    title: 'Pengaturan Toko',
    description: 'Identitas toko, penerima email pesanan, kontak, dan mode pemeliharaan.',
    submitLabel: 'Simpan Pengaturan',
  },
  orderLimits: {
    id: 'batas-pesanan',
    title: 'Batas Pesanan',
    description: `Batas belanja per pembeli agar stok tidak habis diborong. Satu pesanan berisi paling banyak ${MAX_ORDER_LINES} produk berbeda.`,
    submitLabel: 'Simpan Batas Pesanan',
  },
  orderFlow: {
    id: 'alur-pesanan',
    title: 'Alur Pesanan',
    description: 'Batas waktu pembayaran, penyelesaian otomatis, dan verifikasi pembayaran oleh admin.',
    submitLabel: 'Simpan Alur Pesanan',
  },
  lowStock: {
    id: 'batas-stok',
    title: 'Batas Stok Menipis',
    description: "Produk dengan stok sebanyak ini atau kurang ditandai 'Stok menipis' di Daftar Produk.",
    submitLabel: 'Simpan Batas Stok',
  },
  shippingTable: {
    id: 'ongkos-kirim',
    title: 'Ongkos Kirim',
    description:
      'Kurir dan tarifnya per kilogram (dibulatkan ke atas, minimal 1 kg) untuk setiap kabupaten/kota di Aceh dan luar Aceh.',
    submitLabel: 'Simpan Ongkos Kirim',
  },
  paymentAccounts: {
    id: 'rekening-pembayaran',
    title: 'Rekening Pembayaran',
    description:
      'Ditampilkan kepada pembeli pada petunjuk pembayaran sesuai metode yang dipilih. Kosongkan yang tidak tersedia.',
    submitLabel: 'Simpan Rekening',
  },
} as const satisfies Record<SettingsSectionKey, SettingsCardTexts>;
