import { screen, waitFor, within } from '@testing-library/react';
import { demoSeed } from '@/testing/seed';
import { formatRupiah } from '@/shared/format';
import type { Transaction } from '@/domain/core/records';
import { expectBuyerRefused, expectEmptyList, expectPageHeading, findCardList, textsOf } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { searchTransactions } from '@/domain/back-office/lists';
import { transactionStatusVariant } from '../lib/transaction-status';
import { AdminTransactionsPage } from './transactions-page';

/** The demo buyer's two seed transactions (TRX001 Pending, TRX002 Success) of a seed written on 5 November 2025. */
const seedTransactions = demoSeed(new Date('2025-11-05T05:00:00.000Z')).transactions.slice(0, 2);

const failed: Transaction = {
  id: 'TRX003',
  orderId: 'ORD003',
  paymentMethod: 'OVO',
  amount: 1_250_000,
  date: '2025-11-10',
  status: 'Failed',
};

describe('transaction status', () => {
  it('maps badges per spec section 4: Failed destructive, Pending secondary, Success default', () => {
    expect(transactionStatusVariant('Failed')).toBe('destructive');
    expect(transactionStatusVariant('Pending')).toBe('secondary');
    expect(transactionStatusVariant('Success')).toBe('default');
  });

  it('filters by status and by transaction or order id', () => {
    const all = [...seedTransactions, failed];
    const ids = (search: Parameters<typeof searchTransactions>[1]) =>
      searchTransactions(all, search).items.map((t) => t.id);
    expect(ids({ status: 'Failed' })).toEqual(['TRX003']);
    expect(ids({ q: 'ord002' })).toEqual(['TRX002']);
    expect(ids({ status: 'Pending', q: 'trx00' })).toEqual(['TRX001']);
  });
});

describe('AdminTransactionsPage', () => {
  it('lists every transaction with amount in Rupiah, date and status badge, newest first', async () => {
    await renderApp(<AdminTransactionsPage />, {
      url: '/admin/transactions',
      user: 'admin',
      stored: { transactions: [...seedTransactions, failed] },
    });
    await expectPageHeading('Transaksi & Pembayaran');
    const table = await screen.findByRole('table', { name: 'Daftar transaksi' });
    expect(textsOf(table, 'rowheader')).toEqual(['TRX003', 'TRX001', 'TRX002']);
    const row = within(table)
      .getByRole('rowheader', { name: 'TRX003' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('ORD003')).toBeInTheDocument();
    expect(within(row).getByText('OVO')).toBeInTheDocument();
    expect(
      within(row).getByText(
        (_, el) => el?.tagName === 'TD' && el.textContent === formatRupiah(1_250_000),
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText('10 Nov 2025')).toBeInTheDocument();
    expect(within(row).getByText('Gagal')).toHaveAttribute('data-status', 'Failed');
    expect(within(table).queryByText(/Diskon Voucher/)).not.toBeInTheDocument();
  });

  it("shows the vouchers' discount under the amount of a transaction whose order carried one", async () => {
    await renderApp(<AdminTransactionsPage />, {
      url: '/admin/transactions',
      user: 'admin',
      stored: { transactions: [{ ...failed, amount: 76_500, discount: 8_500 }] },
    });
    const table = await screen.findByRole('table', { name: 'Daftar transaksi' });
    const row = within(table).getByRole('rowheader', { name: 'TRX003' }).closest('tr') as HTMLElement;
    expect(within(row).getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === `Diskon Voucher ${formatRupiah(8_500)}`)).toBeInTheDocument();
  });

  it('filters by status and pages 20 at a time', async () => {
    const many: Transaction[] = Array.from({ length: 45 }, (_, i) => ({
      ...failed,
      id: `TRX9${String(i).padStart(3, '0')}`,
      status: i % 3 === 0 ? 'Success' : 'Pending',
      date: '2025-11-01',
    }));
    const { user } = await renderApp(<AdminTransactionsPage />, {
      url: '/admin/transactions',
      user: 'admin',
      stored: { transactions: many },
    });
    const table = await screen.findByRole('table', { name: 'Daftar transaksi' });
    const pages = screen.getByRole('navigation', { name: 'Halaman daftar transaksi' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(within(pages).getByText('Halaman 1 dari 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));
    await user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Success');
    await waitFor(() => expect(within(pages).getByText('Halaman 1 dari 1')).toBeInTheDocument());
    expect(within(table).getAllByRole('rowheader')).toHaveLength(15);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(
      await screen.findByText('Tidak ada transaksi yang cocok dengan filter.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await expectEmptyList(
      <AdminTransactionsPage />,
      { url: '/admin/transactions', user: 'admin', stored: { transactions: [] } },
      'Belum ada transaksi.',
    );
  });

  it('refuses a buyer', async () => {
    await expectBuyerRefused(<AdminTransactionsPage />, '/admin/transactions');
  });

  it('shows each transaction as a card on a phone', async () => {
    stubMatchMedia(false);
    try {
      await renderApp(<AdminTransactionsPage />, {
        url: '/admin/transactions',
        user: 'admin',
        stored: { transactions: [...seedTransactions, failed] },
      });
      const { list } = await findCardList('Daftar transaksi');
      expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        ['TRX003', 'TRX001', 'TRX002'],
      );
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByText('OVO')).toBeInTheDocument();
      expect(card.getByText('Metode Pembayaran')).toBeInTheDocument();
      expect(card.getByText('Gagal')).toHaveAttribute('data-status', 'Failed');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
