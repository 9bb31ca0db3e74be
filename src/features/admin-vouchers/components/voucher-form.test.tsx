import type { within } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { voucherMessages } from '@/shared/messages-voucher';
import { expectFieldValues, openDialog } from '@/testing/list-page';
import { renderApp, type RenderAppResult } from '@/testing/render-app';
import { HEMAT10_FIELDS } from '@/testing/test-values';
import { VouchersPage } from './vouchers-page';

/** Types `text` into `field` the quick way (one change event). */
async function fill(user: RenderAppResult['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

type Dialog = ReturnType<typeof within>;

/** Fills the fields named by their labels in `dialog`. */
async function fillAll(user: RenderAppResult['user'], dialog: Dialog, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await fill(user, dialog.getByLabelText(label), text);
}

const HEMAT10_TYPED = {
  'Kode Voucher': 'hemat10',
  'Nilai Diskon': '10',
  'Maksimal Diskon': '20000',
  'Minimal Belanja': '50000',
  Kuota: '50',
  'Batas per Pembeli': '1',
};

describe('VoucherForm', () => {
  it("refuses empty and wrong fields inline with the catalogue's messages", async () => {
    const { user, data } = await renderApp(<VouchersPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Tambah Voucher', 'Tambah Voucher Baru');
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.codeInvalid)).toBeInTheDocument();
    expect(dialog.getByText(voucherMessages.quotaInvalid)).toBeInTheDocument();
    expect(dialog.getByLabelText('Kode Voucher')).toHaveAttribute('aria-invalid', 'true');

    await fillAll(user, dialog, { 'Kode Voucher': 'HEMAT 10', Kuota: '5', 'Batas per Pembeli': '6' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.codeInvalid)).toBeInTheDocument();

    await fillAll(user, dialog, { 'Kode Voucher': 'HEMAT10', 'Nilai Diskon': '150' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.percentInvalid)).toBeInTheDocument();

    await fillAll(user, dialog, { 'Nilai Diskon': '10' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.maxDiscountRequired)).toBeInTheDocument();

    await fillAll(user, dialog, { 'Maksimal Diskon': '20000' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.perBuyerInvalid)).toBeInTheDocument();

    await fillAll(user, dialog, { 'Batas per Pembeli': '1', 'Berlaku Mulai': '2026-12-10T08:00', 'Berlaku Sampai': '2026-12-01T08:00' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.periodInvalid)).toBeInTheDocument();
    expect(await data.vouchers.list()).toEqual([]);
  });

  it('asks Nilai Diskon and Maksimal Diskon as the kind needs them', async () => {
    const { user } = await renderApp(<VouchersPage />, { user: 'admin' });
    const dialog = await openDialog(user, 'Tambah Voucher', 'Tambah Voucher Baru');
    const kind = dialog.getByLabelText('Jenis Diskon');
    expect(dialog.getByLabelText('Nilai Diskon')).toBeInTheDocument();
    expect(dialog.getByLabelText('Maksimal Diskon')).toBeInTheDocument();
    await user.selectOptions(kind, 'Nominal');
    expect(dialog.getByLabelText('Nilai Diskon')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Maksimal Diskon')).not.toBeInTheDocument();
    await user.selectOptions(kind, 'Gratis Ongkir');
    expect(dialog.queryByLabelText('Nilai Diskon')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Maksimal Diskon')).toBeInTheDocument();
  });

  it('adds a voucher for chosen products and categories; a code in use is refused on its field', async () => {
    const { user, data } = await renderApp(<VouchersPage />, { user: 'admin' });
    let dialog = await openDialog(user, 'Tambah Voucher', 'Tambah Voucher Baru');
    await fillAll(user, dialog, { ...HEMAT10_TYPED, 'Berlaku Mulai': '2026-12-01T00:00' });
    await user.type(dialog.getByLabelText('Cari produk untuk voucher'), 'Arabika');
    await user.click(await dialog.findByRole('checkbox', { name: 'Kopi Arabika Gayo' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Minuman' }));
    await user.click(dialog.getByRole('switch', { name: 'Tampilkan di Toko' }));
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Voucher berhasil ditambahkan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: /^HEMAT10/ })).toBeInTheDocument();
    expect(await data.vouchers.list()).toEqual([
      { ...HEMAT10_FIELDS, productIds: [1], categories: ['Minuman'], id: expect.any(String), used: 0, createdAt: expect.any(String), discountGiven: 0 },
    ]);

    dialog = await openDialog(user, 'Tambah Voucher', 'Tambah Voucher Baru');
    await fillAll(user, dialog, { ...HEMAT10_TYPED, 'Kode Voucher': 'Hemat10' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.codeTaken)).toBeInTheDocument();
    expect(await data.vouchers.list()).toHaveLength(1);
  });

  it('edits a voucher from its stored values, the period shown in WIB; a quota below the uses is refused', async () => {
    const stored: StoredVoucher = {
      ...HEMAT10_FIELDS,
      productIds: [],
      categories: [],
      endsAt: '2026-12-31T16:59:00.000Z',
      id: 'V1',
      used: 4,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const { user, data } = await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: [stored] } });
    const dialog = await openDialog(user, 'Ubah HEMAT10', 'Ubah Voucher');
    expectFieldValues(dialog, {
      'Kode Voucher': 'HEMAT10',
      'Jenis Diskon': 'percent',
      'Nilai Diskon': '10',
      'Maksimal Diskon': '20000',
      'Minimal Belanja': '50000',
      Kuota: '50',
      'Berlaku Mulai': '2026-12-01T00:00',
      'Berlaku Sampai': '2026-12-31T23:59',
    });
    await fillAll(user, dialog, { Kuota: '3' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await dialog.findByText(voucherMessages.quotaBelowUses(4))).toBeInTheDocument();

    await fillAll(user, dialog, { Kuota: '80' });
    await user.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Voucher berhasil diperbarui!')).toBeInTheDocument();
    expect(await data.vouchers.list()).toEqual([{ ...stored, quota: 80, discountGiven: 0 }]);
  });
});
