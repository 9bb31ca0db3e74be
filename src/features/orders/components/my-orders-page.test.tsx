import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { SEED_TEST_NOW, seedOrders, withoutShippingCosts } from '@/testing/seed';
import { messages } from '@/shared/messages';
import type { Order } from '@/domain/core/records';
import { expectEmptyList, expectPageHeading } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { MyOrdersPage } from './my-orders-page';

afterEach(() => {
  toast.dismiss();
});

function cardOf(orderId: string) {
  return screen.getByRole('heading', { name: `Pesanan ${orderId}` }).closest('li') as HTMLElement;
}

describe('MyOrdersPage', () => {
  it('lists the buyer’s orders, newest first, each with its one stage', async () => {
    // The seed written at a fixed moment: ORD001 is of 20 Nov 2026.
    await renderApp(<MyOrdersPage />, { url: '/pesanan-saya', user: 'pembeli', now: () => SEED_TEST_NOW });
    await expectPageHeading('Pesanan Saya');
    const list = await screen.findByRole('list', { name: 'Daftar pesanan' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Pesanan ORD001', 'Pesanan ORD002']);
    const first = cardOf('ORD001');
    expect(within(first).getByText('Kopi Arabika Gayo (x2), Kue Adee (x1)')).toBeInTheDocument();
    expect(within(first).getByText('20 Nov 2026')).toBeInTheDocument();
    // One stage per order (docs/product/ui-names.md "Order stages").
    expect(within(first).getByText('Belum Bayar')).toHaveAttribute('data-stage', 'Belum Bayar');
    expect(within(cardOf('ORD002')).getByText('Dikirim')).toHaveAttribute('data-stage', 'Dikirim');
    expect(within(first).queryByText(/^(Pembayaran|Pengiriman): /)).not.toBeInTheDocument();
    // The unpaid order's deadline comes first; the products' thumbnails follow.
    const content = within(first).getByRole('note');
    expect(content).toHaveTextContent(/^Bayar sebelum/);
    await waitFor(() => expect(first.querySelectorAll('img')).toHaveLength(2));
    expect(within(first).getByRole('link', { name: 'Detail Pesanan ORD001' })).toHaveAttribute(
      'href',
      '/pesanan-saya/ORD001',
    );
  });

  it('shows the payment code and the confirm button on a Pending order, "Pembayaran Diterima" on a Processed one', async () => {
    await renderApp(<MyOrdersPage />, { url: '/pesanan-saya', user: 'pembeli' });
    await screen.findByRole('list', { name: 'Daftar pesanan' });
    const pendingCard = cardOf('ORD001');
    expect(within(pendingCard).getByText(seedOrders[0]!.paymentCode)).toBeInTheDocument();
    expect(
      within(pendingCard).getByRole('button', { name: 'Konfirmasi Pembayaran' }),
    ).toBeInTheDocument();
    expect(within(pendingCard).queryByText(messages.payment.received)).not.toBeInTheDocument();

    const processedCard = cardOf('ORD002');
    expect(within(processedCard).getByText(messages.payment.received)).toBeInTheDocument();
    expect(
      within(processedCard).queryByRole('button', { name: 'Konfirmasi Pembayaran' }),
    ).not.toBeInTheDocument();
    expect(within(processedCard).queryByText(seedOrders[1]!.paymentCode)).not.toBeInTheDocument();
  });

  it('confirms a payment in place', async () => {
    const { user, data } = await renderApp(<MyOrdersPage />, {
      url: '/pesanan-saya',
      user: 'pembeli',
    });
    await screen.findByRole('list', { name: 'Daftar pesanan' });
    await user.click(
      within(cardOf('ORD001')).getByRole('button', { name: 'Konfirmasi Pembayaran' }),
    );
    expect(await screen.findByText(messages.payment.confirmed('ORD001'))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(cardOf('ORD001')).getByText(messages.payment.received)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).not.toBeInTheDocument();
    expect((await data.orders.listMine()).find((o) => o.id === 'ORD001')?.status).toBe('Processed');
  });

  it('shows only the signed-in buyer’s orders, including prototype orders matched by name', async () => {
    const others: Order[] = [
      { ...seedOrders[0]!, id: 'ORD900', userId: 'USR900', username: 'lain' },
      // Prototype data: no owner, matched by customerName == username (docs/product/decisions.md).
      {
        ...seedOrders[1]!,
        id: 'ORD901',
        customerName: 'pembeli',
        userId: undefined,
        username: undefined,
      },
    ];
    await renderApp(<MyOrdersPage />, {
      url: '/pesanan-saya',
      user: 'pembeli',
      stored: { orders: [...seedOrders, ...others] },
    });
    await screen.findByRole('list', { name: 'Daftar pesanan' });
    expect(screen.getByRole('heading', { name: 'Pesanan ORD901' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pesanan ORD900' })).not.toBeInTheDocument();
  });

  it('shows an order\'s subtotal, shipping cost and courier under its total; an older order its total only', async () => {
    // The seed's ORD001: 2 × Kopi Arabika Gayo and a Kue Adee (1.4 kg) by JNE to Kota Banda Aceh.
    const older = withoutShippingCosts(seedOrders[0]!, 'ORD903');
    await renderApp(<MyOrdersPage />, { url: '/pesanan-saya', user: 'pembeli', stored: { orders: [...seedOrders, older] } });
    await screen.findByRole('list', { name: 'Daftar pesanan' });
    expect(cardOf('ORD001')).toHaveTextContent(/Subtotal Rp\s205\.000 · Ongkos Kirim Rp\s18\.000 \(JNE, Kota Banda Aceh\)/);
    expect(cardOf('ORD903')).not.toHaveTextContent('Ongkos Kirim');
  });

  it('tabs the orders by stage with their counts, the chosen tab in the URL', async () => {
    const completed: Order = { ...seedOrders[1]!, id: 'ORD904', status: 'Completed', shippingStatus: 'Tiba di Tujuan' };
    const { user, router } = await renderApp(<MyOrdersPage />, {
      url: '/pesanan-saya',
      user: 'pembeli',
      stored: { orders: [...seedOrders, completed] },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Status pesanan' });
    // A stage holding no order has no tab; `Semua` always has one.
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Semua (3)',
      'Belum Bayar (1)',
      'Dikirim (1)',
      'Selesai (1)',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Semua (3)' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Selesai (1)' }));
    expect(router.state.location.search).toBe('?status=Selesai');
    expect(within(tabs).getByRole('link', { name: 'Selesai (1)' })).toHaveAttribute('aria-current', 'page');
    const list = screen.getByRole('list', { name: 'Daftar pesanan' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Pesanan ORD904']);
    // Back: every order again.
    await router.navigate(-1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Daftar pesanan' })).getAllByRole('heading', { level: 2 })).toHaveLength(3));
  });

  it('keeps a chosen empty tab and says it holds no order', async () => {
    await renderApp(<MyOrdersPage />, { url: '/pesanan-saya?status=Dibatalkan', user: 'pembeli' });
    const tabs = await screen.findByRole('navigation', { name: 'Status pesanan' });
    expect(within(tabs).getByRole('link', { name: 'Dibatalkan (0)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(messages.orders.stageEmpty('Dibatalkan'))).toBeInTheDocument();
  });

  it('shows the empty state with a link to the catalogue', async () => {
    await expectEmptyList(
      <MyOrdersPage />,
      { url: '/pesanan-saya', user: 'pembeli', stored: { orders: [] } },
      messages.orders.empty,
    );
    expect(screen.getByRole('link', { name: 'Lihat Katalog' })).toHaveAttribute('href', '/catalog');
  });
});
