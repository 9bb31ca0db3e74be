import { screen, within } from '@testing-library/react';
import { useStoreSettings } from '@/data/react';
import { renderApp } from '@/testing/render-app';
import { OrderFlowCard } from './order-flow-card';

/** The card over the stored settings, as the settings page composes it. */
function Card() {
  const store = useStoreSettings();
  return store.data ? <OrderFlowCard store={store.data} /> : null;
}

async function renderCard() {
  const result = await renderApp(<Card />, { url: '/admin/settings', user: 'admin' });
  const card = await screen.findByRole('region', { name: 'Alur Pesanan' });
  return {
    ...result,
    card,
    hours: within(card).getByLabelText('Batas Waktu Pembayaran (jam)'),
    days: within(card).getByLabelText('Selesai Otomatis (hari)'),
    verify: within(card).getByRole('switch', { name: 'Verifikasi Pembayaran oleh Admin' }),
  };
}

describe('OrderFlowCard', () => {
  it('shows the defaults (24 hours, 7 days, no verification), saves new ones and confirms', async () => {
    const { user, data, card, hours, days, verify } = await renderCard();
    expect(hours).toHaveValue(24);
    expect(days).toHaveValue(7);
    expect(verify).toHaveAttribute('aria-checked', 'false');
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(verify);
    await user.click(within(card).getByRole('button', { name: 'Simpan Alur Pesanan' }));
    expect(await screen.findByText('Alur pesanan berhasil disimpan!')).toBeInTheDocument();
    expect((await data.settings.getStore()).orderFlow).toEqual({ paymentDeadlineHours: 12, autoCompleteDays: 7, verifyPayments: true });
  });

  it('shows the message of a number out of range under its field and saves nothing', async () => {
    const { user, data, card, days } = await renderCard();
    await user.clear(days);
    await user.type(days, '31');
    await user.click(within(card).getByRole('button', { name: 'Simpan Alur Pesanan' }));
    expect(await within(card).findByText('Selesai otomatis harus 1–30 hari.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect((await data.settings.getStore()).orderFlow.autoCompleteDays).toBe(7);
  });
});
