/**
 * The message catalogue's storefront part: the user-facing error, success and empty-state texts
 * (spec section 8, docs/product/decisions.md) that the storefront's pages show, and the server's
 * answers. The back office's, the account screens', the chat's, the vouchers', the shipping
 * table's and the activity log's texts sit beside it in ./messages-*.ts, so the storefront's
 * first load does not carry them (docs/decisions/029-message-modules.md); every one is listed in
 * src/shared/message-catalogue.ts, which the catalogue's tests read.
 *
 * Long on purpose: the storefront's texts in one file, so a reviewer reads them together.
 */
export const messages = {
  auth: {
    loading: 'Memeriksa sesi masuk...',
    registerRequired: 'Username, email, dan password tidak boleh kosong.',
    /** Browser mode: e-mail verification needs the server (docs/decisions/022-verified-email.md). */
    emailVerificationServerOnly: 'Verifikasi e-mail hanya tersedia pada mode server toko.',
    usernameTaken: 'Username sudah digunakan.',
    emailTaken: 'Email sudah digunakan.',
    emailInvalid: 'Format email tidak valid.',
    usernameInvalid:
      'Username hanya boleh berisi huruf, angka, titik, garis bawah, atau tanda hubung (3–30 karakter).',
    passwordTooShort: 'Password minimal 6 karakter.',
    registerSuccess: 'Registrasi berhasil! Silakan masuk.',
    registerFailed: 'Registrasi gagal. Silakan coba lagi.',
    loginInvalid: 'Username atau password salah.',
    loginFailed: 'Gagal masuk. Periksa username dan password Anda.',
    /**
     * A published demo password on a shop reached from beyond its machine (docs/security.md
     * "Seeded accounts"): refused at sign-in and as the old password of a change.
     */
    demoPasswordExposed: 'Kata sandi demo tidak dapat dipakai di toko yang terbuka untuk umum. Jalankan npm run admin:reset-password.',
    loginSuccess: (username: string) => `Selamat datang, ${username}!`,
    logoutSuccess: 'Anda telah keluar.',
    /** After `Keluar dari semua perangkat`. */
    logoutEverywhereSuccess: 'Anda telah keluar dari semua perangkat.',
    loginRequiredBuyer: 'Silakan masuk sebagai pembeli untuk melanjutkan.',
    noAccess: 'Anda tidak memiliki akses ke halaman ini.',
  },
  permission: {
    adminOnly: 'Anda tidak memiliki akses ke halaman ini.',
    buyerOnly: 'Hanya pembeli yang dapat melakukan tindakan ini.',
    signInRequired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    roleChangeForbidden: 'Anda tidak memiliki izin untuk mengubah peran pengguna.',
    ownRoleForbidden: 'Anda tidak dapat mengubah peran Anda sendiri dari admin.',
  },
  catalog: {
    productNotFound: 'Produk tidak ditemukan.',
    outOfStock: 'Stok habis',
    /** Before the struck-through normal price of a running promo, for a screen reader. */
    normalPrice: 'Harga normal',
    /** The badge of a running promo: its discount, rounded down (src/domain/catalog/promo.ts). */
    promoBadge: (percent: number) => `-${percent}%`,
    /** A product of a partner (mitra) that is `Nonaktif` (src/domain/catalog/on-sale.ts): its page, its cart line. */
    offSale: 'Produk ini sedang tidak dijual.',
    offSaleBadge: 'Tidak dijual',
    noResults: 'Tidak ada produk yang cocok dengan pencarian Anda.',
    empty: 'Belum ada produk.',
    addedToCart: (name: string) => `${name} ditambahkan ke keranjang!`,
    chatRequiresBuyer: 'Anda harus masuk sebagai pembeli untuk chat dengan penjual.',
    sortInvalid: 'Urutan produk tidak dikenal.',
    pageInvalid: 'Nomor halaman tidak valid.',
    searchInvalid: 'Pencarian produk tidak valid.',
    searchTooLong: 'Teks pencarian maksimal 200 karakter.',
    priceRangeInvalid: 'Rentang harga tidak valid.',
  },
  review: {
    required: 'Silakan isi ulasan dan penilaian.',
    tooLong: 'Ulasan maksimal 2.000 karakter.',
    success: 'Ulasan Anda berhasil dikirim!',
    /** The buyer's second review of a product edited their first (one review per product and buyer). */
    updated: 'Ulasan Anda berhasil diperbarui!',
    empty: 'Belum ada ulasan untuk produk ini.',
    /** The mark of a review whose author has a Completed order with the product (src/domain/catalog/reviews.ts). */
    verifiedBuyer: 'Pembeli Terverifikasi',
  },
  cart: {
    empty: 'Keranjang Anda Kosong',
    insufficientStock: (name: string) => `Stok untuk ${name} tidak mencukupi!`,
    removed: (name: string) => `${name} dihapus dari keranjang.`,
    productGone: (name: string) => `${name} sudah tidak tersedia dan dihapus dari keranjang.`,
    /** A line of a product whose partner is `Nonaktif` (src/domain/catalog/on-sale.ts). */
    productOffSale: (name: string) => `${name} sedang tidak dijual. Hapus dari keranjang untuk melanjutkan.`,
    /** A line above the store's `Maksimal per Produk` (src/domain/orders/limits.ts). */
    quantityLimit: (name: string, max: number) => `Maksimal ${max} unit ${name} per pesanan.`,
    /** An add of units that is no whole number from 1 to 999 (src/domain/cart/lines.ts `isAddQuantity`). */
    quantityInvalid: 'Jumlah harus bilangan bulat 1 sampai 999.',
    /** A cart or an order with more distinct products than `MAX_ORDER_LINES`. */
    linesLimit: (max: number) =>
      `Satu pesanan maksimal berisi ${max} produk berbeda. Selesaikan pesanan ini dulu, lalu pesan produk lainnya di pesanan berikutnya.`,
  },
  checkout: {
    shippingRequired: 'Harap lengkapi semua detail pengiriman.',
    postalCodeInvalid: 'Kode pos harus 5 digit angka.',
    phoneInvalid: 'Nomor telepon harus 9–15 digit angka, boleh diawali +.',
    fieldTooLong: 'Isian terlalu panjang.',
    /** `Catatan untuk Penjual` longer than `MAX_BUYER_NOTE_LENGTH` (src/domain/orders/inputs.ts). */
    buyerNoteTooLong: 'Catatan untuk penjual maksimal 200 karakter.',
    paymentMethodInvalid: 'Pilih metode pembayaran yang tersedia.',
    emptyCart: 'Keranjang Anda kosong.',
    /** Every payment code of the day is taken (spec section 9: 9,000 a day). */
    paymentCodesFull: 'Kode pembayaran untuk hari ini sudah habis. Silakan coba lagi besok atau hubungi admin.',
    orderSuccess: 'Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.',
    /** The buyer already has as many open orders (not yet shipped, cancelled or completed) as they may hold. */
    openLimit: (open: number) =>
      `Anda masih memiliki ${open} pesanan yang belum selesai. Selesaikan atau batalkan pesanan tersebut sebelum membuat pesanan baru.`,
    /** The buyer already has the store's `Maksimal Pesanan Belum Dibayar` orders waiting for payment. */
    unpaidLimit: (max: number) =>
      `Anda sudah memiliki ${max} pesanan yang belum dibayar (batas toko). Selesaikan pembayarannya atau tunggu hingga pesanan tersebut diproses sebelum membuat pesanan baru.`,
  },
  payment: {
    missingTitle: 'Kesalahan',
    missing: 'Data pesanan tidak ditemukan. Silakan kembali ke beranda atau cek pesanan Anda.',
    confirmed: (id: string) => `Pembayaran untuk pesanan ${id} berhasil dikonfirmasi!`,
    received: 'Pembayaran Diterima',
    orderNotFound: 'Pesanan tidak ditemukan.',
    notPending: 'Pesanan ini tidak menunggu pembayaran.',
    /** The buyer's confirmation when the owner verifies payments. */
    awaitingVerification: (id: string) =>
      `Konfirmasi pembayaran pesanan ${id} terkirim. Toko akan memverifikasi pembayaran Anda.`,
    deadline: (at: string) => `Bayar sebelum ${at} WIB. Setelah itu pesanan dibatalkan otomatis.`,
    rejected: 'Pembayaran ditolak oleh toko:',
    expired: 'Batas waktu pembayaran pesanan ini telah lewat. Pesanan dibatalkan otomatis dan stoknya dikembalikan.',
    verifying: 'Konfirmasi pembayaran Anda sedang diverifikasi oleh toko.',
  },
  /** The owner's `Cetak Label ({n})`: one print of the selected orders' packing labels. */
  labels: {
    none: 'Tidak ada pesanan yang dipilih untuk dicetak.',
    tooMany: (max: number) => `Paling banyak ${max} label sekali cetak. Pilih lebih sedikit pesanan.`,
    missing: (ids: string) => `Pesanan tidak ditemukan: ${ids}.`,
  },
  /** The buyer's steps on the order page (docs/product/decisions.md "The order's journey"). */
  orderSteps: {
    cancelled: (id: string) => `Pesanan ${id} telah dibatalkan. Stok produk dikembalikan.`,
    cantCancel: 'Pesanan hanya dapat dibatalkan selama masih menunggu pembayaran.',
    received: (id: string) => `Terima kasih! Pesanan ${id} telah selesai.`,
    cantReceive: 'Pesanan baru dapat ditandai diterima setelah dikirim.',
    cancelConfirm: 'Batalkan pesanan ini? Stok produk akan dikembalikan dan pesanan tidak dapat dilanjutkan.',
  },
  orders: {
    empty: 'Anda belum memiliki pesanan.',
    /** A `Pesanan Saya` tab that holds none of the buyer's orders. */
    stageEmpty: (stage: string) => `Tidak ada pesanan berstatus ${stage}.`,
  },
  storage: {
    quota:
      'Penyimpanan browser penuh, jadi perubahan tidak disimpan. Kosongkan sebagian data (misalnya keranjang atau gambar) lalu coba lagi.',
    corrupted: (label: string) =>
      `Data ${label} di browser ini rusak dan telah dipulihkan. Salinan data lama disimpan untuk diperiksa.`,
    unavailable:
      'Penyimpanan browser tidak dapat digunakan. Aktifkan penyimpanan situs lalu muat ulang halaman.',
  },
  email: {
    notConfigured: 'Layanan email belum dikonfigurasi (VITE_ORDER_EMAIL_URL kosong).',
    requestFailed: (detail: string) => `Gagal menghubungi layanan email: ${detail}`,
    /** Server mode: no SMTP server configured (`SMTP_HOST` unset), so nothing was sent. */
    smtpNotConfigured: 'Email tidak dikirim: server SMTP belum dikonfigurasi (SMTP_HOST kosong).',
    /** Server mode: the SMTP server refused the message or could not be reached. */
    smtpFailed: (detail: string) =>
      `Server email menolak pesan atau tidak dapat dihubungi (${detail}).`,
    /**
     * The address got its order e-mails of the day already (`ORDER_EMAILS_PER_RECIPIENT_PER_DAY`,
     * docs/decisions/018-order-email-recipients.md): the server's log entry, and the order e-mail
     * function's 429 in browser mode.
     */
    recipientLimit: (limit: number) =>
      `Email tidak dikirim: batas ${limit} email pesanan per hari ke alamat ini sudah tercapai.`,
    /**
     * Server mode: the buyer's address is not the account's verified one, so the order e-mail was
     * not sent (docs/decisions/022-verified-email.md); the log entry's error.
     */
    unverified: 'E-mail belum diverifikasi',
  },
  /** The back office's long lists (orders, transactions, products, sales history). */
  lists: {
    filterInvalid: 'Filter daftar tidak valid.',
    pageInvalid: 'Nomor halaman tidak valid.',
    searchTooLong: 'Teks pencarian maksimal 200 karakter.',
    /** A back-office figures request for a day that is no real `YYYY-MM-DD` date. */
    dayInvalid: 'Tanggal laporan tidak valid.',
  },
  generic: {
    unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
    loading: 'Memuat...',
  },
} as const;

