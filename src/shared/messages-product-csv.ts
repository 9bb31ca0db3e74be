/**
 * The texts of the product import and export by CSV (`Impor Produk`, `Ekspor Produk`,
 * `Unduh Templat CSV`; src/domain/catalog/product-csv.ts, docs/product/ui-names.md). A catalogue of
 * its own beside src/shared/messages.ts, so the import's texts sit in one place.
 */

/** What the product import and export say. */
export const productCsvMessages = {
  importButton: 'Impor Produk',
  exportButton: 'Ekspor Produk',
  templateButton: 'Unduh Templat CSV',
  dialogTitle: 'Impor Produk dari CSV',
  dialogDescription:
    'Pilih berkas CSV (satu baris per varian). Produk dengan ID Produk atau SKU yang sudah ada diperbarui, yang lain ditambahkan. Tidak ada yang disimpan sebelum Anda mengonfirmasi.',
  fileLabel: 'Berkas CSV',
  checking: 'Memeriksa berkas…',
  previewTitle: 'Pratinjau Impor',
  previewCounts: (creates: number, updates: number) => `${creates} produk baru, ${updates} produk diperbarui.`,
  errorsTitle: (n: number) => `${n} kesalahan — perbaiki berkas lalu pilih lagi. Tidak ada yang disimpan.`,
  errorTableLabel: 'Kesalahan per baris',
  errorRowHeader: 'Baris',
  errorMessageHeader: 'Kesalahan',
  confirm: 'Impor Sekarang',
  importing: 'Mengimpor…',
  done: (creates: number, updates: number) => `Impor selesai: ${creates} produk baru, ${updates} diperbarui.`,
  exported: (n: number) => `${n} produk diekspor.`,
  /** A row's error: the spreadsheet's row number (the header is row 1), the column, the rule's message. */
  rowError: (row: number, message: string, column?: string) => `Baris ${row}${column ? ` (${column})` : ''}: ${message}`,
  empty: 'Berkas tidak berisi baris produk.',
  tooManyRows: (max: number) => `Paling banyak ${max.toLocaleString('id-ID')} baris per berkas.`,
  tooLarge: (mb: number) => `Berkas CSV paling besar ${mb} MB.`,
  missingColumn: (column: string) => `Kolom "${column}" tidak ada di baris judul.`,
  unreadable: 'Berkas CSV tidak dapat dibaca.',
  formulaCell: 'sel tidak boleh diawali =, +, -, @, tab atau baris baru.',
  idInvalid: 'ID Produk harus angka bulat.',
  idUnknown: (id: string) => `tidak ada produk dengan ID Produk ${id}.`,
  statusInvalid: 'Status Produk harus Draf, Aktif atau Arsip.',
  repeatedRow: 'produk tanpa variasi hanya boleh satu baris; isi Nama Variasi dan Pilihan Variasi untuk varian.',
  skuWithoutVariation: 'SKU hanya disimpan untuk varian; kosongkan SKU produk tanpa variasi.',
  skuSeveralProducts: 'SKU di baris ini milik beberapa produk berbeda.',
  skuTwiceInFile: (sku: string) => `SKU ${sku} dipakai lebih dari satu produk di berkas ini.`,
  /** A later row of a product whose product-level cell (name, category, photos…) says something else than the row the product is read from. */
  differsFromRow: (row: number) => `berbeda dari baris ${row} untuk produk yang sama; kosongkan atau samakan isinya.`,
  productTwiceInFile: 'produk ini sudah diperbarui oleh baris lain di berkas ini.',
  imageNotShop: 'Foto harus gambar yang sudah diunggah ke toko (/api/images/… atau /images/…).',
  invalid: (n: number) => `Impor dibatalkan: ${n} kesalahan di berkas. Tidak ada yang disimpan.`,
  rateLimited: (wait: string) => `Terlalu banyak impor produk. Coba lagi dalam ${wait}.`,
  activity: (creates: number, updates: number) => `Mengimpor produk dari CSV: ${creates} baru, ${updates} diperbarui`,
} as const;
