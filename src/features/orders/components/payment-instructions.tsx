import { paymentGroupOf } from '@/domain/payment';

/**
 * Short Indonesian payment steps for the order's method, by payment group (spec section 9):
 * e-wallet/QRIS, bank transfer or cash on delivery. Unknown methods (prototype data) get general
 * steps.
 * @param method - the order's `paymentMethod`, e.g. 'GoPay' or 'Bank Aceh Transfer'.
 */
export function PaymentInstructions({ method }: { method: string }) {
  const group = paymentGroupOf(method)?.id;
  let steps: string[];
  if (group === 'ewallet') {
    steps =
      method === 'QRIS'
        ? [
            'Buka aplikasi e-wallet atau mobile banking yang mendukung QRIS.',
            'Pilih menu bayar atau pindai QRIS, lalu masukkan kode pembayaran di atas.',
            'Pastikan nominal sama dengan total pembayaran, lalu selesaikan pembayaran.',
          ]
        : [
            `Buka aplikasi ${method} di ponsel Anda.`,
            'Pilih menu bayar, lalu masukkan kode pembayaran di atas.',
            'Pastikan nominal sama dengan total pembayaran, lalu selesaikan pembayaran.',
          ];
  } else if (group === 'bank') {
    const bank = method.replace(/\s*Transfer$/, '');
    steps = [
      `Transfer sejumlah total pembayaran melalui ${bank} (ATM, mobile banking, atau teller).`,
      'Tulis kode pembayaran di atas pada berita atau keterangan transfer.',
      'Simpan bukti transfer Anda.',
    ];
  } else if (group === 'cod') {
    steps = [
      'Siapkan uang tunai sejumlah total pembayaran.',
      'Bayar kepada kurir saat pesanan tiba dan sebutkan kode pembayaran di atas.',
    ];
  } else {
    steps = ['Bayar sejumlah total pembayaran dengan menyebutkan kode pembayaran di atas.'];
  }
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
      <li>Setelah membayar, tekan tombol Konfirmasi Pembayaran.</li>
    </ol>
  );
}
