/**
 * The texts of a voucher shown in the shop (the home and product pages' `Voucher Toko`; its
 * `Salin` and toasts; src/domain/vouchers/shown.ts `shownVoucherText`), in a module of their own:
 * those pages carry these and not the checkout's and the owner's voucher texts
 * (./messages-voucher.ts, which includes them as `voucherMessages.shown`).
 */
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
} as const;
