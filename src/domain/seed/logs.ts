import type { ActivityLog, EmailLog } from '@/domain/core/records';
import { shiftedToToday, type SeedClock } from './clock';
import type { SeedLog, SeedOrderRecords } from './journeys';

/**
 * The admin's own entries (types addProduct, updateProduct, updateProfile and changePassword,
 * which the admin sales history lists, spec section 6), at their time of day 16 to 34 days before
 * the seed's today (`shiftedToToday`, ./clock.ts); the failed password change is logged with `success: false` as spec section 5
 * requires.
 */
const adminEntries: SeedLog[] = [
  {
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
    timestamp: '2025-10-18T07:45:12.000Z',
    username: 'admin',
    role: 'admin',
    type: 'updateProduct',
    description: 'Memperbarui harga produk Kopi Arabika Gayo dari Rp 80.000 menjadi Rp 85.000',
    details: { productId: 1, name: 'Kopi Arabika Gayo', oldPrice: 80000, newPrice: 85000 },
  },
  {
    timestamp: '2025-11-01T09:03:27.000Z',
    username: 'admin',
    role: 'admin',
    type: 'updateProfile',
    description: 'Memperbarui profil admin (email)',
    details: { field: 'email', oldEmail: 'toko.seulanga@gmail.com', newEmail: 'admin@seulanga.id' },
  },
  {
    timestamp: '2025-11-02T13:05:48.000Z',
    username: 'admin',
    role: 'admin',
    type: 'changePassword',
    description: 'Gagal mengubah kata sandi admin: kata sandi lama salah',
    details: { success: false, reason: 'Kata sandi lama salah.' },
  },
];

/** A seed record id: `prefix`, the millisecond timestamp, and the record's place in its list (base 36, 4 characters). */
const seedId = (prefix: string, timestamp: string, index: number) =>
  `${prefix}${Date.parse(timestamp)}${index.toString(36).padStart(4, '0')}`;

/**
 * Seed activity log at `c` (spec section 3, "Activity log entry", and section 7): the admin's
 * entries above and every step of the seed orders (placing, payment, the admin's updates, the
 * buyer's and the shop's own steps), oldest first. Ids are `ACT`, the entry's millisecond
 * timestamp and its place in the list.
 */
export function seedActivityLogs(c: SeedClock, orders: readonly SeedOrderRecords[]): ActivityLog[] {
  const admin = adminEntries.map((entry) => ({ ...entry, timestamp: shiftedToToday(entry.timestamp, c.now).toISOString() }));
  return [...admin, ...orders.flatMap((records) => records.logs)]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((entry, index) => ({ id: seedId('ACT', entry.timestamp, index), ...entry }));
}

/**
 * Seed e-mail log at `c` (spec section 3, "Email log entry", and section 7): the two e-mails sent
 * when ORD001 was placed, one and three seconds later (never after `c.now`). The buyer's
 * confirmation went out; the admin notification failed, which shows how a failure is recorded
 * without stopping the order.
 */
export function seedEmailLogs(c: SeedClock, orders: readonly SeedOrderRecords[]): EmailLog[] {
  const placed = Date.parse(orders.find((records) => records.order.id === 'ORD001')!.order.createdAt!);
  const at = (seconds: number) => new Date(Math.min(placed + seconds * 1000, c.now.getTime())).toISOString();
  return [
    {
      id: seedId('EML', at(1), 0),
      timestamp: at(1),
      orderId: 'ORD001',
      recipient: 'pembeli@example.com',
      type: 'buyer_order_confirmation',
      status: 'success',
      error: null,
    },
    {
      id: seedId('EML', at(3), 1),
      timestamp: at(3),
      orderId: 'ORD001',
      recipient: 'admin@seulanga.id',
      type: 'admin_new_order',
      status: 'failed',
      error: 'Gagal mengirim email: server SMTP menolak koneksi (421 4.7.0 Try again later)',
    },
  ];
}
