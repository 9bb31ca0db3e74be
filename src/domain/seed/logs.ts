import type { ActivityLog, EmailLog } from '@/domain/core/records';

/**
 * Seed activity log (spec section 3, "Activity log entry", and section 7, "Activity log writes"):
 * seven entries, oldest first. Ids are `ACT` plus the entry's millisecond timestamp and a random
 * suffix. The admin entries of type addProduct, updateProduct, updateProfile and changePassword
 * appear in the admin sales history (spec section 6); the failed password change is logged with
 * `success: false` as spec section 5 requires.
 */
export const seedActivityLogs: ActivityLog[] = [
  {
    id: 'ACT1760498414000k7q2',
    timestamp: '2025-10-15T03:20:14.000Z',
    username: 'admin',
    role: 'admin',
    type: 'addProduct',
    description: 'Menambahkan produk baru: Bros Pintu Aceh',
    details: {
      productId: 103,
      name: 'Bros Pintu Aceh',
      category: 'Aksesoris',
      price: 89000,
      stock: 30,
      partnerId: 'P004',
    },
  },
  {
    id: 'ACT1760773512000p3x9',
    timestamp: '2025-10-18T07:45:12.000Z',
    username: 'admin',
    role: 'admin',
    type: 'updateProduct',
    description: 'Memperbarui harga produk Kopi Arabika Gayo dari Rp 80.000 menjadi Rp 85.000',
    details: { productId: 1, name: 'Kopi Arabika Gayo', oldPrice: 80000, newPrice: 85000 },
  },
  {
    id: 'ACT1761627761000m2d5',
    timestamp: '2025-10-28T05:02:41.000Z',
    username: 'pembeli',
    role: 'buyer',
    type: 'confirmPayment',
    description: 'Mengonfirmasi pembayaran pesanan ORD002 melalui Bank Aceh Transfer',
    details: {
      orderId: 'ORD002',
      transactionId: 'TRX002',
      paymentMethod: 'Bank Aceh Transfer',
      amount: 344000,
    },
  },
  {
    id: 'ACT1761790205000t8w1',
    timestamp: '2025-10-30T02:10:05.000Z',
    username: 'admin',
    role: 'admin',
    type: 'updateOrder',
    description: 'Memperbarui status pengiriman pesanan ORD002 menjadi Dikirim',
    details: {
      orderId: 'ORD002',
      status: 'Processed',
      shippingStatus: { from: 'Dikemas', to: 'Dikirim' },
    },
  },
  {
    id: 'ACT1761987807000c4h6',
    timestamp: '2025-11-01T09:03:27.000Z',
    username: 'admin',
    role: 'admin',
    type: 'updateProfile',
    description: 'Memperbarui profil admin (email)',
    details: { field: 'email', oldEmail: 'toko.seulanga@gmail.com', newEmail: 'admin@seulanga.id' },
  },
  {
    id: 'ACT1762088748000r9b3',
    timestamp: '2025-11-02T13:05:48.000Z',
    username: 'admin',
    role: 'admin',
    type: 'changePassword',
    description: 'Gagal mengubah kata sandi admin: kata sandi lama salah',
    details: { success: false, reason: 'Kata sandi lama salah.' },
  },
  {
    id: 'ACT1762222509000f5n8',
    timestamp: '2025-11-04T02:15:09.000Z',
    username: 'pembeli',
    role: 'buyer',
    type: 'placeOrder',
    description: 'Membuat pesanan ORD001 senilai Rp 205.000 (GoPay)',
    details: {
      orderId: 'ORD001',
      total: 205000,
      paymentMethod: 'GoPay',
      paymentCode: 'TJ-20251104-4821',
      items: [
        { productId: 1, name: 'Kopi Arabika Gayo', quantity: 2 },
        { productId: 11, name: 'Kue Adee', quantity: 1 },
      ],
    },
  },
];

/**
 * Seed e-mail log (spec section 3, "Email log entry", and section 7): the two e-mails sent when
 * ORD001 was placed. The buyer's confirmation went out; the admin notification failed, which
 * shows how a failure is recorded without stopping the order.
 */
export const seedEmailLogs: EmailLog[] = [
  {
    id: 'EML1762222510000a1v7',
    timestamp: '2025-11-04T02:15:10.000Z',
    orderId: 'ORD001',
    recipient: 'pembeli@example.com',
    type: 'buyer_order_confirmation',
    status: 'success',
    error: null,
  },
  {
    id: 'EML1762222512000z6e4',
    timestamp: '2025-11-04T02:15:12.000Z',
    orderId: 'ORD001',
    recipient: 'admin@seulanga.id',
    type: 'admin_new_order',
    status: 'failed',
    error: 'Gagal mengirim email: server SMTP menolak koneksi (421 4.7.0 Try again later)',
  },
];
