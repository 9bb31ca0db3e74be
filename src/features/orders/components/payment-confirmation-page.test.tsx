import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { seedOrders } from '@/testing/seed';
import { messages } from '@/shared/messages';
import type { Order, Transaction } from '@/domain/core/records';
import { renderApp } from '@/testing/render-app';
import { PaymentConfirmationPage } from './payment-confirmation-page';
import { rp } from '@/testing/list-page';

afterEach(() => {
  toast.dismiss();
});

const routes = [
  { path: '/payment-confirmation', element: <PaymentConfirmationPage /> },
  { path: '/pesanan-saya', element: <p>Halaman Pesanan Saya</p> },
  { path: '/', element: <p>Beranda</p> },
];

const pending = seedOrders.find((o) => o.id === 'ORD001')!;
const processed = seedOrders.find((o) => o.id === 'ORD002')!;
const stateOf = (order: Order) => ({
  orderId: order.id,
  paymentCode: order.paymentCode,
  total: order.total,
  paymentMethod: order.paymentMethod,
});

function renderPage(state: unknown) {
  return renderApp(null, { routes, url: '/payment-confirmation', state, user: 'pembeli' });
}

describe('PaymentConfirmationPage', () => {
  it.each([
    ['no state', undefined],
    ['a malformed state', { orderId: 42, total: 'banyak' }],
  ])('shows "Kesalahan" with a link home for %s', async (_, state) => {
    await renderPage(state);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kesalahan' })).toBeInTheDocument();
    expect(screen.getByText(messages.payment.missing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).not.toBeInTheDocument();
  });

  it('shows the order, its payment code, total, method and the e-wallet instructions', async () => {
    await renderPage(stateOf(pending));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konfirmasi Pembayaran' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ORD001')).toBeInTheDocument();
    expect(screen.getByText(pending.paymentCode)).toBeInTheDocument();
    expect(screen.getByText(rp(pending.total))).toBeInTheDocument();
    expect(screen.getByText('GoPay')).toBeInTheDocument();
    expect(screen.getByText('Buka aplikasi GoPay di ponsel Anda.')).toBeInTheDocument();
  });

  it('gives bank transfer and COD instructions for those methods', async () => {
    const { unmount } = await renderPage({ ...stateOf(pending), paymentMethod: 'BSI Transfer' });
    expect(
      await screen.findByText(/Transfer sejumlah total pembayaran melalui BSI/),
    ).toBeInTheDocument();
    unmount();
    await renderPage({ ...stateOf(pending), paymentMethod: 'COD' });
    expect(await screen.findByText(/Bayar kepada kurir saat pesanan tiba/)).toBeInTheDocument();
  });

  it('copies the payment code', async () => {
    const { user } = await renderPage(stateOf(pending));
    await user.click(await screen.findByRole('button', { name: 'Salin kode pembayaran' }));
    expect(await navigator.clipboard.readText()).toBe(pending.paymentCode);
    expect(await screen.findByText('Kode pembayaran disalin.')).toBeInTheDocument();
  });

  it('confirms the payment: order Processed, transaction Success, then goes to Pesanan Saya', async () => {
    const { user, data, driver } = await renderPage(stateOf(pending));
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi Pembayaran' }));
    expect(await screen.findByText('Halaman Pesanan Saya')).toBeInTheDocument();
    expect(await screen.findByText(messages.payment.confirmed('ORD001'))).toBeInTheDocument();
    expect((await data.orders.listMine()).find((o) => o.id === 'ORD001')?.status).toBe('Processed');
    const transactions = JSON.parse(driver.snapshot().transactions ?? '[]') as Transaction[];
    expect(transactions.filter((t) => t.orderId === 'ORD001').map((t) => t.status)).toEqual([
      'Success',
    ]);
  });

  it('shows "Pembayaran Diterima" instead of the button for an order already paid', async () => {
    await renderPage(stateOf(processed));
    expect(await screen.findByText(messages.payment.received)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).not.toBeInTheDocument();
  });

  it('shows the data layer’s error when the order was confirmed elsewhere meanwhile', async () => {
    const { user, data } = await renderApp(null, {
      routes,
      url: '/payment-confirmation',
      state: stateOf(pending),
      user: 'pembeli',
    });
    const button = await screen.findByRole('button', { name: 'Konfirmasi Pembayaran' });
    // Another tab confirms first; this tab has not refreshed its orders yet.
    vi.spyOn(data.orders, 'listMine').mockResolvedValue(seedOrders);
    await data.orders.confirmPayment('ORD001');
    await user.click(button);
    expect(await screen.findByText(messages.payment.notPending)).toBeInTheDocument();
    expect(screen.queryByText('Halaman Pesanan Saya')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.payment.confirmed('ORD001'))).not.toBeInTheDocument();
  });
});
