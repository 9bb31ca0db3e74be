import { orphanOrderOwner } from '@/domain/orders/owners';
import type { SeedClock } from './clock';
import { journeyRecords, type SeedCustomer, type SeedJourney, type SeedOrderRecords } from './journeys';

/** The demo buyer USR002 `pembeli`, to his default address (see `users.ts`). */
const pembeli: SeedCustomer = {
  userId: 'USR002',
  username: 'pembeli',
  customerName: 'Rahmat Hidayat',
  customerPhone: '081260457321',
  shippingAddress: 'Jl. Teuku Nyak Arief No. 27, Lamgugob, Kec. Syiah Kuala, Banda Aceh, Aceh',
  postalCode: '23115',
  customerEmail: 'pembeli@example.com',
  destination: 'Kota Banda Aceh',
};

/**
 * A buyer without an account in the demo (the seed's reviewers): the order is nobody's
 * (src/domain/orders/owners.ts `orphanOrderOwner`), only the admin sees it.
 */
function guest(username: string, customerName: string, rest: Omit<SeedCustomer, 'userId' | 'username' | 'customerName' | 'customerEmail'>): SeedCustomer {
  return { userId: orphanOrderOwner(customerName), username, customerName, customerEmail: `${username.replace(/\W/g, '')}@example.com`, ...rest };
}

const cutMeutia = guest('cutmeutia88', 'Cut Meutia', {
  customerPhone: '085277104388',
  shippingAddress: 'Jl. Banda Aceh–Medan No. 8, Meunasah Manyang, Kec. Ingin Jaya, Aceh Besar, Aceh',
  postalCode: '23371',
  destination: 'Aceh Besar',
});
const teukuRiza = guest('teukuriza', 'Teuku Riza', {
  customerPhone: '081360220915',
  shippingAddress: 'Jl. Merdeka No. 14, Kampung Jawa Lama, Kec. Banda Sakti, Lhokseumawe, Aceh',
  postalCode: '24351',
  destination: 'Kota Lhokseumawe',
});
const syarifah = guest('syarifah.aini', 'Syarifah Aini', {
  customerPhone: '082167330481',
  shippingAddress: 'Jl. Sei Batang Hari No. 21, Kec. Medan Sunggal, Medan, Sumatera Utara',
  postalCode: '20122',
  destination: 'Luar Aceh',
});
const ikhsan = guest('muhammad_ikhsan', 'Muhammad Ikhsan', {
  customerPhone: '081263118827',
  shippingAddress: 'Jl. Yos Sudarso No. 40, Kec. Lut Tawar, Takengon, Aceh Tengah, Aceh',
  postalCode: '24552',
  destination: 'Aceh Tengah',
});
const nurul = guest('nurulhusna', 'Nurul Husna', {
  customerPhone: '085260917743',
  shippingAddress: 'Jl. Iskandar Muda No. 12, Kec. Kota Juang, Bireuen, Aceh',
  postalCode: '24251',
  destination: 'Bireuen',
});
const yusra = guest('yusra_bna', 'Yusra', {
  customerPhone: '081377402156',
  shippingAddress: 'Jl. Tgk. Chik Ditiro No. 9, Kec. Baiturrahman, Banda Aceh, Aceh',
  postalCode: '23241',
  destination: 'Kota Banda Aceh',
});
const fadhil = guest('fadhil_gayo', 'Fadhil', {
  customerPhone: '082274419360',
  shippingAddress: 'Jl. Bener Meriah–Takengon No. 5, Kec. Bukit, Bener Meriah, Aceh',
  postalCode: '24581',
  destination: 'Bener Meriah',
});
const rina = guest('rina.sigli', 'Rina', {
  customerPhone: '085211906634',
  shippingAddress: 'Jl. Prof. A. Majid Ibrahim No. 30, Kec. Kota Sigli, Pidie, Aceh',
  postalCode: '24112',
  destination: 'Pidie',
});
const dewi = guest('dewi_lhok', 'Dewi', {
  customerPhone: '081360775210',
  shippingAddress: 'Jl. Pase No. 3, Kec. Muara Dua, Lhokseumawe, Aceh',
  postalCode: '24352',
  destination: 'Kota Lhokseumawe',
});
const agam = guest('agam_pidie', 'Agam', {
  customerPhone: '082360188142',
  shippingAddress: 'Jl. Lingkar Keuniree No. 17, Kec. Pidie, Pidie, Aceh',
  postalCode: '24151',
  destination: 'Pidie',
});
const haris = guest('bang_haris', 'Haris', {
  customerPhone: '081269935507',
  shippingAddress: 'Jl. T. Hamzah Bendahara No. 6, Kec. Kuta Alam, Banda Aceh, Aceh',
  postalCode: '23121',
  destination: 'Kota Banda Aceh',
});

