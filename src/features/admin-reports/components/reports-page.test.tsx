import { screen, within } from '@testing-library/react';
import { seedUsers } from '@/testing/seed';
import { formatRupiah } from '@/shared/format';
import type { Order, Transaction, User } from '@/domain/core/records';
import { expectBuyerRefused, expectPageHeading } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { AdminReportsPage } from './reports-page';

vi.mock('./revenue-chart', () => ({
  RevenueChart: ({ data }: { data: { label: string }[] }) => (
    <p>Grafik: {data.map((d) => d.label).join(', ')}</p>
  ),
}));

const NOW = new Date('2025-11-20T10:00:00+07:00');

const order = (id: string, date: string, status: Order['status'] = 'Processed'): Order => ({
  id,
  customerName: 'Rahmat',
  customerPhone: '0812',
  shippingAddress: 'Banda Aceh',
  postalCode: '23115',
  productName: 'Kopi (x1)',
  date,
  status,
  shippingStatus: 'Dikemas',
  paymentMethod: 'GoPay',
  paymentCode: 'TJ-1',
  total: 100_000,
});

const trx = (
  id: string,
  orderId: string,
  amount: number,
  date: string,
  status: Transaction['status'] = 'Success',
): Transaction => ({
  id,
  orderId,
  paymentMethod: 'GoPay',
  amount,
  date,
  status,
});

/** November: revenue 230.000 from 3 orders; October: 200.000 from 2 orders. */
const stored = {
  orders: [
    order('O1', '2025-11-02'),
    order('O2', '2025-11-05'),
    order('O3', '2025-11-18', 'Pending'),
    order('O4', '2025-10-10'),
    order('O5', '2025-10-11'),
  ],
  transactions: [
    trx('T1', 'O1', 150_000, '2025-11-02'),
    trx('T2', 'O2', 80_000, '2025-11-05'),
    trx('T3', 'O3', 50_000, '2025-11-18', 'Pending'),
    trx('T4', 'O4', 120_000, '2025-10-10'),
    trx('T5', 'O5', 80_000, '2025-10-11'),
  ],
  users: [
    ...seedUsers,
    {
      id: `USR${Date.parse('2025-11-03T08:00:00+07:00')}ab`,
      username: 'cutmeutia',
      email: 'cut@example.com',
      role: 'buyer',
      profileImage: '',
      addresses: [],
    } satisfies User,
  ],
};

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;
}

/** The 'Total Pendapatan' card shows `amount` (Rupiah) in its figure and `change` against the month before. */
function expectRevenue(amount: number, change: string) {
  const revenue = card('Total Pendapatan');
  expect(
    within(revenue).getByText((_, el) => el?.tagName === 'P' && el.textContent === formatRupiah(amount)),
  ).toBeInTheDocument();
  expect(within(revenue).getByText(change)).toBeInTheDocument();
}

describe('AdminReportsPage', () => {
  it('shows this month’s figures against last month, computed from stored data', async () => {
    await renderApp(<AdminReportsPage now={NOW} />, {
      url: '/admin/reports',
      user: 'admin',
      stored,
    });
    await expectPageHeading('Laporan Penjualan');
    await screen.findByRole('heading', { name: 'Total Pendapatan' });
    expect(
      screen.getByText('Bulan ini: Nov 2025, dibandingkan dengan Okt 2025.'),
    ).toBeInTheDocument();

    expectRevenue(230_000, '+15%');

    const orders = card('Total Pesanan');
    expect(within(orders).getByText('3')).toBeInTheDocument();
    expect(within(orders).getByText('+50%')).toBeInTheDocument();

    const customers = card('Pelanggan Baru');
    expect(within(customers).getByText('1')).toBeInTheDocument();
    expect(within(customers).getByText('baru')).toBeInTheDocument();

    // No order carried a voucher in either month.
    expect(within(card('Diskon Voucher')).getByText('—')).toBeInTheDocument();
  });

  it('shows "—" for figures with nothing in either month, and a text instead of an empty chart', async () => {
    await renderApp(<AdminReportsPage now={NOW} />, {
      url: '/admin/reports',
      user: 'admin',
      stored: { orders: [], transactions: [] },
    });
    await screen.findByRole('heading', { name: 'Total Pendapatan' });
    expect(within(card('Total Pendapatan')).getByText('—')).toBeInTheDocument();
    expect(within(card('Total Pesanan')).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Belum ada data untuk periode ini.')).toBeInTheDocument();
    expect(screen.queryByText(/^Grafik:/)).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pendapatan per Bulan' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });

  it('draws the chart of the six months up to the report month', async () => {
    await renderApp(<AdminReportsPage now={NOW} />, { url: '/admin/reports', user: 'admin', stored });
    expect(
      await screen.findByText('Grafik: Jun 2025, Jul 2025, Agu 2025, Sep 2025, Okt 2025, Nov 2025'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Belum ada data untuk periode ini.')).not.toBeInTheDocument();
  });

  it("shows another month picked in 'Bulan Laporan', against the month before", async () => {
    const { user } = await renderApp(<AdminReportsPage now={NOW} />, {
      url: '/admin/reports',
      user: 'admin',
      stored,
    });
    await screen.findByRole('heading', { name: 'Total Pendapatan' });
    const picker = screen.getByLabelText('Bulan Laporan');
    expect(picker).toHaveValue('2025-11');
    expect(picker).toHaveAttribute('max', '2025-11');
    await user.clear(picker);
    await user.type(picker, '2025-10');
    expect(
      await screen.findByText('Bulan laporan: Okt 2025, dibandingkan dengan Sep 2025.'),
    ).toBeInTheDocument();
    expectRevenue(200_000, 'baru');
    expect(
      await screen.findByText('Grafik: Mei 2025, Jun 2025, Jul 2025, Agu 2025, Sep 2025, Okt 2025'),
    ).toBeInTheDocument();
  });

  it('exports orders and transactions as CSV files', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const { user } = await renderApp(<AdminReportsPage now={NOW} />, {
        url: '/admin/reports',
        user: 'admin',
        stored,
      });
      await user.click(await screen.findByRole('button', { name: 'Ekspor Pesanan (CSV)' }));
      await user.click(screen.getByRole('button', { name: 'Ekspor Transaksi (CSV)' }));
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^seulanga-pesanan-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(names[1]).toMatch(/^seulanga-transaksi-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
      const ordersCsv = await blobs[0]!.text();
      expect(ordersCsv.split('\r\n')).toHaveLength(6);
      expect(ordersCsv).toContain('O3,2025-11-18,Rahmat');
      const transactionsCsv = await blobs[1]!.text();
      expect(transactionsCsv).toContain('T4,O4,GoPay,120000,2025-10-10,Success');
    } finally {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    }
  });

  it('refuses a buyer', async () => {
    await expectBuyerRefused(<AdminReportsPage now={NOW} />, '/admin/reports');
  });
});
