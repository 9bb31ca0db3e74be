/**
 * The buyer's order journey through the real route tree: cart → checkout → payment confirmation →
 * Pesanan Saya and its stage tabs (spec sections 2 and 4).
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
    'orders from the cart, confirms the payment and finds the order in Pesanan Saya and its Dikemas tab',
    { timeout: 30_000 },
    async () => {
      const { user, data } = await renderApp(null, {
        routes,
        url: '/cart',
        user: 'pembeli',
        stored: { cartItems: [{ ...kopi, quantity: 1 }] },
      });
      // Lazy route modules: the first load in a fresh test file takes a while to transform.
      await user.click(await screen.findByRole('link', { name: 'Lanjut ke Pembayaran' }, { timeout: 10_000 }));
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

      const tabs = screen.getByRole('navigation', { name: 'Status pesanan' });
      await user.click(await within(tabs).findByRole('link', { name: 'Dikemas (1)' }));
      const list = screen.getByRole('list', { name: 'Daftar pesanan' });
      expect(within(list).getByText('Dikemas', { selector: '[data-stage]' })).toBeInTheDocument();
      expect(within(list).getByRole('heading', { name: `Pesanan ${order!.id}` })).toBeInTheDocument();
    },
  );

  it('sends the old purchase history to the Selesai tab of Pesanan Saya', async () => {
    const { router } = await renderApp(null, { routes, url: '/purchase-history', user: 'pembeli' });
    await expectPageHeading('Pesanan Saya', 10_000);
    expect(router.state.location.pathname).toBe('/pesanan-saya');
    expect(router.state.location.search).toBe('?status=Selesai');
    const tabs = await screen.findByRole('navigation', { name: 'Status pesanan' });
    expect(within(tabs).getByRole('link', { name: /^Selesai \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor who opens the cart to the login page', async () => {
    await renderApp(null, { routes, url: '/cart' });
    expect(
      await screen.findByRole('button', { name: 'Masuk' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
