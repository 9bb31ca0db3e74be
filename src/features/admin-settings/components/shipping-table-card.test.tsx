import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SHIPPING_TABLE } from '@/domain/shipping/cost';
import { renderSettingsCard } from '@/testing/render-settings-card';
import { replaceText } from '@/testing/replace-text';
import { ShippingTableCard } from './shipping-table-card';

describe('ShippingTableCard', () => {
  it('shows one courier at a time with a labelled rate for each of the 24 destinations', async () => {
    const { user, card } = await renderSettingsCard(ShippingTableCard, 'Ongkos Kirim');
    const picker = within(card).getByLabelText('Pilih Kurir');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['JNE', 'J&T', 'SiCepat', 'POS Indonesia', 'Kurir Toko']);
    expect(within(card).getByLabelText('Nama Kurir')).toHaveValue('JNE');
    expect(within(card).getByLabelText('Kota Banda Aceh')).toHaveValue('9000');
    expect(within(card).getByLabelText('Luar Aceh')).toHaveValue('38000');
    expect(within(card).getAllByPlaceholderText('Tidak melayani')).toHaveLength(24);
    await user.selectOptions(picker, 'Kurir Toko');
    expect(within(card).getByLabelText('Nama Kurir')).toHaveValue('Kurir Toko');
    expect(within(card).getByLabelText('Aceh Besar')).toHaveValue('12000');
    expect(within(card).getByLabelText('Simeulue')).toHaveValue('');
  });

  it('saves changed rates, a new courier and a removed one', async () => {
    const { user, data, card } = await renderSettingsCard(ShippingTableCard, 'Ongkos Kirim');
    await replaceText(user, within(card).getByLabelText('Kota Banda Aceh'), '10.000');
    await replaceText(user, within(card).getByLabelText('Simeulue'), '');
    await user.click(within(card).getByRole('button', { name: 'Tambah Kurir' }));
    expect(within(card).getByLabelText('Nama Kurir')).toHaveValue('Kurir Baru');
    await replaceText(user, within(card).getByLabelText('Nama Kurir'), 'Kilat Aceh');
    await replaceText(user, within(card).getByLabelText('Kota Sabang'), '15000');
    await user.selectOptions(within(card).getByLabelText('Pilih Kurir'), 'SiCepat');
    await user.click(within(card).getByRole('button', { name: 'Hapus Kurir' }));
    await user.click(within(card).getByRole('button', { name: 'Simpan Ongkos Kirim' }));
    expect(await screen.findByText('Ongkos kirim berhasil disimpan!')).toBeInTheDocument();
    const { shippingTable } = await data.settings.getStore();
    expect(shippingTable.couriers.map((c) => c.name)).toEqual(['JNE', 'J&T', 'POS Indonesia', 'Kurir Toko', 'Kilat Aceh']);
    expect(shippingTable.couriers[0]!.rates).toMatchObject({ 'Kota Banda Aceh': 10000 });
    expect(shippingTable.couriers[0]!.rates.Simeulue).toBeUndefined();
    expect(shippingTable.couriers[4]).toEqual({ id: 'kurir-baru-1', name: 'Kilat Aceh', trackingUrl: '', rates: { 'Kota Sabang': 15000 } });
  });

  it('shows a bad rate and a courier serving nothing, and saves nothing', async () => {
    const { user, data, card } = await renderSettingsCard(ShippingTableCard, 'Ongkos Kirim');
    await replaceText(user, within(card).getByLabelText('Pidie'), '-5');
    await user.click(within(card).getByRole('button', { name: 'Simpan Ongkos Kirim' }));
    expect(await within(card).findByText('Tarif harus bilangan bulat Rupiah dari 0 sampai 10.000.000, atau kosong jika tidak melayani.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Pidie')).toHaveAttribute('aria-invalid', 'true');
    await replaceText(user, within(card).getByLabelText('Pidie'), '14000');
    await user.click(within(card).getByRole('button', { name: 'Tambah Kurir' }));
    await user.click(within(card).getByRole('button', { name: 'Simpan Ongkos Kirim' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('Kurir harus melayani paling sedikit satu tujuan.'));
    expect((await data.settings.getStore()).shippingTable).toEqual(DEFAULT_SHIPPING_TABLE);
  });
});
