import { screen, waitFor, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import type { Product } from '@/domain/core/records';
import type * as ImageModule from '@/lib/image';
import { createTestData } from '@/testing/create-test-data';
import { expectFieldValues, expectPageHeading, findCardList, openDialog, rp } from '@/testing/list-page';
import { renderApp, type RenderAppResult } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { ProductsPage } from './products-page';

const PICTURE = 'data:image/webp;base64,UklGRg==';

vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageModule>()),
  prepareImage: vi.fn(async () => PICTURE),
}));

const REQUIRED = 'Harap lengkapi semua bidang, termasuk gambar produk.';

function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Produk ${String(i + 1).padStart(5, '0')}`,
    category: 'Makanan',
    price: 1000 + i,
    stock: i % 7,
    image: '',
    images: [],
    description: '',
    location: i % 2 ? 'Takengon' : 'Sigli',
    partnerId: 'P001',
    weight: 1000,
    status: 'active',
    promoPrice: null,
    promoStart: null,
    promoEnd: null,
    variations: [],
    variants: [],
  }));
}

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Daftar Produk' }))
    .getAllByRole('row')
    .slice(1);
}

function rowOf(name: string) {
  return screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
}

/** Types a value the quick way: focus and paste (one change event per field). */
async function fill(user: RenderAppResult['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ProductsPage', () => {
  it('lists products with price in Rupiah, stock, location, partner name or N/A', async () => {
    const products = [seed.products[0]!, { ...seed.products[1]!, partnerId: 'P999' }];
    await renderApp(<ProductsPage />, { user: 'admin', stored: { products } });
    await expectPageHeading('Daftar Produk');
    await screen.findByRole('table', { name: 'Daftar Produk' });
    const kopi = within(rowOf('Kopi Arabika Gayo'));
    expect(kopi.getByText(rp(85000))).toBeInTheDocument();
    expect(kopi.getByText('Koperasi Kopi Gayo Lestari')).toBeInTheDocument();
    expect(kopi.getByRole('button', { name: 'Ubah Kopi Arabika Gayo' })).toBeInTheDocument();
    expect(kopi.getByRole('button', { name: 'Hapus Kopi Arabika Gayo' })).toBeInTheDocument();
    expect(within(rowOf('Keumamah')).getByText('N/A')).toBeInTheDocument();
  });

  it('renders 20 rows a page out of 10,000 products and pages with Sebelumnya/Berikutnya', async () => {
    const { user } = await renderApp(<ProductsPage />, {
      user: 'admin',
      stored: { products: manyProducts(10_000) },
    });
    await screen.findByRole('table', { name: 'Daftar Produk' });
    expect(bodyRows()).toHaveLength(20);
    const pager = within(screen.getByRole('navigation', { name: 'Halaman daftar produk' }));
    expect(pager.getByText(/Halaman 1 dari 500/)).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Berikutnya' }));
    expect(pager.getByText(/Halaman 2 dari 500/)).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Produk 00021');
    await user.click(pager.getByRole('button', { name: 'Sebelumnya' }));
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Produk 00001');
  });

  it("searches with 'Cari produk' by name, location or partner, back to page 1", async () => {
    const { user } = await renderApp(<ProductsPage />, {
      user: 'admin',
      stored: { products: manyProducts(45) },
    });
    await screen.findByRole('table', { name: 'Daftar Produk' });
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await fill(user, screen.getByRole('searchbox', { name: 'Cari produk' }), 'produk 0004');
    // Every word must appear (the shop's one search rule): 00004 and 00040–00045.
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(screen.getByText(/Halaman 1 dari 1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    await user.clear(screen.getByRole('searchbox', { name: 'Cari produk' }));
    await fill(user, screen.getByRole('searchbox', { name: 'Cari produk' }), 'tidak ada');
    expect(
      await screen.findByText('Tidak ada produk yang cocok dengan pencarian Anda.'),
    ).toBeInTheDocument();
  });

  it("marks low stock ('Stok menipis', 'Habis' at 0) and filters it with 'Stok menipis'", async () => {
    const products = [
      { ...seed.products[0]!, name: 'Kopi Kosong', stock: 0 },
      { ...seed.products[1]!, name: 'Kopi Tipis', stock: 3 },
      { ...seed.products[2]!, name: 'Kopi Empat', stock: 4 },
      { ...seed.products[3]!, name: 'Kopi Banyak', stock: 40 },
    ];
    const { user } = await renderApp(<ProductsPage />, {
      user: 'admin',
      stored: { products, lowStockThreshold: 3 },
    });
    await screen.findByRole('table', { name: 'Daftar Produk' });
    await waitFor(() => expect(within(rowOf(products[0]!.name)).getByText('Habis')).toBeInTheDocument());
    expect(within(rowOf(products[1]!.name)).getByText('Stok menipis')).toBeInTheDocument();
    expect(within(rowOf(products[2]!.name)).queryByText('Stok menipis')).not.toBeInTheDocument();
    expect(within(rowOf(products[3]!.name)).queryByText(/Stok menipis|Habis/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stok' }), 'Stok menipis');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      products[0]!.name,
      products[1]!.name,
    ]);
  });

  it("shows each product's status, filters by it from the URL, and archives or activates a row", async () => {
    const products: Product[] = [
      { ...seed.products[0]!, name: 'Kopi Draf', status: 'draft', stock: 1 },
      { ...seed.products[1]!, name: 'Kopi Aktif', status: 'active', stock: 1 },
      { ...seed.products[2]!, name: 'Kopi Arsip', status: 'archived', stock: 2 },
    ];
    const { user } = await renderApp(<ProductsPage />, { user: 'admin', url: '/admin/products?status=draft', stored: { products } });
    await screen.findByRole('table', { name: 'Daftar Produk' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(rowOf('Kopi Draf')).getByText('Draf')).toBeInTheDocument();
    // Not sold: no `Stok menipis` on a draft (its stock is still shown).
    expect(within(rowOf('Kopi Draf')).queryByText('Stok menipis')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Semua');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(within(rowOf('Kopi Aktif')).getByText('Stok menipis')).toBeInTheDocument();
    expect(within(rowOf('Kopi Arsip')).getByText('Arsip')).toBeInTheDocument();

    await user.click(within(rowOf('Kopi Aktif')).getByRole('button', { name: 'Arsipkan Kopi Aktif' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Kopi Aktif')).getByText('Arsip')).toBeInTheDocument());
    await user.click(within(rowOf('Kopi Draf')).getByRole('button', { name: 'Aktifkan Kopi Draf' }));
    await waitFor(() => expect(within(rowOf('Kopi Draf')).getByText('Aktif')).toBeInTheDocument());
    expect(within(rowOf('Kopi Draf')).getByRole('button', { name: 'Arsipkan Kopi Draf' })).toBeInTheDocument();
  });

  it('opens with the search of a link (`?q=`) in its box and the list searched', async () => {
    const products = [
      { ...seed.products[0]!, name: 'Kopi Gayo Uji' },
      { ...seed.products[1]!, name: 'Keumamah Uji' },
    ];
    await renderApp(<ProductsPage />, { user: 'admin', url: '/admin/products?q=keumamah', stored: { products } });
    expect(await screen.findByRole('searchbox', { name: 'Cari produk' })).toHaveValue('keumamah');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('Keumamah Uji')).toBeInTheDocument();
  });

  it('finds seed products by partner name', async () => {
    const { user } = await renderApp(<ProductsPage />, { user: 'admin' });
    await screen.findByRole('table', { name: 'Daftar Produk' });
    await fill(user, screen.getByRole('searchbox', { name: 'Cari produk' }), 'kopi gayo lestari');
    await waitFor(() =>
      expect(
        bodyRows().map((row) => within(row).getByRole('rowheader').firstChild?.textContent),
      ).toEqual(['Kopi Arabika Gayo', 'Madu Hutan Gayo', 'Kopi Gayo Peaberry Sangrai']),
    );
  });

  it('checks the add form: required fields incl. the image, numeric price and stock', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Tambah Produk', 'Tambah Produk Baru');
    expectFieldValues(dialog, { 'Nama Produk': '', Mitra: 'P001', Kategori: '' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect((await dialog.findAllByText(REQUIRED)).length).toBeGreaterThanOrEqual(6);
    expect(dialog.getByLabelText('Nama Produk')).toHaveFocus();

    await fill(user, dialog.getByLabelText('Nama Produk'), 'Kopi Robusta Pidie');
    await user.selectOptions(dialog.getByLabelText('Kategori'), 'Minuman');
    await fill(user, dialog.getByLabelText('Harga'), 'murah');
    await fill(user, dialog.getByLabelText('Stok'), '1,5');
    await fill(user, dialog.getByLabelText('Lokasi'), 'Sigli');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText('Harga harus berupa angka 0 atau lebih.')).toBeInTheDocument();
    expect(dialog.getByText('Stok harus berupa bilangan bulat 0 atau lebih.')).toBeInTheDocument();
    // Only the image is still missing.
    expect(dialog.getAllByText(REQUIRED)).toHaveLength(1);
    expect((await data.products.list()).some((p) => p.name === 'Kopi Robusta Pidie')).toBe(
      false,
    );
  });

  it('adds a product with an uploaded image: toast, row, stored', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Tambah Produk', 'Tambah Produk Baru');
    await fill(user, dialog.getByLabelText('Nama Produk'), 'Kopi Robusta Pidie');
    await user.selectOptions(dialog.getByLabelText('Kategori'), 'Minuman');
    await fill(user, dialog.getByLabelText('Harga'), 'Rp 65.000');
    await fill(user, dialog.getByLabelText('Stok'), '12');
    await fill(user, dialog.getByLabelText('Lokasi'), 'Sigli');
    await user.selectOptions(dialog.getByLabelText('Mitra'), 'P005');
    await user.upload(
      dialog.getByLabelText('Gambar Produk'),
      new File(['png'], 'kopi.png', { type: 'image/png' }),
    );
    expect(await dialog.findByRole('img', { name: 'Pratinjau Gambar 1' })).toHaveAttribute(
      'src',
      PICTURE,
    );
    await fill(user, dialog.getByLabelText('Deskripsi'), 'Kopi robusta dari dataran Pidie.');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(await waitFor(() => rowOf('Kopi Robusta Pidie')));
    expect(row.getByText(rp(65000))).toBeInTheDocument();
    expect(row.getByText('Dapur Kue Nek Limah')).toBeInTheDocument();
    const stored = (await data.products.list()).find((p) => p.name === 'Kopi Robusta Pidie');
    expect(stored).toMatchObject({
      price: 65000,
      stock: 12,
      category: 'Minuman',
      partnerId: 'P005',
      image: PICTURE,
    });
  });

  it('waits for the partner list before showing the add form, then presets and saves the first partner', async () => {
    const testData = await createTestData({ user: 'admin' });
    const listPartners = testData.data.partners.list.bind(testData.data.partners);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(testData.data.partners, 'list').mockImplementation(() => held.then(listPartners));
    const { user, data } = await renderApp(<ProductsPage />, { testData });
    const dialog = await openDialog(user, 'Tambah Produk', 'Tambah Produk Baru');
    expect(dialog.getByRole('status')).toHaveTextContent('Memuat daftar mitra...');
    expect(dialog.queryByLabelText('Mitra')).not.toBeInTheDocument();

    release();
    const partner = await dialog.findByLabelText('Mitra');
    expect(partner).toHaveValue(seed.partners[0]!.id);
    await fill(user, dialog.getByLabelText('Nama Produk'), 'Kue Adee Meureudu');
    await user.selectOptions(dialog.getByLabelText('Kategori'), 'Makanan');
    await fill(user, dialog.getByLabelText('Harga'), '30000');
    await fill(user, dialog.getByLabelText('Stok'), '4');
    await fill(user, dialog.getByLabelText('Lokasi'), 'Meureudu');
    await user.upload(dialog.getByLabelText('Gambar Produk'), new File(['png'], 'kue.png', { type: 'image/png' }));
    await dialog.findByRole('img', { name: 'Pratinjau Gambar 1' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    const stored = (await data.products.list()).find((p) => p.name === 'Kue Adee Meureudu');
    expect(stored?.partnerId).toBe(seed.partners[0]!.id);
  });

  it('says when the partner list cannot be loaded and shows the form after Coba lagi', async () => {
    const testData = await createTestData({ user: 'admin' });
    const listPartners = testData.data.partners.list.bind(testData.data.partners);
    vi.spyOn(testData.data.partners, 'list')
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(listPartners);
    const { user } = await renderApp(<ProductsPage />, { testData });
    const dialog = await openDialog(user, 'Tambah Produk', 'Tambah Produk Baru');
    expect(await dialog.findByRole('alert')).toHaveTextContent('Daftar mitra gagal dimuat.');
    await user.click(dialog.getByRole('button', { name: 'Coba lagi' }));
    expect(await dialog.findByLabelText('Mitra')).toHaveValue(seed.partners[0]!.id);
  });

  it('shows a product with Variasi by its price range and summed stock, marked low when one variant is', async () => {
    const variant = (id: string, size: string, price: number, stock: number) => ({ id, options: [size], price, stock, weight: 250, sku: '', image: '', promoPrice: null });
    const products = [
      {
        ...seed.products[0]!,
        price: 45000,
        stock: 42,
        variations: [{ name: 'Ukuran', options: ['250 g', '1 kg'] }],
        variants: [variant('v1', '250 g', 45000, 40), variant('v2', '1 kg', 160000, 2)],
      },
      {
        ...seed.products[1]!,
        name: 'Kopi Sama Harga',
        price: 50000,
        stock: 20,
        variations: [{ name: 'Ukuran', options: ['S', 'M'] }],
        variants: [variant('v1', 'S', 50000, 10), variant('v2', 'M', 50000, 10)],
      },
    ];
    await renderApp(<ProductsPage />, { user: 'admin', stored: { products, lowStockThreshold: 3 } });
    await screen.findByRole('table', { name: 'Daftar Produk' });
    const coffee = within(await waitFor(() => rowOf(products[0]!.name)));
    expect(coffee.getByText(`${rp(45000)} – ${rp(160000)}`)).toBeInTheDocument();
    expect(coffee.getByText('42')).toBeInTheDocument();
    expect(coffee.getByText('Stok menipis')).toBeInTheDocument();
    const even = within(rowOf('Kopi Sama Harga'));
    expect(even.getByText(rp(50000))).toBeInTheDocument();
    expect(even.queryByText(/Stok menipis|Habis/)).not.toBeInTheDocument();
  });

  it('gives a product Variasi in Edit Produk: the variants stored, the row showing their range', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Ubah Kue Adee', 'Edit Produk');
    const section = within(dialog.getByRole('group', { name: 'Variasi' }));
    await user.click(section.getByRole('button', { name: 'Tambah Variasi' }));
    await fill(user, section.getByLabelText('Nama Variasi'), 'Isi');
    for (const option of ['10 pcs', '20 pcs']) {
      await fill(user, section.getByLabelText('Pilihan'), option);
      await user.keyboard('{Enter}');
    }
    await fill(user, section.getByLabelText('Stok semua'), '7');
    await user.click(section.getByRole('button', { name: 'Terapkan ke Semua' }));
    await user.clear(section.getByLabelText('Harga 20 pcs'));
    await fill(user, section.getByLabelText('Harga 20 pcs'), '65000');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Kue Adee')).getByText(`${rp(35000)} – ${rp(65000)}`)).toBeInTheDocument());
    expect(await data.products.get(11)).toMatchObject({
      price: 35000,
      stock: 14,
      variations: [{ name: 'Isi', options: ['10 pcs', '20 pcs'] }],
      variants: [
        { options: ['10 pcs'], price: 35000, stock: 7 },
        { options: ['20 pcs'], price: 65000, stock: 7 },
      ],
    });
  });

  it('edits a product in the filled Edit Produk dialog', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Ubah Kue Adee', 'Edit Produk');
    expectFieldValues(dialog, { 'Nama Produk': 'Kue Adee', Harga: '35000', Mitra: 'P005' });
    await user.clear(dialog.getByLabelText('Harga'));
    await fill(user, dialog.getByLabelText('Harga'), '40000');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Kue Adee')).getByText(rp(40000))).toBeInTheDocument());
    expect((await data.products.get(11))?.price).toBe(40000);
  });

  it('an emptied price shows the Harga field its message and saves nothing (not 0)', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Ubah Kue Adee', 'Edit Produk');
    await user.clear(dialog.getByLabelText('Harga'));
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    const price = await waitFor(() => {
      const field = dialog.getByLabelText('Harga');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      return field;
    });
    expect(price).toHaveAccessibleDescription(`Dalam Rupiah, mis. 85000. ${REQUIRED}`);
    expect(dialog.getAllByText(REQUIRED)).toHaveLength(1);
    expect(price).toHaveFocus();
    expect((await data.products.get(11))?.price).toBe(35000);
  });

  it('closes the dialog with Batal without saving', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Ubah Bhoi', 'Edit Produk');
    await user.clear(dialog.getByLabelText('Nama Produk'));
    await fill(user, dialog.getByLabelText('Nama Produk'), 'Bhoi Baru');
    await user.click(dialog.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await data.products.get(81))?.name).toBe('Bhoi');
  });

  it('deletes a product only after the confirmation', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Hapus Sirup Pala' }));
    let confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Apakah Anda yakin ingin menghapus produk ini?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await data.products.get(104)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hapus Sirup Pala' }));
    confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Produk berhasil dihapus!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Hapus Sirup Pala' })).not.toBeInTheDocument(),
    );
    expect(await data.products.get(104)).toBeNull();
  });

  it('shows each product as a card on a phone, with its fields and both buttons', async () => {
    stubMatchMedia(false);
    try {
      const products = [seed.products[0]!, { ...seed.products[1]!, partnerId: 'P999' }];
      const { user } = await renderApp(<ProductsPage />, { user: 'admin', stored: { products } });
      const { list, card: cardOf } = await findCardList('Daftar Produk');
      const card = cardOf('Kopi Arabika Gayo');
      expect(card.getByText(rp(85000))).toBeInTheDocument();
      expect(card.getByText('Koperasi Kopi Gayo Lestari')).toBeInTheDocument();
      expect(within(within(list).getAllByRole('listitem')[1]!).getByText('N/A')).toBeInTheDocument();
      await user.click(card.getByRole('button', { name: 'Ubah Kopi Arabika Gayo' }));
      expect(await screen.findByRole('dialog', { name: 'Edit Produk' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(card.getByRole('button', { name: 'Hapus Kopi Arabika Gayo' }));
      expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
