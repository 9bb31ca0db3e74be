/**
 * The shipping table's and the shipping cost's texts: part of the message catalogue (./messages.ts
 * holds the storefront's; docs/decisions/029-message-modules.md), in a module of its own so the
 * storefront's first load does not carry them.
 */

/** Shipping cost (`Ongkos Kirim`; src/domain/shipping/cost.ts): checkout and the admin's table. */
export const shippingMessages = {
  destinationRequired: 'Pilih tujuan pengiriman.',
  courierRequired: 'Pilih kurir.',
  /** The chosen courier does not deliver to the chosen destination (or is no longer offered). */
  courierUnavailable: (courier: string, destination: string) =>
    `Kurir ${courier} tidak melayani pengiriman ke ${destination}. Pilih kurir lain.`,
  noCourier: 'Belum ada kurir yang melayani tujuan ini. Hubungi toko melalui chat.',
  weightInvalid: 'Berat harus bilangan bulat dari 1 sampai 50.000 gram.',
  rateInvalid: 'Tarif harus bilangan bulat Rupiah dari 0 sampai 10.000.000, atau kosong jika tidak melayani.',
  courierNameRequired: 'Nama kurir wajib diisi (paling banyak 40 karakter).',
  courierNameTaken: 'Nama kurir sudah dipakai kurir lain.',
  courierServesNothing: 'Kurir harus melayani paling sedikit satu tujuan.',
  trackingUrlInvalid: 'URL lacak harus diawali https:// (paling banyak 300 karakter), atau kosong.',
  tooManyCouriers: (max: number) => `Paling banyak ${max} kurir.`,
  noCouriers: 'Tambahkan paling sedikit satu kurir.',
  tableInvalid: 'Tabel ongkos kirim tidak valid.',
  saved: 'Ongkos kirim berhasil disimpan!',
} as const;
