import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { seedOrders } from '@/testing/seed';
import { messages } from '@/shared/messages';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';
import { expectPageHeading } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => {
  toast.dismiss();
});

describe('OrderDetailPage', () => {
  it('shows the order with its items, its one stage and history; cancelling asks first, then the order is Cancelled', async () => {
    const user = userEvent.setup();
    await renderApp(<OrderDetailPage orderId="ORD001" />, { url: '/pesanan-saya/ORD001', user: 'pembeli' });
    await expectPageHeading('Pesanan ORD001');
    expect(screen.getByText('Belum Bayar', { selector: '[data-stage]' })).toBeInTheDocument();
    expect(screen.queryByText(/^(Pembayaran|Pengiriman): /)).toBeNull();
    const items = screen.getByRole('list', { name: 'Produk pesanan' });
    expect(within(items).getByRole('link', { name: 'Kopi Arabika Gayo' })).toHaveAttribute('href', '/product/1');
    const history = screen.getByRole('list', { name: 'Riwayat Status' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Batalkan pesanan ORD001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.getByText('Belum Bayar', { selector: '[data-stage]' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan Pesanan' }),
    );
    expect(await screen.findByText(messages.orderSteps.cancelled('ORD001'))).toBeInTheDocument();
    expect(await screen.findByText('Dibatalkan', { selector: '[data-stage]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeNull();
    // Each step named by the stage it led to.
    const steps = within(screen.getByRole('list', { name: 'Riwayat Status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual(['Belum Bayar', 'Dibatalkan']);
  });

  it('lets the buyer say a shipped order arrived', async () => {
    const user = userEvent.setup();
    await renderApp(<OrderDetailPage orderId="ORD002" />, { url: '/pesanan-saya/ORD002', user: 'pembeli' });
    await expectPageHeading('Pesanan ORD002');
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pesanan Diterima' }));
    expect(await screen.findByText('Selesai', { selector: '[data-stage]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).toBeNull();
  });

  it('shows the payment deadline of an unpaid order, and the reason the shop rejected its payment', async () => {
    const order = { ...seedOrders[0]!, paymentDueAt: '2026-11-28T05:30:00.000Z', paymentRejectReason: 'Nominal transfer kurang.' };
    await renderApp(<OrderDetailPage orderId="ORD001" />, {
      url: '/pesanan-saya/ORD001',
      user: 'pembeli',
      stored: { orders: [order, ...seedOrders.slice(1)] },
      // The deadline is still ahead: opening the shop does not expire the order.
      now: () => new Date('2026-11-27T05:30:00.000Z'),
    });
    await expectPageHeading('Pesanan ORD001');
    // 05:30 UTC is 12:30 WIB.
    expect(screen.getByText(/Bayar sebelum 28 Nov 2026,? 12[.:]30 WIB/)).toBeInTheDocument();
    expect(screen.getByText('Nominal transfer kurang.')).toBeInTheDocument();
    expect(screen.getByText(messages.payment.rejected)).toBeInTheDocument();
  });

  it("shows the voucher's discount between the ongkos kirim and the total", async () => {
    const base = seedOrders.find((o) => o.id === 'ORD002')!;
    const order = { ...base, vouchers: [{ code: 'HEMAT10', appliesTo: 'goods' as const, amount: 8500 }], discount: 8500, total: base.total - 8500 };
    await renderApp(<OrderDetailPage orderId="ORD002" />, {
      url: '/pesanan-saya/ORD002',
      user: 'pembeli',
      stored: { orders: seedOrders.map((o) => (o.id === 'ORD002' ? order : o)) },
    });
    await expectPageHeading('Pesanan ORD002');
    const line = screen.getByText('Diskon Voucher (HEMAT10)');
    expect(line.nextSibling).toHaveTextContent('-Rp 8.500');
  });

  it("shows the buyer's Catatan untuk Penjual as text, and nothing for an order without one", async () => {
    const base = seedOrders.find((o) => o.id === 'ORD002')!;
    const order = { ...base, buyerNote: 'Titip di <b>tetangga</b> bila kosong.' };
    await renderApp(<OrderDetailPage orderId="ORD002" />, {
      url: '/pesanan-saya/ORD002',
      user: 'pembeli',
      stored: { orders: seedOrders.map((o) => (o.id === 'ORD002' ? order : o)) },
    });
    await expectPageHeading('Pesanan ORD002');
    expect(screen.getByText('Catatan untuk Penjual').nextSibling).toHaveTextContent('Titip di <b>tetangga</b> bila kosong.');
  });

  it('says a confirmed payment waits for the shop when the shop verifies payments', async () => {
    const user = userEvent.setup();
    await renderApp(<OrderDetailPage orderId="ORD001" />, {
      url: '/pesanan-saya/ORD001',
      user: 'pembeli',
      stored: { orderFlow: { paymentDeadlineHours: 24, autoCompleteDays: 7, verifyPayments: true, verificationDeadlineHours: 48 } },
    });
    await expectPageHeading('Pesanan ORD001');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pembayaran' }));
    expect(await screen.findByText(messages.payment.awaitingVerification('ORD001'))).toBeInTheDocument();
    expect(await screen.findByText('Menunggu Verifikasi', { selector: '[data-stage]' })).toBeInTheDocument();
    expect(screen.getByText(messages.payment.verifying)).toBeInTheDocument();
    // A payment under verification is not the buyer's to cancel.
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
  });

  it("links 'Hubungi via WhatsApp' to the shop's number with the order prefilled, and not to a landline", async () => {
    const order = seedOrders[0]!;
    const view = await renderApp(<OrderDetailPage orderId="ORD001" />, { url: '/pesanan-saya/ORD001', user: 'pembeli' });
    const link = await screen.findByRole('link', { name: 'Hubungi via WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
    expect(href.searchParams.get('text')).toContain(`pesanan ORD001 (total Rp ${order.total.toLocaleString('id-ID')}`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    view.unmount();

    const contacts = { whatsapp: '0651-123456', instagram: '', tiktok: '', email: '' };
    await renderApp(<OrderDetailPage orderId="ORD001" />, { url: '/pesanan-saya/ORD001', user: 'pembeli', stored: { storeContacts: contacts } });
    // The store's settings have arrived once the demo accounts' warning shows.
    expect(await screen.findByText(paymentAccountMessages.demoWarning)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hubungi via WhatsApp' })).toBeNull();
  });

  it("answers 'Pesanan tidak ditemukan.' for an order that is not the buyer's", async () => {
    await renderApp(<OrderDetailPage orderId="ORD999" />, { url: '/pesanan-saya/ORD999', user: 'pembeli' });
    expect(await screen.findByText(messages.payment.orderNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute('href', '/pesanan-saya');
  });
});
