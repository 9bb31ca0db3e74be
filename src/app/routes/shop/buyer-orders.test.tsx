/**
 * The buyer's order journey through the real route tree: cart → checkout → payment confirmation →
 * Pesanan Saya → purchase history (spec sections 2 and 4).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { seedProducts } from '@/testing/seed';
import { messages } from '@/shared/messages';
import { renderApp } from '@/testing/render-app';
import { expectPageHeading } from '@/testing/list-page';

vi.mock('@/config/env', () => ({ orderEmailConfig: { url: '', key: '', timeoutMs: 1000 } }));

// ResizeObserver (Radix radio groups) and clearing sonner's toasts come from src/testing/setup.ts.

const kopi = seedProducts.find((p) => p.id === 1)!;

describe('buyer order journey', () => {
  it(
    'orders from the cart, confirms the payment and finds the order in Pesanan Saya and the history',
    { timeout: 30_000 },
    async () => {
      const { user, data } = await renderApp(null, {
        routes,
        url: '/cart',
        user: 'pembeli',
        stored: { cartItems: [{ ...kopi, quantity: 1 }] },
      });
      // Lazy route modules: the first load in a fresh test file takes a while to transform.
      await user.click(await screen.findByRole('link', { name: 'Checkout' }, { timeout: 10_000 }));
      const place = await screen.findByRole('button', { name: 'Buat Pesanan' }, { timeout: 10_000 });
      // The saved address names Banda Aceh, so the destination is preselected; the courier is ours to pick.
      const couriers = await screen.findByRole('radiogroup', { name: 'Kurir' });
      await user.click(within(couriers).getByRole('radio', { name: /^JNE ·/ }));
      await user.click(place);

      await expectPageHeading('Konfirmasi Pembayaran', 10_000);
      const [order] = await data.orders.listMine();
      expect(order?.status).toBe('Pending');
      expect(screen.getByText(order!.paymentCode)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Konfirmasi Pembayaran' }));

      await expectPageHeading('Pesanan Saya', 10_000);
      expect(await screen.findByText(messages.payment.confirmed(order!.id))).toBeInTheDocument();
      const heading = await screen.findByRole('heading', { name: `Pesanan ${order!.id}` });
      await waitFor(() =>
        expect(
          within(heading.closest('li')!).getByText(messages.payment.received),
        ).toBeInTheDocument(),
      );

      await user.click(screen.getAllByRole('link', { name: 'Riwayat Pembelian' })[0]!);
      const table = await screen.findByRole(
        'table',
        { name: 'Riwayat pembelian' },
        { timeout: 10_000 },
      );
      expect(within(table).getByRole('row', { name: new RegExp(order!.id) })).toBeInTheDocument();
    },
  );

  it('sends a visitor who opens the cart to the login page', async () => {
    await renderApp(null, { routes, url: '/cart' });
    expect(
      await screen.findByRole('button', { name: 'Masuk' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
