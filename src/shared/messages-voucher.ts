/**
 * The vouchers' texts: part of the message catalogue (./messages.ts holds the storefront's;
 * docs/decisions/029-message-modules.md), a module of its own so that only the checkout and the
 * back office carry them.
 */
import { shownVoucherMessages } from './messages-voucher-shown';

/**
 * Vouchers (`Voucher Toko`, `Gratis Ongkir`; src/domain/vouchers, docs/product/vouchers.md): the
 * refusals at checkout and the back office's form. Amounts arrive formatted ('Rp 50.000').
 */
export const voucherMessages = {
  notFound: 'Voucher tidak ditemukan.',
  codeRequired: 'Masukkan Kode Voucher.',
  /** An order's line of a voucher's discount (its page, invoice and e-mails). */
  discountLine: (code: string) => `Diskon Voucher (${code})`,
  exhausted: 'Voucher sudah habis.',
  notStarted: 'Voucher belum berlaku.',
  ended: 'Voucher sudah tidak berlaku.',
  minSpend: (amount: string) => `Minimal belanja ${amount} untuk voucher ini.`,
  alreadyUsed: 'Anda sudah memakai voucher ini.',
  notApplicable: 'Voucher ini tidak berlaku untuk produk di keranjang Anda.',
  /** A voucher shown in the shop (./messages-voucher-shown.ts). */
  shown: shownVoucherMessages,
  oneOfEachKind: 'Satu pesanan hanya dapat memakai satu Voucher Toko dan satu voucher Gratis Ongkir.',
  codeInvalid: 'Kode Voucher harus 3 sampai 20 huruf atau angka, tanpa spasi.',
  discountTypeInvalid: 'Pilih Jenis Diskon: Persen, Nominal, atau Gratis Ongkir.',
  percentInvalid: 'Nilai Diskon persen harus bilangan bulat 1 sampai 100.',
  amountInvalid: 'Nilai Diskon harus bilangan bulat Rp 1 sampai Rp 100.000.000.',
  maxDiscountRequired: 'Isi Maksimal Diskon (Rp 1 sampai Rp 100.000.000).',
  maxDiscountInvalid: 'Maksimal Diskon harus bilangan bulat Rp 1 sampai Rp 100.000.000.',
  minSpendInvalid: 'Minimal Belanja harus bilangan bulat Rp 0 sampai Rp 1.000.000.000.',
  quotaInvalid: 'Kuota harus bilangan bulat 1 sampai 1.000.000.',
  perBuyerInvalid: 'Batas per Pembeli harus bilangan bulat 1 sampai 100, dan tidak melebihi Kuota.',
  dateInvalid: 'Tanggal tidak valid.',
  periodInvalid: 'Berlaku Sampai harus setelah Berlaku Mulai.',
  tooManyProducts: (max: number) => `Voucher paling banyak berlaku untuk ${max} produk.`,
  tooManyCategories: (max: number) => `Voucher paling banyak berlaku untuk ${max} kategori.`,
  codeTaken: 'Kode Voucher sudah dipakai voucher lain.',
  codeFixed: 'Kode voucher yang sudah dipakai tidak dapat diubah.',
  quotaBelowUses: (used: number) => `Kuota tidak boleh kurang dari jumlah pemakaian (${used}).`,
  tooMany: (max: number) => `Toko paling banyak menyimpan ${max} voucher. Hapus voucher yang belum pernah dipakai terlebih dahulu.`,
  notFoundById: 'Voucher tidak ditemukan.',
  usedNotDeleted: 'Voucher yang sudah dipakai tidak dapat dihapus. Jeda voucher ini agar tidak dapat dipakai lagi.',
} as const;
