import { screen, within } from '@testing-library/react';
import { renderSettingsCard } from '@/testing/render-settings-card';
import { replaceText } from '@/testing/replace-text';
import { OrderLimitsCard } from './order-limits-card';

describe('OrderLimitsCard', () => {
  it('shows the stored limits under their labels, with their ranges', async () => {
    const { card } = await renderSettingsCard(OrderLimitsCard, 'Batas Pesanan');
    const perProduct = within(card).getByLabelText('Maksimal per Produk');
    const unpaid = within(card).getByLabelText('Maksimal Pesanan Belum Dibayar');
    expect(perProduct).toHaveValue(10);
    expect(perProduct).toHaveAttribute('max', '999');
    expect(unpaid).toHaveValue(3);
    expect(unpaid).toHaveAttribute('max', '50');
    expect(within(card).getByLabelText('Maksimal Pesanan Terbuka per Pembeli')).toHaveValue(10);
    expect(within(card).getByLabelText('Maksimal Pesanan Terbuka Akun Baru')).toHaveValue(3);
    expect(within(card).getByLabelText('Maksimal Pesanan Terbuka Akun Baru')).toHaveAttribute('max', '100');
  });

  it('saves the limits and confirms', async () => {
    const { user, data, card } = await renderSettingsCard(OrderLimitsCard, 'Batas Pesanan');
    await replaceText(user, within(card).getByLabelText('Maksimal per Produk'), '25');
    await replaceText(user, within(card).getByLabelText('Maksimal Pesanan Belum Dibayar'), '5');
    await replaceText(user, within(card).getByLabelText('Maksimal Pesanan Terbuka per Pembeli'), '12');
    await replaceText(user, within(card).getByLabelText('Maksimal Pesanan Terbuka Akun Baru'), '2');
    await user.click(within(card).getByRole('button', { name: 'Simpan Batas Pesanan' }));
    expect(await screen.findByText('Batas pesanan berhasil disimpan!')).toBeInTheDocument();
    expect(await data.settings.getStore()).toMatchObject({ maxPerProduct: 25, maxUnpaidOrders: 5, maxOpenOrders: 12, maxOpenOrdersNewBuyer: 2 });
  });

  it('shows the message of a number outside its range under the field and saves nothing', async () => {
    const { user, data, card } = await renderSettingsCard(OrderLimitsCard, 'Batas Pesanan');
    await replaceText(user, within(card).getByLabelText('Maksimal per Produk'), '1000');
    await user.clear(within(card).getByLabelText('Maksimal Pesanan Belum Dibayar'));
    await user.click(within(card).getByRole('button', { name: 'Simpan Batas Pesanan' }));
    expect(
      await within(card).findByText('Maksimal per produk harus bilangan bulat dari 1 sampai 999.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Maksimal pesanan belum dibayar harus bilangan bulat dari 1 sampai 50.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Maksimal per Produk')).toHaveAttribute('aria-invalid', 'true');
    expect(await data.settings.getStore()).toMatchObject({ maxPerProduct: 10, maxUnpaidOrders: 3 });
  });
});
