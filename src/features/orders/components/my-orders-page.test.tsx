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
  it('lists the buyer’s orders, newest first, with status badges', async () => {
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
    // Labelled statuses (docs/product/ui-names.md "Order journey").
    expect(within(first).getByText('Pembayaran: Menunggu Pembayaran')).toHaveAttribute(
      'data-status',
      'Pending',
    );
    expect(within(first).getByText('Pengiriman: Menunggu Konfirmasi Admin')).toBeInTheDocument();
    expect(within(cardOf('ORD002')).getByText('Pengiriman: Dikirim')).toBeInTheDocument();
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

  it('shows the empty state with a link to the catalogue', async () => {
    await expectEmptyList(
      <MyOrdersPage />,
      { url: '/pesanan-saya', user: 'pembeli', stored: { orders: [] } },
      messages.orders.empty,
    );
    expect(screen.getByRole('link', { name: 'Lihat Katalog' })).toHaveAttribute('href', '/catalog');
  });
});
