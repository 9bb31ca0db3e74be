/**
 * The message catalogue: every user-facing error, success and empty-state text (spec section 8,
 * docs/product/decisions.md). Keep texts here so they can be reviewed and tested in one place.
 *
 * Long on purpose: one catalogue of what users read, so a reviewer reads every text in one file.
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

/** Messages of the chat (spec sections 2, 4, 5, 8). */
export const chatMessages = {
  title: 'Hubungi Admin',
  placeholder: 'Ketik pesan...',
  requiresBuyer: 'Anda harus masuk sebagai pembeli untuk chat dengan penjual.',
  noThreads: 'Belum ada pembeli yang memulai chat.',
  pickThread: 'Pilih pembeli untuk memulai chat',
  empty: 'Belum ada pesan. Tulis pertanyaan Anda untuk admin.',
  blank: 'Pesan tidak boleh kosong.',
  tooLong: 'Pesan maksimal 2.000 karakter.',
  buyerRequired: 'Pilih pembeli terlebih dahulu.',
  /** A buyer's message past the thread's unread backlog (`CHAT_UNREAD_CAP`, src/domain/chat/send.ts). */
  unreadCapReached: 'Pesan Anda belum dibaca penjual. Tunggu balasan sebelum mengirim lebih banyak pesan.',
  /** A thread's page asked from a cursor that is malformed or names no message of it (src/domain/chat/paging.ts). */
  cursorInvalid: 'Posisi pesan tidak valid. Muat ulang percakapan.',
  /** A page of the admin's thread list asked from a malformed cursor (src/domain/chat/thread-paging.ts). */
  threadCursorInvalid: 'Posisi daftar percakapan tidak valid. Muat ulang daftar.',
  /** The button below the admin's thread list while older threads are left. */
  loadMoreThreads: 'Muat percakapan lainnya',
  /** Announced while the admin's next page of threads loads. */
  loadingMoreThreads: 'Memuat percakapan lainnya...',
  /** The button above a thread's oldest loaded message. */
  loadOlder: 'Muat pesan sebelumnya',
  loadingOlder: 'Memuat pesan sebelumnya...',
} as const;

/** Messages of the back office (spec sections 2, 5, 8). */
export const adminMessages = {
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
    saved: 'Alur pesanan berhasil disimpan!',
    deadlineInvalid: 'Batas waktu pembayaran harus 1–168 jam.',
    autoCompleteInvalid: 'Selesai otomatis harus 1–30 hari.',
    verificationDeadlineInvalid: 'Batas waktu verifikasi harus 1–168 jam.',
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
  orderUpdated: (id: string) => `Pesanan ${id} berhasil diperbarui!`,
  trackingNumberInvalid: 'Nomor resi wajib diisi: 5 sampai 40 huruf, angka atau tanda hubung.',
  cancelReasonInvalid: 'Alasan pembatalan wajib diisi (maksimal 300 karakter).',
  orderFinal: 'Pesanan yang sudah dibatalkan tidak dapat diubah lagi.',
  whatsappInvalid: 'Nomor WhatsApp harus nomor seluler Indonesia, misalnya +62 812-3456-7890.',
  instagramInvalid: 'Nama akun Instagram tidak valid.',
  tiktokInvalid: 'Nama akun TikTok tidak valid.',
  storeSaved: 'Pengaturan toko berhasil disimpan!',
  maxPerProductInvalid: 'Maksimal per produk harus bilangan bulat dari 1 sampai 999.',
  maxUnpaidOrdersInvalid: 'Maksimal pesanan belum dibayar harus bilangan bulat dari 1 sampai 50.',
  maxOpenOrdersInvalid: 'Maksimal pesanan terbuka per pembeli harus bilangan bulat dari 1 sampai 100.',
  maxOpenOrdersNewBuyerInvalid: 'Maksimal pesanan terbuka akun baru harus bilangan bulat dari 1 sampai 100.',
  orderLimitsSaved: 'Batas pesanan berhasil disimpan!',
  lowStockThresholdInvalid: 'Batas stok menipis harus bilangan bulat dari 0 sampai 1000.',
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

/**
 * Descriptions of activity log entries (spec section 6; shown in 'Log Aktivitas'), written by
 * both modes for the same action.
 */
export const activityMessages = {
  placeOrder: (orderId: string) => `Membuat pesanan ${orderId}`,
  confirmPayment: (orderId: string) => `Mengonfirmasi pembayaran pesanan ${orderId}`,
  cancelOrder: (orderId: string) => `Membatalkan pesanan ${orderId}`,
  receiveOrder: (orderId: string) => `Menerima pesanan ${orderId}`,
  verifyPayment: (orderId: string) => `Memverifikasi pembayaran pesanan ${orderId}`,
  rejectPayment: (orderId: string) => `Menolak pembayaran pesanan ${orderId}`,
  expireOrder: (orderId: string) => `Membatalkan pesanan ${orderId} karena batas waktu pembayaran habis`,
  autoCompleteOrder: (orderId: string) => `Menyelesaikan pesanan ${orderId} secara otomatis`,
  verificationOverdue: (orderId: string, hours: number) =>
    `Verifikasi melewati batas waktu: pembayaran pesanan ${orderId} menunggu verifikasi lebih dari ${hours} jam`,
  addReview: (productId: number) => `Menulis ulasan untuk produk ${productId}`,
  editReview: (productId: number) => `Memperbarui ulasan untuk produk ${productId}`,
  updateSettings: 'Memperbarui pengaturan toko',
  updateProfile: (username: string) => `Memperbarui profil ${username}`,
  passwordChanged: 'Kata sandi berhasil diubah',
  passwordChangeFailed: (reason: string) => `Gagal mengubah kata sandi: ${reason}`,
  addAddress: (label: string) => `Menambahkan alamat ${label}`,
  editAddress: (label: string) => `Mengubah alamat ${label}`,
  deleteAddress: (label: string) => `Menghapus alamat ${label}`,
  cartAdd: (productName: string) => `Menambahkan ${productName} ke keranjang`,
  cartQuantity: (productName: string, quantity: number) =>
    `Mengubah jumlah produk ${productName} menjadi ${quantity}`,
  cartRemove: (productName: string) => `Menghapus ${productName} dari keranjang`,
  cartClear: 'Mengosongkan keranjang',
  addProduct: (name: string) => `Menambahkan produk ${name}`,
  updateProduct: (name: string) => `Memperbarui produk ${name}`,
  deleteProduct: (name: string) => `Menghapus produk ${name}`,
  addPartner: (name: string) => `Menambahkan mitra ${name}`,
  updatePartner: (name: string) => `Memperbarui mitra ${name}`,
  updateRole: (username: string, role: string) => `Mengubah peran ${username} menjadi ${role}`,
  restoreBackup: 'Memulihkan cadangan data',
  addVoucher: (code: string) => `Menambahkan voucher ${code}`,
  updateVoucher: (code: string) => `Memperbarui voucher ${code}`,
  pauseVoucher: (code: string) => `Menjeda voucher ${code}`,
  resumeVoucher: (code: string) => `Mengaktifkan voucher ${code}`,
  deleteVoucher: (code: string) => `Menghapus voucher ${code}`,
} as const;

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
  /** A voucher shown in the shop (src/domain/vouchers/shown.ts `shownVoucherText`), its `Salin` and its toasts. */
  shown: {
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
  },
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
