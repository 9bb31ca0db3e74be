import { screen, within } from '@testing-library/react';
import { renderSettingsCard } from '@/testing/render-settings-card';
import { OrderFlowCard } from './order-flow-card';

async function renderCard() {
  const result = await renderSettingsCard(OrderFlowCard, 'Alur Pesanan');
  const card = within(result.card);
  return {
    ...result,
    hours: card.getByLabelText('Batas Waktu Pembayaran (jam)'),
    days: card.getByLabelText('Selesai Otomatis (hari)'),
    verify: card.getByRole('switch', { name: 'Verifikasi Pembayaran oleh Admin' }),
  };
}

describe('OrderFlowCard', () => {
  it('shows the defaults (24 hours, 7 days, no verification, 48 hours to verify), saves new ones and confirms', async () => {
    const { user, data, card, hours, days, verify } = await renderCard();
    expect(hours).toHaveValue(24);
    expect(days).toHaveValue(7);
    expect(verify).toHaveAttribute('aria-checked', 'false');
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(verify);
    const verifyHours = within(card).getByLabelText('Batas Waktu Verifikasi (jam)');
    expect(verifyHours).toHaveValue(48);
    await user.clear(verifyHours);
    await user.type(verifyHours, '72');
    await user.click(within(card).getByRole('button', { name: 'Simpan Alur Pesanan' }));
    expect(await screen.findByText('Alur pesanan berhasil disimpan!')).toBeInTheDocument();
    expect((await data.settings.getStore()).orderFlow).toEqual({
      paymentDeadlineHours: 12,
      autoCompleteDays: 7,
      verifyPayments: true,
      verificationDeadlineHours: 72,
    });
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
