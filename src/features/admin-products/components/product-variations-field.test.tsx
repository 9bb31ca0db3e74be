import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import type { Product } from '@/domain/core/records';
import { adminMessages } from '@/shared/messages-admin';
import { seed } from '@/testing/seed';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { ProductForm } from './product-form';

const partners = seed.partners;
const coffee: Product = { ...seed.products[0]!, variations: [], variants: [], promoPrice: null, promoStart: null, promoEnd: null };
const sized: Product = {
  ...coffee,
  price: 45000,
  stock: 15,
  weight: 250,
  variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
  variants: [
    { id: 'v1', options: ['250 g'], price: 45000, stock: 10, weight: 250, sku: 'KOPI-250', image: '', promoPrice: null },
    { id: 'v2', options: ['500 g'], price: 85000, stock: 5, weight: 500, sku: '', image: '', promoPrice: null },
  ],
};

function renderForm(product: Product | null = coffee) {
  const onSave = vi.fn(async (_input: ProductInput) => undefined);
  render(<ProductForm product={product} partners={partners} saving={false} onSave={onSave} onCancel={() => {}} />);
  const section = within(screen.getByRole('group', { name: 'Variasi' }));
  return { user: userEvent.setup(), onSave, section };
}

/** Types a value the quick way: focus and paste. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.clear(field);
  await user.paste(text);
}

/** Adds a tier named `name` with `options` (typed, then Enter). */
async function addTier(user: UserEvent, section: ReturnType<typeof within>, n: number, name: string, options: string[]) {
  await user.click(section.getByRole('button', { name: 'Tambah Variasi' }));
  const tier = within(section.getByRole('group', { name: `Variasi ${n}` }));
  await fill(user, tier.getByLabelText('Nama Variasi'), name);
  for (const option of options) {
    await user.click(tier.getByLabelText('Pilihan'));
    await user.paste(option);
    await user.keyboard('{Enter}');
  }
  return tier;
}

