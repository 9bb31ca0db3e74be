import { screen, within } from '@testing-library/react';
import { seedPaymentAccounts } from '@/testing/seed';
import { renderSettingsCard } from '@/testing/render-settings-card';
import { PaymentAccountsCard } from './payment-accounts-card';

async function renderCard() {
  const result = await renderSettingsCard(PaymentAccountsCard, 'Rekening Pembayaran');
  return { ...result, field: (label: string) => within(result.card).getByLabelText(label) };
}

describe('PaymentAccountsCard', () => {
  it('shows the stored accounts under their labels, saves changed ones and confirms', async () => {
    const { user, data, card, field } = await renderCard();
    expect(field('Nama Bank')).toHaveValue(seedPaymentAccounts.bankName);
    expect(field('Nomor Rekening')).toHaveValue(seedPaymentAccounts.accountNumber);
    expect(field('Atas Nama')).toHaveValue(seedPaymentAccounts.accountHolder);
    expect(field('Nomor E-Wallet')).toHaveValue(seedPaymentAccounts.ewalletNumber);
    expect(field('Kode QRIS (teks)').tagName).toBe('TEXTAREA');
    expect(field('Kode QRIS (teks)')).toHaveValue(seedPaymentAccounts.qrisPayload);

    await user.clear(field('Nama Bank'));
    await user.type(field('Nama Bank'), 'BSI');
    await user.clear(field('Nomor Rekening'));
    await user.type(field('Nomor Rekening'), '7123-4567-89');
    await user.clear(field('Nomor E-Wallet'));
    await user.clear(field('Kode QRIS (teks)'));
    await user.click(within(card).getByRole('button', { name: 'Simpan Rekening' }));
    expect(await screen.findByText('Rekening pembayaran berhasil disimpan!')).toBeInTheDocument();
    expect((await data.settings.getStore()).paymentAccounts).toEqual({
      bankName: 'BSI',
      accountNumber: '7123456789',
      accountHolder: seedPaymentAccounts.accountHolder,
      ewalletNumber: '',
      qrisPayload: '',
    });
  });

  it('shows the messages of a bad account number and a bad QRIS checksum under their fields and saves nothing', async () => {
    const { user, data, card, field } = await renderCard();
    await user.clear(field('Nomor Rekening'));
    await user.type(field('Nomor Rekening'), '12ab');
    await user.clear(field('Kode QRIS (teks)'));
    await user.click(field('Kode QRIS (teks)'));
    await user.paste(`${seedPaymentAccounts.qrisPayload.slice(0, -4)}0000`);
    await user.click(within(card).getByRole('button', { name: 'Simpan Rekening' }));
    expect(await within(card).findByText('Nomor rekening harus 5 sampai 20 digit angka.')).toBeInTheDocument();
    expect(within(card).getByText(/checksum CRC yang benar/)).toBeInTheDocument();
    expect(field('Nomor Rekening')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Kode QRIS (teks)')).toHaveAttribute('aria-invalid', 'true');
    expect((await data.settings.getStore()).paymentAccounts).toEqual(seedPaymentAccounts);
  });
});
