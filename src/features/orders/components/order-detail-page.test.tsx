import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { messages } from '@/domain/messages';
import { expectPageHeading } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => {
  toast.dismiss();
});

describe('OrderDetailPage', () => {
  it('shows the order with its items, labelled statuses and history; cancelling asks first, then the order is Cancelled', async () => {
    const user = userEvent.setup();
    await renderApp(<OrderDetailPage orderId="ORD001" />, { url: '/pesanan-saya/ORD001', user: 'pembeli' });
    await expectPageHeading('Pesanan ORD001');
    expect(screen.getByText('Pembayaran: Menunggu Pembayaran', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText('Pengiriman: Menunggu Konfirmasi Admin', { selector: '[data-status]' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Produk pesanan' });
    expect(within(items).getByRole('link', { name: 'Kopi Arabika Gayo' })).toHaveAttribute('href', '/product/1');
    const history = screen.getByRole('list', { name: 'Riwayat Status' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Batalkan pesanan ORD001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.getByText('Pembayaran: Menunggu Pembayaran', { selector: '[data-status]' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan Pesanan' }),
    );
    expect(await screen.findByText(messages.orderSteps.cancelled('ORD001'))).toBeInTheDocument();
    expect(await screen.findByText('Pembayaran: Dibatalkan', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Riwayat Status' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lets the buyer say a shipped order arrived', async () => {
    const user = userEvent.setup();
    await renderApp(<OrderDetailPage orderId="ORD002" />, { url: '/pesanan-saya/ORD002', user: 'pembeli' });
    await expectPageHeading('Pesanan ORD002');
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pesanan Diterima' }));
    expect(await screen.findByText('Pembayaran: Selesai', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).toBeNull();
  });

  it("answers 'Pesanan tidak ditemukan.' for an order that is not the buyer's", async () => {
    await renderApp(<OrderDetailPage orderId="ORD999" />, { url: '/pesanan-saya/ORD999', user: 'pembeli' });
    expect(await screen.findByText(messages.payment.orderNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute('href', '/pesanan-saya');
  });
});
