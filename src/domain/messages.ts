/**
 * The message catalogue: every user-facing error, success and empty-state text (spec section 8,
 * decisions.md). Keep texts here so they can be reviewed and tested in one place.
 */
export const messages = {
  auth: {
    loading: 'Loading authentication...',
    registerRequired: 'Username, email, dan password tidak boleh kosong.',
    usernameTaken: 'Username sudah digunakan.',
    emailTaken: 'Email sudah digunakan.',
    emailInvalid: 'Format email tidak valid.',
    usernameInvalid: 'Username hanya boleh berisi huruf, angka, titik, garis bawah, atau tanda hubung (3–30 karakter).',
    passwordTooShort: 'Password minimal 6 karakter.',
    registerSuccess: 'Registrasi berhasil! Silakan login.',
    registerFailed: 'Registrasi gagal. Silakan coba lagi.',
    loginInvalid: 'Username atau password salah.',
    loginFailed: 'Login gagal. Periksa username dan password Anda.',
    loginSuccess: (username: string) => `Selamat datang, ${username}!`,
    logoutSuccess: 'Anda telah keluar.',
    loginRequiredBuyer: 'Silakan masuk sebagai pembeli untuk melanjutkan.',
    noAccess: 'Anda tidak memiliki akses ke halaman ini.',
  },
  permission: {
    adminOnly: 'Anda tidak memiliki akses ke halaman ini.',
    buyerOnly: 'Hanya pembeli yang dapat melakukan tindakan ini.',
    signInRequired: 'Sesi Anda telah berakhir. Silakan login kembali.',
    roleChangeForbidden: 'Anda tidak memiliki izin untuk mengubah peran pengguna.',
    ownRoleForbidden: 'Anda tidak dapat mengubah peran Anda sendiri dari admin.',
  },
  catalog: {
    productNotFound: 'Produk tidak ditemukan.',
    outOfStock: 'Stok habis',
    noResults: 'Tidak ada produk yang cocok dengan pencarian Anda.',
    empty: 'Belum ada produk.',
    addedToCart: (name: string) => `${name} ditambahkan ke keranjang!`,
    chatRequiresBuyer: 'Anda harus login sebagai pembeli untuk chat dengan penjual.',
  },
  review: {
    required: 'Silakan isi ulasan dan rating.',
    tooLong: 'Ulasan maksimal 2.000 karakter.',
    success: 'Ulasan Anda berhasil dikirim!',
    empty: 'Belum ada ulasan untuk produk ini.',
  },
  cart: {
    empty: 'Keranjang Anda Kosong',
    insufficientStock: (name: string) => `Stok untuk ${name} tidak mencukupi!`,
    removed: (name: string) => `${name} dihapus dari keranjang.`,
    productGone: (name: string) => `${name} sudah tidak tersedia dan dihapus dari keranjang.`,
  },
  checkout: {
    shippingRequired: 'Harap lengkapi semua detail pengiriman.',
    postalCodeInvalid: 'Kode pos harus 5 digit angka.',
    phoneInvalid: 'Nomor telepon harus 9–15 digit angka, boleh diawali +.',
    fieldTooLong: 'Isian terlalu panjang.',
    paymentMethodInvalid: 'Pilih metode pembayaran yang tersedia.',
    emptyCart: 'Keranjang Anda kosong.',
    orderSuccess: 'Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.',
  },
  payment: {
    missingTitle: 'Kesalahan',
    missing: 'Data pesanan tidak ditemukan. Silakan kembali ke beranda atau cek pesanan Anda.',
    confirmed: (id: string) => `Pembayaran untuk pesanan ${id} berhasil dikonfirmasi!`,
    received: 'Pembayaran Diterima',
    orderNotFound: 'Pesanan tidak ditemukan.',
    notPending: 'Pesanan ini tidak menunggu pembayaran.',
  },
  orders: {
    empty: 'Anda belum memiliki pesanan.',
    historyEmpty: 'Anda belum memiliki riwayat pembelian.',
    historyLogin: 'Silakan login untuk melihat riwayat pembelian Anda.',
  },
  storage: {
    quota:
      'Penyimpanan browser penuh, jadi perubahan tidak disimpan. Kosongkan sebagian data (misalnya keranjang atau gambar) lalu coba lagi.',
    corrupted: (label: string) =>
      `Data ${label} di browser ini rusak dan telah dipulihkan. Salinan data lama disimpan untuk diperiksa.`,
    unavailable: 'Penyimpanan browser tidak dapat digunakan. Aktifkan penyimpanan situs lalu muat ulang halaman.',
  },
  email: {
    notConfigured: 'Layanan email belum dikonfigurasi (VITE_ORDER_EMAIL_URL kosong).',
    requestFailed: (detail: string) => `Gagal menghubungi layanan email: ${detail}`,
  },
  generic: {
    unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
    loading: 'Memuat...',
  },
} as const;
