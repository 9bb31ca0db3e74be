import { screen, waitFor, within } from '@testing-library/react';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { voucherMessages } from '@/shared/messages-voucher';
import { expectPageHeading, findCardList, rp } from '@/testing/list-page';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { HEMAT10_FIELDS } from '@/testing/test-values';
import { VouchersPage } from './vouchers-page';

/** A stored voucher: {@link HEMAT10_FIELDS} with `overrides`. */
function voucher(overrides: Partial<StoredVoucher>): StoredVoucher {
  return { ...HEMAT10_FIELDS, productIds: [], categories: [], id: 'V1', used: 0, createdAt: '2026-11-01T00:00:00.000Z', ...overrides };
}

const STORED: StoredVoucher[] = [
  voucher({ id: 'V1', used: 3 }),
  voucher({ id: 'V2', code: 'POTONG10K', discountType: 'fixed', value: 10_000, maxDiscount: null, minSpend: 0, startsAt: null, endsAt: '2026-12-31T16:59:00.000Z', active: false, categories: ['Minuman'] }),
  voucher({ id: 'V3', code: 'ONGKIR', discountType: 'freeShipping', value: 0, maxDiscount: 15_000, startsAt: null, productIds: [1, 2] }),
];

/** The table row headed by `code`. */
function rowOf(code: string) {
  return within(screen.getByRole('rowheader', { name: new RegExp(`^${code}`) }).closest('tr')!);
}

describe('VouchersPage', () => {
  it("shows 'Memuat voucher...' while the list loads", async () => {
    const testData = await createTestData({ user: 'admin' });
    testData.data.vouchers.list = () => new Promise(() => undefined);
    await renderApp(<VouchersPage />, { testData });
    await expectPageHeading('Voucher');
    expect(await screen.findByText('Memuat voucher...')).toBeInTheDocument();
  });

  it("shows 'Belum ada voucher.' when there is none", async () => {
    await renderApp(<VouchersPage />, { user: 'admin' });
    expect(await screen.findByText('Belum ada voucher.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Voucher' })).toBeInTheDocument();
  });

  it('lists each voucher with its kind and value, minimum, uses, period in WIB and status', async () => {
    await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: STORED } });
    await screen.findByRole('table', { name: 'Daftar voucher' });
    const hemat = rowOf('HEMAT10');
    expect(hemat.getByText(`10% maks. ${rp(20_000)}`)).toBeInTheDocument();
    expect(hemat.getByText(rp(50_000))).toBeInTheDocument();
    expect(hemat.getByText('Terpakai 3/50')).toBeInTheDocument();
    expect(hemat.getByText('Mulai 1 Des 2026, 00.00 WIB')).toBeInTheDocument();
    expect(hemat.getByText('Semua produk')).toBeInTheDocument();
    expect(hemat.getByText('Aktif')).toBeInTheDocument();
    const potong = rowOf('POTONG10K');
    expect(potong.getByText(rp(10_000))).toBeInTheDocument();
    expect(potong.getByText('Sampai 31 Des 2026, 23.59 WIB')).toBeInTheDocument();
    expect(potong.getByText('1 kategori')).toBeInTheDocument();
    expect(potong.getByText('Dijeda')).toBeInTheDocument();
    expect(potong.getByRole('button', { name: 'Aktifkan POTONG10K' })).toBeInTheDocument();
    const ongkir = rowOf('ONGKIR');
    expect(ongkir.getByText(`Gratis Ongkir maks. ${rp(15_000)}`)).toBeInTheDocument();
    expect(ongkir.getByText('Tanpa batas waktu')).toBeInTheDocument();
    expect(ongkir.getByText('2 produk')).toBeInTheDocument();
  });

  it('pauses and resumes a voucher', async () => {
    const { user, data } = await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: STORED } });
    await user.click(await screen.findByRole('button', { name: 'Jeda HEMAT10' }));
    expect(await screen.findByText('Voucher HEMAT10 dijeda.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('HEMAT10').getByText('Dijeda')).toBeInTheDocument());
    expect((await data.vouchers.list()).find((v) => v.id === 'V1')).toMatchObject({ active: false, used: 3 });

    await user.click(rowOf('HEMAT10').getByRole('button', { name: 'Aktifkan HEMAT10' }));
    expect(await screen.findByText('Voucher HEMAT10 diaktifkan.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('HEMAT10').getByText('Aktif')).toBeInTheDocument());
    expect((await data.vouchers.list()).find((v) => v.id === 'V1')?.active).toBe(true);
  });

  it('refuses to delete a used voucher, suggesting a pause, and deletes an unused one after confirming', async () => {
    const { user, data } = await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: STORED } });
    await user.click(await screen.findByRole('button', { name: 'Hapus HEMAT10' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Hapus voucher?' }));
    expect(confirm.getByText('HEMAT10')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText(voucherMessages.usedNotDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await data.vouchers.list()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Hapus ONGKIR' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Voucher berhasil dihapus!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^ONGKIR/ })).not.toBeInTheDocument());
    expect((await data.vouchers.list()).map((v) => v.code)).toEqual(['HEMAT10', 'POTONG10K']);
  });

  it('shows the vouchers as cards on a phone, status and buttons in each', async () => {
    stubMatchMedia(false);
    try {
      await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: STORED } });
      const { card } = await findCardList('Daftar voucher');
      const hemat = card('HEMAT10');
      expect(hemat.getByText('Terpakai 3/50')).toBeInTheDocument();
      expect(hemat.getByText('Aktif')).toBeInTheDocument();
      for (const name of ['Ubah HEMAT10', 'Jeda HEMAT10', 'Hapus HEMAT10']) {
        expect(hemat.getByRole('button', { name })).toHaveClass(name.startsWith('Jeda') ? 'h-11' : 'size-11');
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