/**
 * The answers of the server's rate limits (429 with `Retry-After`; docs/security.md "Limits"):
 * what was limited and the wait, as `formatWait` in server/services/rate-limits.ts writes it
 * (`45 detik`, `3 menit`, `1 jam`).
 */
export const rateLimitMessages = {
  login: (wait: string) => `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${wait}.`,
  register: (wait: string) => `Terlalu banyak pendaftaran dari jaringan Anda. Coba lagi dalam ${wait}.`,
  passwordChange: (wait: string) => `Terlalu banyak percobaan mengganti kata sandi. Coba lagi dalam ${wait}.`,
  emailChange: (wait: string) => `Terlalu banyak percobaan mengganti email. Coba lagi dalam ${wait}.`,
  orders: (wait: string) => `Terlalu banyak pesanan dalam waktu singkat. Coba lagi dalam ${wait}.`,
  emailResend: (wait: string) => `Terlalu banyak email dikirim ulang. Coba lagi dalam ${wait}.`,
  verificationResend: (wait: string) => `Terlalu banyak permintaan tautan verifikasi. Coba lagi dalam ${wait}.`,
  reviews: (wait: string) => `Terlalu banyak ulasan dalam waktu singkat. Coba lagi dalam ${wait}.`,
  images: (wait: string) => `Terlalu banyak gambar diunggah dalam waktu singkat. Coba lagi dalam ${wait}.`,
  chat: (wait: string) => `Terlalu banyak pesan dalam waktu singkat. Coba lagi dalam ${wait}.`,
  voucherCodes: (wait: string) => `Terlalu banyak kode voucher yang tidak ditemukan. Coba lagi dalam ${wait}.`,
  /** The catalogue searches of one client address that the server's search cache did not hold. */
  search: (wait: string) => `Terlalu banyak pencarian produk dari jaringan Anda. Coba lagi dalam ${wait}.`,
  eventStreams: (wait: string) => `Terlalu banyak koneksi pembaruan langsung dari jaringan Anda. Coba lagi dalam ${wait}.`,
  /** Browser mode's order e-mail function (functions/order-email/limits.ts): requests of one client address. */
  orderEmails: (wait: string) => `Terlalu banyak permintaan email pesanan dari jaringan Anda. Coba lagi dalam ${wait}.`,
} as const;

