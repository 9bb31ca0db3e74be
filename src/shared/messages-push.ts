/**
 * The texts of Web Push (server mode; docs/decisions/026-web-push.md): the notifications the
 * server sends and the device section of the back office's `Notifikasi` settings. A catalogue of
 * its own (src/shared/messages.ts holds the rest), so the storefront's first load does not carry
 * them: only the server, the notification settings and the buyer's switch read them.
 */
export const pushMessages = {
  newOrderTitle: 'Pesanan Baru',
  /** 'Pesanan baru ORD… — Rp …': the order's id and total only. */
  newOrderBody: (orderId: string, total: string) => `Pesanan baru ${orderId} — ${total}`,
  verifyTitle: 'Pembayaran Perlu Diverifikasi',
  verifyBody: (orderId: string, total: string) => `Pesanan ${orderId} — ${total} menunggu verifikasi pembayaran.`,
  chatTitle: 'Pesan baru dari pembeli',
  /** Never the message's text: a push travels through the browser maker's push service. */
  chatBody: 'Buka chat untuk membaca dan membalas.',
  orderTitle: 'Status Pesanan Diperbarui',
  shipped: (orderId: string, trackingNumber: string) =>
    trackingNumber ? `Pesanan ${orderId} sudah dikirim, resi ${trackingNumber}.` : `Pesanan ${orderId} sudah dikirim.`,
  shippingStep: (orderId: string, step: string) => `Pesanan ${orderId}: ${step}.`,
  paid: (orderId: string) => `Pembayaran pesanan ${orderId} sudah diverifikasi.`,
  paymentRejected: (orderId: string) => `Pembayaran pesanan ${orderId} ditolak. Buka pesanan untuk detailnya.`,
  cancelled: (orderId: string) => `Pesanan ${orderId} dibatalkan.`,
  completed: (orderId: string) => `Pesanan ${orderId} selesai. Terima kasih!`,
  testTitle: 'Notifikasi Uji',
  testBody: 'Notifikasi perangkat sudah aktif.',
  // The device section (back office, Pengaturan › Notifikasi) and the buyer's switch.
  sectionTitle: 'Notifikasi Perangkat',
  sectionDescription:
    'Terima pemberitahuan pesanan baru, pembayaran yang perlu diverifikasi, dan pesan pembeli di ponsel ini, walau aplikasi sedang ditutup.',
  buyerLabel: 'Notifikasi status pesanan di perangkat ini',
  enable: 'Aktifkan Notifikasi di Perangkat Ini',
  disable: 'Matikan Notifikasi di Perangkat Ini',
  sendTest: 'Kirim Notifikasi Uji',
  enabled: 'Notifikasi aktif di perangkat ini.',
  disabledState: 'Notifikasi belum aktif di perangkat ini.',
  turnedOn: 'Notifikasi perangkat diaktifkan.',
  turnedOff: 'Notifikasi perangkat dimatikan.',
  testSent: (devices: number) => `Notifikasi uji dikirim ke ${devices} perangkat.`,
  testNone: 'Belum ada perangkat yang menerima notifikasi.',
  unsupported: 'Peramban ini tidak mendukung notifikasi perangkat.',
  denied: 'Izin notifikasi ditolak. Izinkan notifikasi untuk situs ini di pengaturan peramban, lalu coba lagi.',
  browserMode: 'Notifikasi perangkat hanya tersedia pada mode server.',
  noWorker: 'Aplikasi belum siap menerima notifikasi. Muat ulang halaman, lalu coba lagi.',
  failed: 'Notifikasi perangkat tidak dapat diaktifkan. Coba lagi.',
  tooMany: (limit: number) => `Akun ini sudah memiliki ${limit} perangkat dengan notifikasi. Matikan notifikasi di perangkat lain terlebih dahulu.`,
  invalidSubscription: 'Langganan notifikasi tidak valid.',
  tooManyRequests: (wait: string) => `Terlalu banyak permintaan notifikasi. Coba lagi dalam ${wait}.`,
} as const;
