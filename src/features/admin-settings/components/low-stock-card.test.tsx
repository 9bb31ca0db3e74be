import { screen, within } from '@testing-library/react';
import { renderSettingsCard } from '@/testing/render-settings-card';
import { LowStockCard } from './low-stock-card';

async function renderCard() {
  const result = await renderSettingsCard(LowStockCard, 'Batas Stok Menipis');
  return { ...result, field: within(result.card).getByLabelText('Batas Stok Menipis') };
}

describe('LowStockCard', () => {
  it('shows the stored threshold (default 5) with its range, saves a new one and confirms', async () => {
    const { user, data, card, field } = await renderCard();
    expect(field).toHaveValue(5);
    expect(field).toHaveAttribute('min', '0');
    expect(field).toHaveAttribute('max', '1000');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(card).getByRole('button', { name: 'Simpan Batas Stok' }));
    expect(await screen.findByText('Batas stok menipis berhasil disimpan!')).toBeInTheDocument();
    expect(await data.settings.getStore()).toMatchObject({ lowStockThreshold: 0 });
  });

  it('shows the message of a number outside 0–1000 under the field and saves nothing', async () => {
    const { user, data, card, field } = await renderCard();
    await user.clear(field);
    await user.type(field, '1001');
    await user.click(within(card).getByRole('button', { name: 'Simpan Batas Stok' }));
    expect(
      await within(card).findByText('Batas stok menipis harus bilangan bulat dari 0 sampai 1000.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await data.settings.getStore()).toMatchObject({ lowStockThreshold: 5 });
  });
});
