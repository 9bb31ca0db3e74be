/**
 * The back office's texts: part of the message catalogue (./messages.ts holds the storefront's;
 * docs/decisions/029-message-modules.md), in a module of its own so the storefront's first load
 * does not carry them.
 */

import { activityMessages } from './messages-activity';
import { storedSettingsMessages } from './messages-stored-settings';

/** Messages of the back office (spec sections 2, 5, 8). */
export const adminMessages = {
  ...storedSettingsMessages,
  /** The owner's payment check (`Verifikasi Pembayaran oleh Admin`). */
  paymentReview: {
    /** The back office's flag of a payment waiting for verification past `Batas Waktu Verifikasi`. */
    overdue: 'Melewati batas verifikasi',
    verified: (id: string) => `Pembayaran pesanan ${id} diterima. Pesanan diproses.`,
    rejected: (id: string) => `Pembayaran pesanan ${id} ditolak. Pembeli diminta membayar ulang.`,
    notVerifying: 'Pesanan ini tidak menunggu verifikasi pembayaran.',
    reasonInvalid: 'Alasan penolakan wajib diisi (maksimal 300 karakter).',
  },
  /** The owner's order-flow settings ('Alur Pesanan'). */
  orderFlow: {
    ...storedSettingsMessages.orderFlow,
    saved: 'Alur pesanan berhasil disimpan!',
  },
  productRequired: 'Harap lengkapi semua bidang, termasuk gambar produk.',
  priceInvalid: 'Harga harus berupa angka 0 atau lebih.',
  stockInvalid: 'Stok harus berupa bilangan bulat 0 atau lebih.',
  priceTooLarge: 'Harga maksimal Rp 1.000.000.000.',
  // `Harga Promo`, `Promo Mulai`, `Promo Berakhir` (docs/product/decisions.md "Promo price").
  promoPriceInvalid: 'Harga Promo harus berupa bilangan bulat 1 atau lebih.',
  promoPriceNotLower: 'Harga Promo harus lebih rendah dari Harga.',
  promoPriceRequired: 'Isi Harga Promo untuk mengatur periode promo.',
  promoDateInvalid: 'Tanggal dan jam tidak valid.',
  promoPeriodInvalid: 'Promo Berakhir harus setelah Promo Mulai.',
  stockTooLarge: 'Stok maksimal 1.000.000.000.',
  productAdded: 'Produk berhasil ditambahkan!',
  productUpdated: 'Produk berhasil diperbarui!',
  productDeleted: 'Produk berhasil dihapus!',
  productDeleteConfirm: 'Apakah Anda yakin ingin menghapus produk ini?',
  partnerRequired: 'Harap lengkapi semua bidang.',
  /** The product dialog waits for the partner list ('Mitra') before showing the form. */
  partnersLoading: 'Memuat daftar mitra...',
  partnersLoadFailed: 'Daftar mitra gagal dimuat.',
  latitudeInvalid: 'Latitude harus berupa angka antara -90 dan 90.',
  longitudeInvalid: 'Longitude harus berupa angka antara -180 dan 180.',
  partnerAdded: 'Mitra berhasil ditambahkan!',
  partnerUpdated: 'Mitra berhasil diperbarui!',
  partnerNotFound: 'Mitra tidak ditemukan.',
  orderUpdated: activityMessages.orderUpdated,
  trackingNumberInvalid: 'Nomor resi wajib diisi: 5 sampai 40 huruf, angka atau tanda hubung.',
  cancelReasonInvalid: 'Alasan pembatalan wajib diisi (maksimal 300 karakter).',
  orderFinal: 'Pesanan yang sudah dibatalkan tidak dapat diubah lagi.',
  whatsappInvalid: 'Nomor WhatsApp harus nomor seluler Indonesia, misalnya +62 812-3456-7890.',
  instagramInvalid: 'Nama akun Instagram tidak valid.',
  tiktokInvalid: 'Nama akun TikTok tidak valid.',
  storeSaved: 'Pengaturan toko berhasil disimpan!',
  orderLimitsSaved: 'Batas pesanan berhasil disimpan!',
  lowStockSaved: 'Batas stok menipis berhasil disimpan!',
  /** 'Kirim Ulang {order id}' of the e-mail log (src/domain/orders/email-log.ts). */
  emailResend: {
    notFound: 'Log email tidak ditemukan.',
    notFailed: 'Hanya email yang gagal yang dapat dikirim ulang.',
    alreadyResent: 'Email ini sudah dikirim ulang. Lihat catatan terbarunya.',
    unavailable: 'Email tidak dapat dikirim ulang saat ini. Silakan coba lagi.',
    resent: (orderId: string) => `Email pesanan ${orderId} dikirim ulang.`,
    resentFailed: (orderId: string) => `Email pesanan ${orderId} masih gagal dikirim.`,
  },
  notificationsSaved: 'Preferensi notifikasi berhasil disimpan!',
  roleUpdated: (role: string) => `Peran pengguna berhasil diperbarui menjadi ${role}!`,
  userNotFound: 'Pengguna tidak ditemukan.',
  noActivity: 'Belum ada aktivitas yang tercatat.',
  backupInvalid: (detail: string) =>
    `Berkas cadangan tidak valid: ${detail}. Tidak ada data yang diubah.`,
  backupRestored: 'Cadangan data berhasil dipulihkan!',
} as const;
