import { screen, waitFor, within } from '@testing-library/react';
import type { StoredVoucher, StoredVoucherUse } from '@/domain/vouchers/records';
import { rp } from '@/testing/list-page';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { pendingOrder } from '@/testing/test-orders';
import { HEMAT10_FIELDS } from '@/testing/test-values';
import { VouchersPage } from './vouchers-page';

/** A stored voucher: HEMAT10 with `overrides`. */
function voucher(overrides: Partial<StoredVoucher>): StoredVoucher {
  return { ...HEMAT10_FIELDS, productIds: [], categories: [], id: 'V1', used: 0, createdAt: '2026-11-01T00:00:00.000Z', ...overrides };
}

/** A use of voucher V1 by order `orderId`. */
function voucherUse(orderId: string, amount: number, createdAt: string, releasedAt: string | null = null): StoredVoucherUse {
  return { voucherId: 'V1', orderId, userId: 'USR-buyer', code: 'HEMAT10', amount, createdAt, releasedAt };
}

const VOUCHERS = [voucher({ id: 'V1', used: 2 }), voucher({ id: 'V2', code: 'ONGKIR', used: 0 })];
const USES = [
  voucherUse('ORD-1', 8_500, '2026-12-02T03:00:00.000Z', '2026-12-02T05:00:00.000Z'),
  voucherUse('ORD-2', 20_000, '2026-12-03T03:00:00.000Z'),
  voucherUse('ORD-3', 5_000, '2026-12-04T03:00:00.000Z'),
];
const ORDERS = [pendingOrder({ id: 'ORD-2', customerName: 'Rahmat Hidayat' })];

/** The table row headed by `code`. */
function rowOf(code: string) {
  return within(screen.getByRole('rowheader', { name: new RegExp(`^${code}`) }).closest('tr')!);
}

describe('VouchersPage: the discount given and the orders of a voucher', () => {
  it("shows each voucher's 'Diskon Diberikan' (released uses left out) and `Pesanan {code}` only on a used one", async () => {
    await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: VOUCHERS, voucherUses: USES, orders: ORDERS } });
    await screen.findByRole('table', { name: 'Daftar voucher' });
    expect(screen.getByRole('columnheader', { name: 'Diskon Diberikan' })).toBeInTheDocument();
    expect(rowOf('HEMAT10').getByText(rp(25_000))).toBeInTheDocument();
    expect(rowOf('ONGKIR').getByText(rp(0))).toBeInTheDocument();
    expect(rowOf('HEMAT10').getByRole('button', { name: 'Pesanan HEMAT10' })).toHaveClass('h-11');
    expect(rowOf('ONGKIR').queryByRole('button', { name: 'Pesanan ONGKIR' })).not.toBeInTheDocument();
  });

  it('lists the orders newest first with a link, the date in WIB, the discount and a released one marked; focus returns on close', async () => {
    const { user } = await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: VOUCHERS, voucherUses: USES, orders: ORDERS } });
    const opener = await screen.findByRole('button', { name: 'Pesanan HEMAT10' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Pesanan dengan voucher HEMAT10' }));
    const table = await dialog.findByRole('table', { name: 'Daftar pesanan dengan voucher HEMAT10' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ORD-3', '/admin/pesanan/ORD-3/invoice'],
      ['ORD-2', '/admin/pesanan/ORD-2/invoice'],
      ['ORD-1', '/admin/pesanan/ORD-1/invoice'],
    ]);
    const second = within(links[1]!.closest('tr')!);
    expect(second.getByText('Rahmat Hidayat')).toBeInTheDocument();
    expect(second.getByText('3 Des 2026, 10.00 WIB')).toBeInTheDocument();
    expect(second.getByText(rp(20_000))).toBeInTheDocument();
    expect(second.getByText('Terpakai')).toBeInTheDocument();
    expect(within(links[2]!.closest('tr')!).getByText('Dibatalkan — kuota dikembalikan')).toBeInTheDocument();
    expect(dialog.getByText('Menampilkan 1–3 dari 3 pesanan')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('pages 20 orders at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) => voucherUse(`ORD-${String(i + 1).padStart(2, '0')}`, 1_000, new Date(Date.UTC(2026, 11, 2, i)).toISOString()));
    const { user } = await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: VOUCHERS, voucherUses: many } });
    await user.click(await screen.findByRole('button', { name: 'Pesanan HEMAT10' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Menampilkan 1–20 dari 25 pesanan')).toBeInTheDocument();
    expect(dialog.getAllByRole('link')[0]).toHaveTextContent('ORD-25');
    await user.click(dialog.getByRole('button', { name: /Berikutnya/ }));
    expect(await dialog.findByText('Menampilkan 21–25 dari 25 pesanan')).toBeInTheDocument();
    expect(dialog.getAllByRole('link').map((link) => link.textContent)).toEqual(['ORD-05', 'ORD-04', 'ORD-03', 'ORD-02', 'ORD-01']);
  });

  it("shows 'Memuat pesanan...' while the orders load", async () => {
    const testData = await createTestData({ user: 'admin', stored: { vouchers: VOUCHERS } });
    testData.data.vouchers.uses = () => new Promise(() => undefined);
    const { user } = await renderApp(<VouchersPage />, { testData });
    await user.click(await screen.findByRole('button', { name: 'Pesanan HEMAT10' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Memuat pesanan...')).toBeInTheDocument();
  });

  it("shows 'Belum ada pesanan dengan voucher ini.' when none is stored", async () => {
    const { user } = await renderApp(<VouchersPage />, { user: 'admin', stored: { vouchers: VOUCHERS } });
    await user.click(await screen.findByRole('button', { name: 'Pesanan HEMAT10' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Belum ada pesanan dengan voucher ini.')).toBeInTheDocument();
  });
});