/**
 * Texts the shop server answers with that the screens also use themselves (server mode; the
 * screens show the server's texts as they are). The server's other answers are
 * {@link apiMessages}, kept apart so the browser's first load does not carry them.
 */
export const serverMessages = {
  notFound: 'Alamat API tidak ditemukan.',
  requestInvalid: 'Data permintaan tidak sesuai format.',
  databaseUnavailable: 'Basis data tidak dapat dihubungi. Silakan coba lagi sebentar lagi.',
  network: 'Tidak dapat terhubung ke server toko. Periksa koneksi Anda lalu coba lagi.',
  timeout: 'Server toko tidak menjawab. Silakan coba lagi.',
} as const;

/** Texts only the shop server answers with (its refusals of requests; never in the browser's bundle). */
export const apiMessages = {
  jsonRequired: 'Body permintaan harus berupa JSON yang valid.',
  bodyTooLarge: (limit: string) => `Data permintaan terlalu besar (maksimal ${limit}).`,
  /** A sign-in limit's text without the wait (the server answers `rateLimitMessages.login` with it). */
  loginRateLimited: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi nanti.',
  crossOrigin: 'Permintaan dari situs lain ditolak.',
  /** A seeded account with its published demo password, on a shop open to the network. */
  passwordChangeRequired: 'Ganti kata sandi Anda terlebih dahulu: kata sandi demo atau sementara tidak boleh terus dipakai.',
  maintenance: 'Toko sedang dalam pemeliharaan. Silakan kembali lagi nanti.',
  imageInvalid: 'Gambar harus berformat PNG, JPEG, WebP, GIF atau AVIF.',
  imageTooLarge: 'Ukuran gambar maksimal 2 MB.',
  /** An upload over `MAX_VARIANT_INPUT_PIXELS` (413; a decompression bomb is never decoded). */
  imageTooManyPixels: 'Gambar terlalu besar: maksimal 40 juta piksel (misalnya 8000 × 5000).',
  /** An upload whose signature is right but whose content sharp cannot decode (400). */
  imageUnreadable: 'Gambar tidak dapat dibaca (berkas rusak atau tidak lengkap). Pilih gambar lain.',
  imageNotFound: 'Gambar tidak ditemukan.',
  /** A variant request (`/api/images/<id>?w=&format=`) with another width, format or parameter. */
  imageVariantInvalid:
    'Ukuran atau format gambar tidak dikenal (w: 320, 640 atau 960; format: webp atau avif).',
  imageUploadRequired: 'Gambar harus diunggah ke server terlebih dahulu.',
  /** An image field naming anything but an image the shop serves (an API path, another site). */
  imageNotShop: 'Gambar harus berupa gambar yang diunggah ke toko ini.',
  /**
   * A save naming an uploaded image the server no longer has (removed as unused, or never
   * uploaded): the field's error (server/services/images.ts `keepNamedImage`).
   */
  imageGone: 'Gambar tidak ditemukan, unggah lagi.',
  /** An upload past the account's stored images (`IMAGE_LIMIT`, 409; docs/security.md "Limits"). */
  imageLimit: (limit: number) =>
    `Akun Anda sudah menyimpan ${limit} gambar, batas maksimalnya. Gambar yang tidak dipakai produk atau profil dihapus otomatis setelah 1 hari; coba lagi nanti.`,
  /**
   * An upload past the bytes the account's stored images may take (`IMAGE_BYTES_LIMIT`, 409;
   * docs/security.md "Limits"); `limit` in whole megabytes.
   */
  imageBytesLimit: (limit: number) =>
    `Gambar Anda sudah memakai ruang penyimpanan maksimal (${limit} MB). Gambar yang tidak dipakai produk atau profil dihapus otomatis setelah 1 hari; coba lagi nanti atau pilih gambar yang lebih kecil.`,
  /** A text with a NUL character (U+0000) or another character the database cannot store. */
  textUnstorable: 'Teks berisi karakter yang tidak diizinkan.',
} as const;

