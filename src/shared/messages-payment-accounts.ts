/**
 * The store's payment accounts' texts: part of the message catalogue (./messages.ts holds the
 * storefront's; docs/decisions/029-message-modules.md), in a module of its own so the storefront's
 * first load does not carry them.
 */

/** The store's payment accounts ('Rekening Pembayaran'; src/domain/payment/accounts.ts). */
export const paymentAccountMessages = {
  bankNameTooLong: 'Nama bank paling banyak 60 karakter.',
  accountNumberInvalid: 'Nomor rekening harus 5 sampai 20 digit angka.',
  accountHolderTooLong: 'Nama pemilik rekening paling banyak 100 karakter.',
  /** The three bank fields go together. */
  bankIncomplete: 'Lengkapi Nama Bank, Nomor Rekening, dan Atas Nama, atau kosongkan ketiganya.',
  ewalletNumberInvalid: 'Nomor e-wallet harus nomor ponsel Indonesia, misalnya 081234567890 atau +6281234567890.',
  qrisTooLong: 'Kode QRIS (teks) paling banyak 512 karakter.',
  qrisCharacters: 'Kode QRIS (teks) hanya boleh berisi huruf, angka, dan tanda baca ASCII tanpa baris baru.',
  qrisPrefix: 'Kode QRIS (teks) harus diawali 000201.',
  qrisChecksum: 'Kode QRIS (teks) harus diakhiri 6304 dan checksum CRC yang benar. Salin ulang dari QRIS toko.',
  saved: 'Rekening pembayaran berhasil disimpan!',
  /** Over the demo shop's made-up accounts (src/domain/payment/accounts.ts `isDemoAccounts`). */
  demoWarning: 'Rekening contoh — jangan transfer. Ini toko demo: rekening, nomor e-wallet, dan QRIS di bawah hanya contoh dan tidak menerima uang.',
  copied: 'Nomor rekening disalin.',
  copyFailed: 'Nomor rekening gagal disalin. Salin secara manual.',
  qrisFailed: 'Kode QRIS gagal ditampilkan. Hubungi toko melalui chat.',
} as const;
