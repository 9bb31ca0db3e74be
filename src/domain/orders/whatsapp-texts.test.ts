import { describe, expect, it } from 'vitest';
import { orderInquiryText, orderStatusText } from './whatsapp-texts';

const order = {
  id: 'ORD1796',
  customerName: 'Cut Meutia',
  total: 145_000,
  paymentCode: 'PAY-7Q2M',
  status: 'Pending' as const,
  shippingStatus: 'Menunggu Konfirmasi Admin' as const,
};

describe('orderInquiryText', () => {
  it('names the order, its total and, while unpaid, its payment code', () => {
    expect(orderInquiryText(order, 'Seulanga')).toBe(
      'Halo Seulanga, saya ingin bertanya tentang pesanan ORD1796 (total Rp 145.000, kode pembayaran PAY-7Q2M).',
    );
  });

  it('leaves the payment code out once the order is paid', () => {
    expect(orderInquiryText({ ...order, status: 'Processed' }, 'Seulanga')).toBe(
      'Halo Seulanga, saya ingin bertanya tentang pesanan ORD1796 (total Rp 145.000).',
    );
  });
});

describe('orderStatusText', () => {
  it('tells an unpaid order’s stage and payment code', () => {
    expect(orderStatusText(order, 'Seulanga')).toBe(
      'Halo Cut Meutia, ini Seulanga.\nPesanan ORD1796 (total Rp 145.000): Belum Bayar.\nKode pembayaran: PAY-7Q2M.\nTerima kasih.',
    );
  });

  it('tells a shipped order’s courier and resi', () => {
    const shipped = { ...order, status: 'Processed' as const, shippingStatus: 'Dikirim' as const, courierName: 'JNE', trackingNumber: 'JP123' };
    expect(orderStatusText(shipped, 'Seulanga')).toBe(
      'Halo Cut Meutia, ini Seulanga.\nPesanan ORD1796 (total Rp 145.000): Dikirim.\nKurir JNE, nomor resi JP123.\nTerima kasih.',
    );
    expect(orderStatusText({ ...shipped, courierName: undefined }, 'Seulanga')).toContain('\nNomor resi JP123.\n');
  });
});
