/**
 * The texts of the stored settings' bounds (`Maksimal per Produk`, the order limits, `Alur
 * Pesanan`, `Batas Stok Menipis`): part of the back office's texts (./messages-admin.ts includes
 * them), in a module of their own because browser mode reads every stored setting through its
 * schema at start, so these reach every first load and the rest of the back office's texts need not.
 */
export const storedSettingsMessages = {
  maxPerProductInvalid: 'Maksimal per produk harus bilangan bulat dari 1 sampai 999.',
  maxUnpaidOrdersInvalid: 'Maksimal pesanan belum dibayar harus bilangan bulat dari 1 sampai 50.',
  maxOpenOrdersInvalid: 'Maksimal pesanan terbuka per pembeli harus bilangan bulat dari 1 sampai 100.',
  maxOpenOrdersNewBuyerInvalid: 'Maksimal pesanan terbuka akun baru harus bilangan bulat dari 1 sampai 100.',
  lowStockThresholdInvalid: 'Batas stok menipis harus bilangan bulat dari 0 sampai 1000.',
  /** The order flow's bounds ('Alur Pesanan'). */
  orderFlow: {
    deadlineInvalid: 'Batas waktu pembayaran harus 1–168 jam.',
    autoCompleteInvalid: 'Selesai otomatis harus 1–30 hari.',
    verificationDeadlineInvalid: 'Batas waktu verifikasi harus 1–168 jam.',
  },
} as const;
