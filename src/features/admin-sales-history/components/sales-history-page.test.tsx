import { screen, waitFor, within } from '@testing-library/react';
import { seedActivityLogs, seedPartners } from '@/testing/seed';
import type { ActivityLog } from '@/domain/core/records';
import { expectBuyerRefused, expectEmptyList, expectPageHeading, findCardList, rp } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';

import { AdminSalesHistoryPage } from './sales-history-page';

describe('AdminSalesHistoryPage', () => {
  it('lists only the admins’ product, profile and password activity, newest first, with readable details', async () => {
    await renderApp(<AdminSalesHistoryPage />, { url: '/admin/sales-history', user: 'admin' });
    await expectPageHeading('Log Aktivitas');
    const table = await screen.findByRole('table', { name: 'Log aktivitas admin' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Ubah Kata Sandi',
      'Ubah Profil',
      'Ubah Produk',
      'Tambah Produk',
    ]);
    expect(within(table).queryByText(/ORD002/)).not.toBeInTheDocument();
    const product = rows[2]!;
    expect(within(product).getByText('admin')).toBeInTheDocument();
    expect(
      within(product).getByText(/Memperbarui harga produk Kopi Arabika Gayo/),
    ).toBeInTheDocument();
    expect(within(product).getByText('Harga Lama:')).toBeInTheDocument();
    expect(within(product).getByText(rp(80000))).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Tidak')).toBeInTheDocument();
    // The partner by its name, not a bare id.
    const partner = seedPartners.find((p) => p.id === 'P004')!;
    expect(await within(rows[3]!).findByText(`${partner.name} (P004)`)).toBeInTheDocument();
  });

  it('shows a product change made now as "from → to"', async () => {
    const { data } = await renderApp(<AdminSalesHistoryPage />, {
      url: '/admin/sales-history',
      user: 'admin',
    });
    await screen.findByRole('table', { name: 'Log aktivitas admin' });
    const product = (await data.products.list())[0]!;
    await data.products.save({ ...product, price: product.price + 1000 }, product.id);
    const table = screen.getByRole('table', { name: 'Log aktivitas admin' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Ubah Produk')).toBeInTheDocument();
    expect(
      within(first).getByText(`${rp(product.price)} → ${rp(product.price + 1000)}`),
    ).toBeInTheDocument();
  });

  it('pages long histories', async () => {
    const logs: ActivityLog[] = Array.from({ length: 25 }, (_, i) => ({
      id: `ACT${i}`,
      timestamp: new Date(Date.UTC(2025, 10, 1, 0, i)).toISOString(),
      username: 'admin',
      role: 'admin',
      type: 'updateProfile',
      description: `Perubahan ${i}`,
    }));
    const { user } = await renderApp(<AdminSalesHistoryPage />, {
      url: '/admin/sales-history',
      user: 'admin',
      stored: { activityLogs: logs },
    });
    const table = await screen.findByRole('table', { name: 'Log aktivitas admin' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Perubahan 24')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Perubahan 0')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await expectEmptyList(
      <AdminSalesHistoryPage />,
      { url: '/admin/sales-history', user: 'admin', stored: { activityLogs: seedActivityLogs.filter((l) => l.role !== 'admin') } },
      'Belum ada aktivitas yang tercatat.',
    );
  });

  it('tells a non-admin they have no access', async () => {
    await expectBuyerRefused(<AdminSalesHistoryPage />, '/admin/sales-history');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each activity as a card on a phone, headed by its type', async () => {
    stubMatchMedia(false);
    try {
      await renderApp(<AdminSalesHistoryPage />, { url: '/admin/sales-history', user: 'admin' });
      const { list } = await findCardList('Log aktivitas admin');
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Ubah Kata Sandi', 'Ubah Profil', 'Ubah Produk', 'Tambah Produk']);
      const product = within(within(list).getAllByRole('listitem')[2]!);
      expect(product.getByText('admin')).toBeInTheDocument();
      expect(product.getByText('Harga Lama:')).toBeInTheDocument();
      expect(product.getByText(rp(80000))).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
