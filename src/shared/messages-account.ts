/**
 * The account screens' texts (the buyer's and the owner's: sign-up, profile, addresses): part of
 * the message catalogue (./messages.ts holds the storefront's; docs/decisions/029-message-
 * modules.md), in a module of its own so the storefront's first load does not carry them.
 */

/** Messages of the buyer's and admin's account screens (spec sections 5 and 8). */
export const accountMessages = {
  /** A 21st saved address (`MAX_ADDRESSES`, src/domain/accounts/addresses.ts). */
  addressLimit: (max: number) => `Anda dapat menyimpan maksimal ${max} alamat. Hapus alamat yang tidak dipakai lagi terlebih dahulu.`,
  profileUpdated: 'Profil berhasil diperbarui!',
  adminProfileUpdated: 'Profil admin berhasil diperbarui!',
  oldPasswordWrong: 'Kata sandi lama salah.',
  newPasswordTooShort: 'Kata sandi baru minimal 6 karakter.',
  confirmMismatch: 'Konfirmasi kata sandi baru tidak cocok.',
  /** A new password equal to the old one (both modes). */
  newPasswordUnchanged: 'Kata sandi baru harus berbeda dari kata sandi lama.',
  /** A new password that is one of the shop's published demo passwords (server, shop open to the network). */
  newPasswordPublished: 'Kata sandi ini tercantum di dokumentasi toko. Pilih kata sandi lain.',
  /**
   * The screen an account sees first while its password is one others know: a
   * published demo password, or one the shop made up and showed once (first start, reset).
   */
  passwordChangeRequiredTitle: 'Ganti Kata Sandi',
  passwordChangeRequiredIntro:
    'Kata sandi akun ini diketahui orang lain (kata sandi demo, atau kata sandi sementara dari pengelola toko). Demi keamanan toko, pilih kata sandi baru sebelum melanjutkan.',
  passwordChanged: 'Kata sandi berhasil diubah!',
  adminPasswordChanged: 'Kata sandi admin berhasil diubah!',
  addressRequired: 'Harap lengkapi semua bidang.',
  addressAdded: 'Alamat berhasil ditambahkan!',
  addressUpdated: 'Alamat berhasil diperbarui!',
  addressDeleted: 'Alamat berhasil dihapus!',
  addressDeleteConfirm: 'Apakah Anda yakin ingin menghapus alamat ini?',
  addressesEmpty: 'Anda belum memiliki alamat tersimpan.',
  addressNotFound: 'Alamat tidak ditemukan.',
  imageTooLarge: 'Gambar terlalu besar. Pilih gambar yang lebih kecil.',
  imageInvalid: 'Berkas harus berupa gambar (JPG, PNG, WebP, atau GIF).',
} as const;
