import { screen, within } from '@testing-library/react';
import { messages } from '@/shared/messages';
import { expectEmptyList, expectPageHeading, rp, textsOf } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { SEED_TEST_NOW } from '@/testing/seed';
import { PurchaseHistoryPage } from './purchase-history-page';

describe('PurchaseHistoryPage', () => {
  it('lists the buyer’s orders in a table (and as cards for phones)', async () => {
    // The seed written at a fixed moment: ORD002 is of 16 Nov 2026, Rp 364.000 with its ongkir.
    await renderApp(<PurchaseHistoryPage />, { url: '/purchase-history', user: 'pembeli', now: () => SEED_TEST_NOW });
    await expectPageHeading('Riwayat Pembelian');
    const table = await screen.findByRole('table', { name: 'Riwayat pembelian' });
    expect(textsOf(table, 'columnheader')).toEqual([
      'ID Pesanan',
      'Tanggal',
      'Produk',
      'Total',
      'Status',
      'Status Pengiriman',
      'Aksi',
    ]);
    const row = within(table).getByRole('row', { name: /ORD002/ });
    expect(within(row).getByText('16 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText(rp(364000))).toBeInTheDocument();
    expect(within(row).getByText('Diproses')).toBeInTheDocument();
    expect(within(row).getByText('Dikirim')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Detail Pesanan ORD002' })).toHaveAttribute('href', '/pesanan-saya/ORD002');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const cards = screen.getByRole('list', { name: 'Riwayat pembelian' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText('Pembayaran: Diproses')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await expectEmptyList(
      <PurchaseHistoryPage />,
      { url: '/purchase-history', user: 'pembeli', stored: { orders: [] } },
      messages.orders.historyEmpty,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    await renderApp(<PurchaseHistoryPage />, { url: '/purchase-history' });
    expect(await screen.findByText(messages.orders.historyLogin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });
});