/**
 * The journeys of the seed orders at `c` (docs/product/decisions.md "Seed data"): 13 orders of the
 * last eight weeks in every status, three of them today; the demo buyer's ORD001 (Pending, within
 * its payment deadline) and ORD002 (paid, shipped: 'Dikirim') as the spec's seed has them, the
 * others of buyers without an account in the demo. Each shipped order is within the store's 7
 * days of automatic completion or completed; the one waiting for verification within its 48 hours.
 */
function journeys(c: SeedClock): SeedJourney[] {
  const placedToday = [c.today(0.3), c.today(0.45), c.today(0.8)] as const;
  return [
    { id: 'ORD001', transactionId: 'TRX001', customer: pembeli, lines: [[1, 2], [11, 1]], courierId: 'jne', paymentMethod: 'GoPay', codeDigits: 4821, placedAt: placedToday[0], steps: [] },
    {
      id: 'ORD002', transactionId: 'TRX002', customer: pembeli, lines: [[21, 1], [71, 3], [101, 1]], courierId: 'jnt', paymentMethod: 'Bank Aceh Transfer', codeDigits: 7356,
      placedAt: c.daysAgo(4, 11, 30),
      steps: [
        { at: c.daysAgo(4, 12, 10), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(3, 9, 15), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(3, 15, 40), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: 'JT0085213370' },
      ],
    },
    {
      id: 'ORD003', transactionId: 'TRX003', customer: rina, lines: [[91, 1], [102, 2]], courierId: 'jne', paymentMethod: 'BSI Transfer', codeDigits: 7781,
      placedAt: c.daysAgo(55, 14, 5),
      steps: [
        { at: c.daysAgo(55, 14, 50), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(54, 9, 30), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(54, 16, 0), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: 'JNE4417009823' },
        { at: c.daysAgo(52, 11, 20), by: 'admin', action: 'update', shippingStatus: 'Tiba di Tujuan' },
        { at: c.daysAgo(52, 19, 5), by: 'buyer', action: 'receive' },
      ],
    },
    {
      id: 'ORD004', transactionId: 'TRX004', customer: fadhil, lines: [[51, 2], [104, 1]], courierId: 'pos', paymentMethod: 'Dana', codeDigits: 4410,
      placedAt: c.daysAgo(40, 10, 0),
      steps: [
        { at: c.daysAgo(40, 10, 15), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(39, 9, 0), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(39, 15, 0), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: 'P2411039884' },
        { at: c.daysAgo(36, 10, 0), by: 'admin', action: 'update', shippingStatus: 'Tiba di Tujuan' },
        { at: c.daysAgo(36, 18, 30), by: 'buyer', action: 'receive' },
      ],
    },
    {
      id: 'ORD005', transactionId: 'TRX005', customer: cutMeutia, lines: [[31, 1], [103, 1]], courierId: 'jne', paymentMethod: 'GoPay', codeDigits: 3107,
      placedAt: c.daysAgo(26, 20, 10),
      steps: [
        { at: c.daysAgo(26, 20, 35), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(25, 9, 0), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(25, 14, 30), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: 'JNE4417215566' },
        { at: c.daysAgo(23, 11, 0), by: 'admin', action: 'update', shippingStatus: 'Tiba di Tujuan' },
        { at: c.daysAgo(23, 17, 45), by: 'buyer', action: 'receive' },
      ],
    },
    {
      id: 'ORD006', transactionId: 'TRX006', customer: teukuRiza, lines: [[1, 3], [71, 2]], courierId: 'sicepat', paymentMethod: 'Bank Aceh Transfer', codeDigits: 5290,
      placedAt: c.daysAgo(19, 8, 45),
      steps: [
        { at: c.daysAgo(19, 10, 15), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(18, 10, 0), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(18, 16, 20), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: '004417829310' },
        // Nobody marked it received: the shop completed it 7 days after shipping (`Selesai Otomatis`).
        { at: c.daysAgo(11, 16, 21), by: 'system', action: 'complete' },
      ],
    },
    {
      id: 'ORD007', transactionId: 'TRX007', customer: ikhsan, lines: [[41, 1]], courierId: 'jne', paymentMethod: 'BSI Transfer', codeDigits: 2468,
      placedAt: c.daysAgo(15, 13, 0),
      steps: [
        { at: c.daysAgo(15, 13, 30), by: 'buyer', action: 'confirmPayment' },
        {
          at: c.daysAgo(14, 9, 30), by: 'admin', action: 'update', status: 'Cancelled',
          cancelReason: 'Songket motif pucok rebong sedang habis di penenun. Dana dikembalikan penuh ke rekening Anda.',
        },
      ],
    },
    {
      id: 'ORD008', transactionId: 'TRX008', customer: syarifah, lines: [[21, 2]], courierId: 'pos', paymentMethod: 'QRIS', codeDigits: 6614,
      placedAt: c.daysAgo(9, 21, 5),
      // Not paid within 24 hours: the shop cancelled it (`Batas Waktu Pembayaran`).
      steps: [{ at: c.daysAgo(8, 21, 6), by: 'system', action: 'expire' }],
    },
    {
      id: 'ORD009', transactionId: 'TRX009', customer: nurul, lines: [[61, 2]], courierId: 'jnt', paymentMethod: 'OVO', codeDigits: 8832,
      placedAt: c.daysAgo(6, 19, 30),
      steps: [{ at: c.daysAgo(6, 20, 20), by: 'buyer', action: 'cancel' }],
    },
    {
      id: 'ORD010', transactionId: 'TRX010', customer: dewi, lines: [[61, 1], [2, 2]], courierId: 'jne', paymentMethod: 'Mandiri Transfer', codeDigits: 3390,
      placedAt: c.daysAgo(6, 10, 0),
      steps: [
        { at: c.daysAgo(6, 10, 35), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(6, 15, 0), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(5, 10, 0), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: 'JNE4418030471' },
        { at: c.daysAgo(3, 14, 0), by: 'admin', action: 'update', shippingStatus: 'Tiba di Tujuan' },
      ],
    },
    {
      id: 'ORD011', transactionId: 'TRX011', customer: yusra, lines: [[11, 2], [81, 1]], courierId: 'kurir-toko', paymentMethod: 'Dana', codeDigits: 1955,
      placedAt: c.daysAgo(2, 9, 10),
      steps: [
        { at: c.daysAgo(2, 9, 30), by: 'buyer', action: 'confirmPayment' },
        { at: c.daysAgo(2, 13, 0), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
        { at: c.daysAgo(1, 8, 30), by: 'admin', action: 'update', shippingStatus: 'Dikirim', trackingNumber: 'KT-BNA-0087' },
        { at: c.daysAgo(1, 9, 0), by: 'admin', action: 'update', shippingStatus: 'Dalam Perjalanan' },
      ],
    },
    {
      id: 'ORD012', transactionId: 'TRX012', customer: agam, lines: [[1, 1], [71, 2]], courierId: 'jne', paymentMethod: 'Bank Aceh Transfer', codeDigits: 6027,
      placedAt: placedToday[1],
      steps: [
        { at: c.today(0.55), by: 'buyer', action: 'confirmPayment' },
        { at: c.today(0.7), by: 'admin', action: 'update', shippingStatus: 'Dikemas' },
      ],
    },
    {
      id: 'ORD013', transactionId: 'TRX013', customer: haris, lines: [[101, 2]], courierId: 'kurir-toko', paymentMethod: 'BCA Transfer', codeDigits: 9143,
      placedAt: placedToday[2],
      // Paid while the owner verified payments: it waits for 'Terima Pembayaran' or 'Tolak Pembayaran'.
      steps: [{ at: c.today(0.9), by: 'buyer', action: 'confirmPayment', verify: true }],
    },
  ];
}

/** The records of every seed order at `c`, ORD001 first (see {@link journeys}). */
export function seedOrderRecords(c: SeedClock): SeedOrderRecords[] {
  return journeys(c).map(journeyRecords);
}