function rowLabels() {
  return within(screen.getByRole('table', { name: 'Kombinasi Variasi' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

describe('ProductVariationsField', () => {
  it('adds two tiers, the combinations following; hides Harga, Stok and Berat; stops at two with the reason', async () => {
    const { user, section } = renderForm();
    expect(screen.getByLabelText('Harga')).toBeInTheDocument();
    await addTier(user, section, 1, 'Ukuran', ['250 g', '500 g']);
    expect(screen.queryByLabelText('Harga')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Stok')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Berat (gram)')).not.toBeInTheDocument();
    expect(section.getByText(/Harga, Stok dan Berat produk mengikuti kombinasinya/)).toBeInTheDocument();
    expect(rowLabels()).toEqual(['250 g', '500 g']);

    const tier2 = await addTier(user, section, 2, 'Warna', ['Merah']);
    // The option button adds too.
    await user.click(tier2.getByLabelText('Pilihan'));
    await user.paste('Hitam');
    await user.click(tier2.getByRole('button', { name: 'Tambah Pilihan' }));
    expect(within(tier2.getByRole('list', { name: 'Pilihan Warna' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Merah', 'Hitam']);
    expect(rowLabels()).toEqual(['250 g / Merah', '250 g / Hitam', '500 g / Merah', '500 g / Hitam']);
    for (const name of ['Harga 500 g / Hitam', 'Stok 500 g / Hitam', 'Berat 500 g / Hitam', 'SKU 500 g / Hitam'])
      expect(screen.getByLabelText(name)).toBeInTheDocument();

    const add = section.getByRole('button', { name: 'Tambah Variasi' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Paling banyak 2 variasi.');

    await user.click(tier2.getByRole('button', { name: 'Hapus Variasi' }));
    expect(rowLabels()).toEqual(['250 g', '500 g']);
    expect(section.getByRole('button', { name: 'Tambah Variasi' })).toBeEnabled();
  });

  it('starts the combinations a second tier splits off with the price and weight of their size, not its stock', async () => {
    const { user, section } = renderForm();
    await addTier(user, section, 1, 'Ukuran', ['250 g', '500 g']);
    await fill(user, section.getByLabelText('Harga 500 g'), '85000');
    await fill(user, section.getByLabelText('Berat 500 g'), '500');
    await fill(user, section.getByLabelText('Stok 500 g'), '4');
    await addTier(user, section, 2, 'Warna', ['Merah']);
    expect(section.getByLabelText('Harga 500 g / Merah')).toHaveValue('85000');
    expect(section.getByLabelText('Berat 500 g / Merah')).toHaveValue('500');
    expect(section.getByLabelText('Stok 500 g / Merah')).toHaveValue('');
  });

  it('fills every combination with Terapkan ke Semua and saves the variants with the derived product fields', async () => {
    const { user, section, onSave } = renderForm();
    await addTier(user, section, 1, 'Ukuran', ['250 g', '500 g']);
    await fill(user, section.getByLabelText('Harga semua'), '45.000');
    await fill(user, section.getByLabelText('Stok semua'), '8');
    await user.click(section.getByRole('button', { name: 'Terapkan ke Semua' }));
    expect(section.getByLabelText('Harga 250 g')).toHaveValue('45.000');
    expect(section.getByLabelText('Stok 500 g')).toHaveValue('8');
    // An amount left empty leaves the rows' own alone.
    expect(section.getByLabelText('Berat 500 g')).toHaveValue(String(coffee.weight));
    await fill(user, section.getByLabelText('Harga 500 g'), '85000');
    await fill(user, section.getByLabelText('Berat 500 g'), '500');
    await fill(user, section.getByLabelText('SKU 500 g'), 'KOPI-500');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      price: 45000,
      stock: 16,
      weight: coffee.weight,
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [
        { id: 'v1', options: ['250 g'], price: 45000, stock: 8, weight: coffee.weight, sku: '' },
        { id: 'v2', options: ['500 g'], price: 85000, stock: 8, weight: 500, sku: 'KOPI-500' },
      ],
    });
  });

  it('removes an option with its combinations; the others, and the option added back, keep their values', async () => {
    const { user, section } = renderForm(sized);
    expect(section.getByLabelText('Harga 250 g')).toHaveValue('45000');
    expect(section.getByLabelText('SKU 250 g')).toHaveValue('KOPI-250');
    const tier = within(section.getByRole('group', { name: 'Variasi 1' }));
    expect(tier.getByLabelText('Nama Variasi')).toHaveValue('Ukuran');

    await user.click(tier.getByRole('button', { name: 'Hapus pilihan 250 g' }));
    expect(rowLabels()).toEqual(['500 g']);
    expect(section.getByLabelText('Harga 500 g')).toHaveValue('85000');

    await user.click(tier.getByLabelText('Pilihan'));
    await user.paste('1 kg');
    await user.keyboard('{Enter}');
    await user.click(tier.getByLabelText('Pilihan'));
    await user.paste('250 g');
    await user.keyboard('{Enter}');
    expect(rowLabels()).toEqual(['500 g', '1 kg', '250 g']);
    expect(section.getByLabelText('Stok 250 g')).toHaveValue('10');
    expect(section.getByLabelText('Stok 1 kg')).toHaveValue('');

    // A duplicate option is refused where it is typed.
    await user.click(tier.getByLabelText('Pilihan'));
    await user.paste('1 KG');
    await user.keyboard('{Enter}');
    expect(tier.getByText('Pilihan dalam satu variasi tidak boleh sama.')).toBeInTheDocument();
    expect(rowLabels()).toHaveLength(3);
  });

  it("shows the errors on their fields, hides the product's own Harga Promo with tiers, and saves nothing", async () => {
    const { user, section, onSave } = renderForm();
    await fill(user, screen.getByLabelText('Harga Promo'), '50000');
    await user.click(section.getByRole('button', { name: 'Tambah Variasi' }));
    expect(screen.queryByLabelText('Harga Promo')).not.toBeInTheDocument();
    const tier = within(section.getByRole('group', { name: 'Variasi 1' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await tier.findByText('Nama variasi wajib diisi (1–20 karakter).')).toBeInTheDocument();
    expect(tier.getByText('Setiap variasi perlu 1–20 pilihan.')).toBeInTheDocument();

    await fill(user, tier.getByLabelText('Nama Variasi'), 'Ukuran');
    await user.click(tier.getByLabelText('Pilihan'));
    await user.paste('250 g');
    await user.keyboard('{Enter}');
    await fill(user, section.getByLabelText('Harga 250 g'), 'murah');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await section.findByText('Harga harus berupa angka 0 atau lebih.')).toBeInTheDocument();
    expect(section.getByLabelText('Harga 250 g')).toHaveAttribute('aria-invalid', 'true');
    expect(section.getByLabelText('Stok 250 g')).toHaveAccessibleDescription('Harap lengkapi semua bidang, termasuk gambar produk.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says in the section a rule the hidden product fields break: a summed stock over the limit', async () => {
    const { user, section, onSave } = renderForm(sized);
    await fill(user, section.getByLabelText('Stok 250 g'), '600000000');
    await fill(user, section.getByLabelText('Stok 500 g'), '600000000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await section.findByText(adminMessages.stockTooLarge)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sets a combination's Harga Promo in the product's window and its Foto from the gallery", async () => {
    const gallery = ['/api/images/kopi-1.jpg', '/api/images/kopi-2.jpg'];
    const { user, section, onSave } = renderForm({ ...sized, image: gallery[0]!, images: gallery });
    const promo = section.getByLabelText('Harga Promo 250 g');
    expect(promo).toHaveAccessibleDescription(expect.stringContaining('berlaku selama Promo Mulai–Promo Berakhir'));
    await fill(user, promo, '40.000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    // No window yet: the rule is said on the field.
    expect(await section.findByText('Harga Promo kombinasi perlu Promo Mulai atau Promo Berakhir.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    const photo = section.getByLabelText('Foto 500 g');
    expect(within(photo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tanpa foto khusus', 'Gambar 1', 'Gambar 2']);
    expect(photo).toHaveValue('');
    await user.selectOptions(photo, 'Gambar 2');
    await fill(user, screen.getByLabelText('Promo Berakhir'), '2030-01-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      promoPrice: null,
      promoEnd: '2029-12-31T17:00:00.000Z',
      variants: [
        { id: 'v1', price: 45000, promoPrice: 40000, image: '' },
        { id: 'v2', price: 85000, promoPrice: null, image: gallery[1] },
      ],
    });
  });

  it("drops a combination's photo the gallery no longer has, and reads it as Tanpa foto khusus", async () => {
    const gallery = ['/api/images/kopi-1.jpg'];
    const stale = { ...sized, image: gallery[0]!, images: gallery, variants: sized.variants.map((v) => ({ ...v, image: '/api/images/gone.jpg' })) };
    const { user, section, onSave } = renderForm(stale);
    expect(section.getByLabelText('Foto 250 g')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave.mock.calls[0]![0].variants?.map((v) => v.image)).toEqual(['', '']);
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows one card per combination with the same field names, and no table', async () => {
      stubMatchMedia(false);
      const { section } = renderForm(sized);
      expect(section.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(section.getByRole('list', { name: 'Kombinasi Variasi' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const card = within(within(cards[1]!).getByRole('group', { name: '500 g' }));
      for (const name of ['Harga 500 g', 'Harga Promo 500 g', 'Stok 500 g', 'Berat 500 g', 'SKU 500 g', 'Foto 500 g']) expect(card.getByLabelText(name)).toBeInTheDocument();
      expect(card.getByLabelText('Harga 500 g')).toHaveValue('85000');
      expect(card.getByText('Harga')).toBeVisible();
    });
  });
});
