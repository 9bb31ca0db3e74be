import { screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { PRODUCT_CSV_FIELDS, type ProductCsvField } from '@/domain/catalog/product-csv';
import { seed } from '@/testing/seed';
import { renderApp } from '@/testing/render-app';
import { ProductsPage } from './products-page';

type Cells = Partial<Record<ProductCsvField, string | number>>;
const csvFile = (...rows: Cells[]) =>
  new File([Papa.unparse({ fields: [...PRODUCT_CSV_FIELDS], data: rows.map((row) => PRODUCT_CSV_FIELDS.map((f) => row[f] ?? '')) })], 'produk.csv', { type: 'text/csv' });
const tea: Cells = { 'Nama Produk': 'Teh Gayo', Kategori: 'Minuman', Lokasi: 'Takengon', 'ID Mitra': 'P001', Harga: 30000, Stok: 4, Berat: 100, 'Foto Produk': '/images/teh.jpg' };

describe('Impor Produk', () => {
  it('shows every bad row and writes nothing, then previews a fixed file and imports it', async () => {
    const { user, data } = await renderApp(<ProductsPage />, { user: 'admin', stored: { products: [seed.products[0]!] } });
    await user.click(await screen.findByRole('button', { name: 'Impor Produk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor Produk dari CSV' });
    await user.upload(within(dialog).getByLabelText('Berkas CSV'), csvFile(tea, { ...tea, 'Nama Produk': 'Kopi', Harga: 'mahal' }));
    const errors = await within(dialog).findByRole('region', { name: 'Kesalahan per baris' });
    expect(within(errors).getByRole('cell', { name: 'Baris 3 (Harga): Harga harus berupa angka 0 atau lebih.' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Impor Sekarang' })).toBeDisabled();
    expect(await data.products.list()).toHaveLength(1);

    await user.upload(within(dialog).getByLabelText('Berkas CSV'), csvFile(tea, { ...tea, 'Nama Produk': 'Kopi', 'ID Produk': seed.products[0]!.id }));
    expect(await within(dialog).findByText('1 produk baru, 1 produk diperbarui.')).toBeInTheDocument();
    expect(await data.products.list()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Impor Sekarang' }));
    expect(await screen.findByText('Impor selesai: 1 produk baru, 1 diperbarui.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await data.products.list()).map((p) => p.name)).toEqual(['Kopi', 'Teh Gayo']);
    expect(await screen.findByRole('rowheader', { name: /^Teh Gayo/ })).toBeInTheDocument();
  });
});
