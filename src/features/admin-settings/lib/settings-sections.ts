/**
 * The back office's settings sections (docs/product/ui-names.md "Admin"): `Pengaturan` at
 * /admin/settings lists them, each opens its own page /admin/settings/<slug> with its cards, so
 * no page is long on a phone. The paths are the route manifest's (src/shared/routes.ts); a unit
 * test keeps the two in step.
 */

/** One settings section: its page's slug, name (its h1 and link text) and one-line description. */
export interface SettingsSectionInfo {
  /** The last path segment, `/admin/settings/<slug>`. */
  slug: string;
  /** The section's name: its link on the index, its page's h1. */
  name: string;
  /** One line under the link: what the section holds. */
  description: string;
}

/** A group of sections on the index, under its own heading. */
export interface SettingsSectionGroup {
  /** The group's heading on the index. */
  title: string;
  sections: readonly SettingsSectionInfo[];
}

/** The settings index's groups, in page order. */
export const SETTINGS_SECTION_GROUPS = [
  {
    title: 'Akun Anda',
    sections: [
      {
        slug: 'akun',
        name: 'Akun Saya',
        description: 'Profil, kata sandi, dan keluar dari semua perangkat.',
      },
      {
        slug: 'notifikasi',
        name: 'Notifikasi',
        description: 'Pemberitahuan pesanan baru di bilah atas.',
      },
    ],
  },
  {
    title: 'Toko & Penjualan',
    sections: [
      {
        slug: 'toko',
        name: 'Toko',
        description: 'Identitas toko, email pesanan, kontak, dan mode pemeliharaan.',
      },
      {
        slug: 'pembayaran',
        name: 'Pembayaran',
        description: 'Rekening bank, e-wallet, dan QRIS untuk pembeli.',
      },
      {
        slug: 'pesanan',
        name: 'Pesanan',
        description:
          'Batas waktu bayar, verifikasi pembayaran, selesai otomatis, dan batas belanja.',
      },
      {
        slug: 'pengiriman',
        name: 'Pengiriman',
        description: 'Kurir dan ongkos kirim per kabupaten/kota.',
      },
      { slug: 'produk', name: 'Produk', description: 'Batas stok menipis di Daftar Produk.' },
    ],
  },
  {
    title: 'Pengguna & Data',
    sections: [
      { slug: 'pengguna', name: 'Pengguna', description: 'Peran admin atau pembeli setiap akun.' },
      { slug: 'cadangan', name: 'Cadangan', description: 'Unduh dan pulihkan semua data toko.' },
    ],
  },
] as const satisfies readonly SettingsSectionGroup[];

/** A settings section's slug. */
export type SettingsSlug = (typeof SETTINGS_SECTION_GROUPS)[number]['sections'][number]['slug'];

/** A section with its slug typed. */
export type SettingsSectionEntry = SettingsSectionInfo & { slug: SettingsSlug };

/** Every section, in index order. */
export const SETTINGS_SECTIONS: readonly SettingsSectionEntry[] = SETTINGS_SECTION_GROUPS.flatMap(
  (group): readonly SettingsSectionEntry[] => group.sections,
);

/** The settings index's path. */
export const SETTINGS_INDEX_PATH = '/admin/settings';

/** A section's page path, `/admin/settings/<slug>`. */
export function settingsSectionPath(slug: SettingsSlug): string {
  return `${SETTINGS_INDEX_PATH}/${slug}`;
}
