/**
 * The activity log's texts: part of the message catalogue (./messages.ts holds the storefront's;
 * docs/decisions/029-message-modules.md), in a module of its own so the storefront's first load
 * does not carry them.
 */

/**
 * Descriptions of activity log entries (spec section 6; shown in 'Log Aktivitas'), written by
 * both modes for the same action.
 */
export const activityMessages = {
  /** The owner's update of an order (status, resi), also the back office's toast. */
  orderUpdated: (id: string) => `Pesanan ${id} berhasil diperbarui!`,
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
