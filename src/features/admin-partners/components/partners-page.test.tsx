import { screen, waitFor, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import { expectFieldValues, expectPageHeading, findCardList, openDialog } from '@/testing/list-page';
import { renderApp, type RenderAppResult } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { PartnersPage } from './partners-page';

function rowOf(name: string) {
  return within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);
}

/** Types a value the quick way: focus and paste (one change event per field). */
async function fill(user: RenderAppResult['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('PartnersPage', () => {
  it('lists partners with location, featured product and status badge', async () => {
    await renderApp(<PartnersPage />, { user: 'admin' });
    await expectPageHeading('Data Mitra Seulanga');
    const table = await screen.findByRole('table', { name: 'Data Mitra Seulanga' });
    expect(within(table).getAllByRole('row')).toHaveLength(seed.partners.length + 1);
    const gayo = rowOf('Koperasi Kopi Gayo Lestari');
    expect(gayo.getByText('Takengon')).toBeInTheDocument();
    expect(gayo.getByText('Kopi Arabika Gayo')).toBeInTheDocument();
    expect(gayo.getByText('Aktif')).toBeInTheDocument();
    expect(rowOf('Galeri Souvenir Pulau Weh').getByText('Nonaktif')).toBeInTheDocument();
  });

  it('adds a partner through Tambah Mitra', async () => {
    const { user, data } = await renderApp(<PartnersPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Tambah Mitra', 'Tambah Mitra Baru');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect((await dialog.findAllByText('Harap lengkapi semua bidang.')).length).toBe(5);

    await fill(user, dialog.getByLabelText('Nama Mitra'), 'UD Kopi Pidie');
    await fill(user, dialog.getByLabelText('Lokasi'), 'Sigli');
    await fill(user, dialog.getByLabelText('Alamat'), 'Jl. Iskandar Muda No. 1, Sigli');
    await fill(user, dialog.getByLabelText('Latitude'), '95');
    await fill(user, dialog.getByLabelText('Longitude'), '95,96');
    await fill(user, dialog.getByLabelText('Produk Unggulan'), 'Kopi Robusta');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(
      await dialog.findByText('Latitude harus berupa angka antara -90 dan 90.'),
    ).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Latitude'));
    await fill(user, dialog.getByLabelText('Latitude'), '5.38');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Mitra berhasil ditambahkan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: /^UD Kopi Pidie/ })).toBeInTheDocument();
    expect((await data.partners.list()).at(-1)).toMatchObject({
      id: 'P008',
      name: 'UD Kopi Pidie',
      coordinates: { lat: 5.38, lng: 95.96 },
      status: 'Active',
    });
  });

  it('edits a partner, e.g. to set it inactive', async () => {
    const { user, data } = await renderApp(<PartnersPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Ubah UD Rasa Bireuen', 'Edit Mitra');
    expectFieldValues(dialog, { 'Nama Mitra': 'UD Rasa Bireuen', Latitude: '5.203', Status: 'Active' });
    await user.selectOptions(dialog.getByLabelText('Status'), 'Nonaktif');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Mitra berhasil diperbarui!')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('UD Rasa Bireuen').getByText('Nonaktif')).toBeInTheDocument());
    expect((await data.partners.list()).find((p) => p.id === 'P002')?.status).toBe(
      'Inactive',
    );
  });

  it('shows the partners as a list of cards on a phone, not a table', async () => {
    stubMatchMedia(false);
    try {
      await renderApp(<PartnersPage />, { user: 'admin' });
      const { list } = await findCardList('Data Mitra Seulanga');
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
