/**
 * The texts of the vouchers shown in the shop (`Voucher Toko`, docs/product/vouchers.md "In the
 * shop"; src/domain/vouchers/shown.ts `shownVoucherText`): the terms, `Salin` and its toasts. A
 * catalogue of its own (src/shared/messages.ts holds the rest), so only the pages that show
 * vouchers carry it.
 */

/** What the voucher cards say. */
export const shownVoucherMessages = {
  heading: 'Voucher Toko',
  fixed: (amount: string) => `Voucher ${amount}`,
  percent: (percent: number) => `Diskon ${percent}%`,
  freeShipping: 'Gratis Ongkir',
  upTo: (amount: string) => ` hingga ${amount}`,
  minSpend: (amount: string) => ` dengan min. belanja ${amount}`,
  copy: 'Salin',
  copyLabel: (code: string) => `Salin kode ${code}`,
  copied: (code: string) => `Kode voucher ${code} disalin.`,
  copyFailed: (code: string) => `Kode voucher tidak dapat disalin. Catat kode ${code}.`,
  until: (date: string) => `Berlaku sampai ${date}`,
};
