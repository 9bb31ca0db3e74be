import { screen, waitFor, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import type { Order, Product, Transaction } from '@/domain/core/records';
import { expectPageHeading, rp } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { DashboardPage } from './dashboard-page';

// 1 December 2026, 09:00 WIB.
const NOW = new Date('2026-12-01T02:00:00Z');

let seq = 0;
function order(createdAt: string, fields: Partial<Order> = {}): Order {
  seq += 1;
  return {
    id: `ORD${String(seq).padStart(3, '0')}`,
    customerName: `Pembeli ${seq}`,
    customerPhone: '081200000000',
    shippingAddress: 'Banda Aceh',
    postalCode: '23111',
    productName: 'Kopi Arabika Gayo (x1)',
    date: createdAt.slice(0, 10),
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: 'TJ-20261201-1234',
    total: 85000,
    createdAt,
    ...fields,
  };
}

const item = (quantity: number) => [
  { productId: 1, name: 'Kopi Arabika Gayo', price: 85000, quantity },
];

const orders: Order[] = [
  order('2026-11-30T17:30:00Z', { items: item(3) }), // 00:30 WIB today, Pending
  order('2026-12-01T01:00:00Z', { items: item(2), status: 'Processed', shippingStatus: 'Dikemas' }), // today
  order('2026-12-01T01:30:00Z', { items: item(7), status: 'Cancelled' }), // today, cancelled
  order('2026-11-30T16:00:00Z', {
    items: item(4),
    status: 'Completed',
    shippingStatus: 'Tiba di Tujuan',
  }), // 23:00 WIB yesterday
  order('2026-10-10T03:00:00Z', { items: item(1) }), // October, Pending
  order('2026-06-02T03:00:00Z', {
    productName: 'Kue Adee (x2), Keumamah (x3)',
    status: 'Completed',
  }), // June
];

const transactions: Transaction[] = [
  {
    id: 'TRX1',
    orderId: 'ORD001',
    paymentMethod: 'GoPay',
    amount: 1,
    date: '2026-12-01',
    status: 'Pending',
  },
  {
    id: 'TRX2',
    orderId: 'ORD002',
    paymentMethod: 'GoPay',
    amount: 1,
    date: '2026-12-01',
    status: 'Success',
  },
  {
    id: 'TRX3',
    orderId: 'ORD005',
    paymentMethod: 'GoPay',
    amount: 1,
    date: '2026-10-10',
    status: 'Pending',
  },
];

const products: Product[] = seed.products
  .slice(0, 5)
  .map((product, index) => ({ ...product, stock: index % 2 ? 0 : 9 }));

function figure(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

describe('DashboardPage', () => {
  it('opens on the to-do cards, each a count linking to its list, then the figures of today', async () => {
    await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: { orders, transactions, products },
    });
    await expectPageHeading('Beranda Toko');
    const todo = within(screen.getByRole('region', { name: 'Perlu Dilakukan' }));
    await waitFor(() => expect(todo.getByRole('link', { name: 'Belum Bayar 2' })).toHaveAttribute('href', '/admin/orders?stage=Belum+Bayar'));
    expect(todo.getByRole('link', { name: 'Perlu Dikemas 0' })).toHaveAttribute('href', '/admin/orders?stage=Perlu+Dikemas');
    expect(todo.getByRole('link', { name: 'Perlu Dikirim 1' })).toHaveAttribute('href', '/admin/orders?stage=Perlu+Dikirim');
    await waitFor(() => expect(todo.getByRole('link', { name: 'Stok Menipis 2' })).toHaveAttribute('href', '/admin/products?stock=low'));
    await waitFor(() => expect(todo.getByRole('button', { name: /^Chat Belum Dibaca \d+$/ })).toBeInTheDocument());
    await waitFor(() =>
      expect(figure('Produk Terjual Hari Ini').getByText('5')).toBeInTheDocument(),
    );
    expect(figure('Total Produk Aktif').getByText('3')).toBeInTheDocument();
    // TRX2, paid today; TRX1 is still Pending.
    expect(figure('Pendapatan Hari Ini').getByText(rp(1))).toBeInTheDocument();
    expect(figure('Pesanan Hari Ini').getByRole('link', { name: 'Lihat pesanan hari ini' })).toHaveAttribute('href', '/admin/orders?today=true');
    // The cards that counted the unpaid orders twice are gone.
    expect(screen.queryByRole('region', { name: 'Pesanan Baru' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Transaksi Pending' })).toBeNull();
  });

  it('gives the monthly chart as a table: seven months to December, units and new orders', async () => {
    await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: { orders, transactions, products },
    });
    const table = await screen.findByRole('table', { name: 'Aktivitas Penjualan Bulanan' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Juni 2026', '5', '1'],
      ['Juli 2026', '0', '0'],
      ['Agustus 2026', '0', '0'],
      ['September 2026', '0', '0'],
      ['Oktober 2026', '1', '1'],
      ['November 2026', '4', '1'],
      ['Desember 2026', '5', '3'],
    ]);
    expect(
      screen.getByRole('heading', { name: 'Aktivitas Penjualan Bulanan' }),
    ).toBeInTheDocument();
  });

  it("lists the five newest orders in 'Pesanan Terbaru' with status badges", async () => {
    await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: { orders, transactions, products },
    });
    const table = await screen.findByRole('table', { name: 'Pesanan Terbaru' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'ORD003',
      'ORD002',
      'ORD001',
      'ORD004',
      'ORD005',
    ]);
    expect(within(rows[1]!).getByText('Pembeli 2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Diproses')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Dikemas')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Dibatalkan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua pesanan' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it("shows 'Pendapatan Bulan Ini': this WIB month's Success payments against last month", async () => {
    const paid = (id: string, orderId: string, amount: number, date: string): Transaction => ({
      id,
      orderId,
      paymentMethod: 'GoPay',
      amount,
      date,
      status: 'Success',
    });
    await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: {
        orders,
        products,
        transactions: [
          ...transactions,
          // 23:00 WIB on 30 November: last month.
          paid('TRX4', 'ORD004', 200_000, '2026-11-30T16:00:00Z'),
          // 00:30 WIB on 1 December: this month.
          paid('TRX5', 'ORD001', 250_000, '2026-11-30T17:30:00Z'),
          // Paid, then cancelled: no revenue.
          paid('TRX6', 'ORD003', 999_000, '2026-12-01'),
        ],
      },
    });
    const revenue = within(await screen.findByRole('region', { name: 'Pendapatan Bulan Ini' }));
    await waitFor(() => expect(revenue.getByText(rp(250_001))).toBeInTheDocument());
    expect(revenue.getByText(/\+25% dibanding bulan lalu/)).toBeInTheDocument();
  });

  it("says 'Tidak ada pendapatan bulan lalu' when last month earned nothing", async () => {
    await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: { orders, transactions, products },
    });
    const revenue = within(await screen.findByRole('region', { name: 'Pendapatan Bulan Ini' }));
    await waitFor(() => expect(revenue.getByText(rp(1))).toBeInTheDocument());
    expect(revenue.getByText(/Tidak ada pendapatan bulan lalu/)).toBeInTheDocument();
  });

  it("sends a failed e-mail again with 'Kirim Ulang {order id}' and shows the new outcome", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'Terkirim' })));
    const { user } = await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      orderEmails: { config: { url: 'http://127.0.0.1:9/', key: 'k', timeoutMs: 1000 }, fetch },
    });
    expect(await screen.findByText('1 e-mail gagal dikirim')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Log Notifikasi Email Terbaru' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lihat Log Email' }));
    const log = within(await screen.findByRole('table', { name: 'Log Notifikasi Email Terbaru' }));
    expect(log.getByText('Server e-mail tidak dapat dihubungi.')).toBeInTheDocument();
    expect(log.getByText('Detail teknis')).toBeInTheDocument();
    await user.click(log.getByRole('button', { name: 'Kirim Ulang ORD001' }));
    expect(await screen.findByText('Email pesanan ORD001 dikirim ulang.')).toBeInTheDocument();
    await waitFor(() => expect(log.queryByRole('button', { name: 'Kirim Ulang ORD001' })).not.toBeInTheDocument());
    // Sent now: the banner counts what is still owed.
    await waitFor(() => expect(screen.queryByText(/e-mail gagal dikirim/)).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('counts every failed e-mail in its banner, not only those among the newest shown', async () => {
    const emailLogs = Array.from({ length: 7 }, (_, i) => ({
      id: `EML${i}`,
      timestamp: `2026-11-2${i}T10:00:00.000Z`,
      orderId: `ORD00${i}`,
      recipient: 'admin@seulanga.id',
      type: 'admin_new_order' as const,
      status: 'failed' as const,
      error: 'ECONNREFUSED',
    }));
    const sent = { ...emailLogs[0]!, id: 'EML9', timestamp: '2026-11-27T10:00:00.000Z', orderId: 'ORD009', status: 'success' as const, error: null };
    const { user } = await renderApp(<DashboardPage now={NOW} />, { user: 'admin', stored: { emailLogs: [...emailLogs, sent] } });
    expect(await screen.findByText('7 e-mail gagal dikirim')).toBeInTheDocument();
    // `Lihat Log Email` opens the log on just those, five a page, each with `Kirim Ulang`.
    await user.click(screen.getByRole('button', { name: 'Lihat Log Email' }));
    expect(screen.getByRole('button', { name: 'Hanya yang Gagal' })).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', { name: 'Log Notifikasi Email Terbaru' });
    expect(within(table).getAllByRole('button', { name: /^Kirim Ulang ORD00/ })).toHaveLength(5);
    expect(within(table).queryByText('ORD009')).toBeNull();
    const pages = within(screen.getByRole('navigation', { name: 'Halaman log email' }));
    await user.click(pages.getByRole('button', { name: /Berikutnya/ }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Log Notifikasi Email Terbaru' })).getAllByRole('row')).toHaveLength(3));
    // Every entry again, the delivered one first.
    await user.click(screen.getByRole('button', { name: 'Hanya yang Gagal' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Log Notifikasi Email Terbaru' })).getByText('Berhasil')).toBeInTheDocument());
  });

  it('keeps the e-mail log behind its button and says when there are no orders', async () => {
    const { user } = await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: { orders: [], transactions: [], emailLogs: [] },
    });
    expect(await screen.findByText('Belum ada pesanan.')).toBeInTheDocument();
    expect(screen.queryByText(/e-mail gagal dikirim/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Log Email' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Belum ada riwayat pengiriman email')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Belum Bayar 0' })).toBeInTheDocument());
    expect(screen.getByText('Belum ada data untuk periode ini.')).toBeInTheDocument();
  });

  it('follows changes to the orders without a reload', async () => {
    const { data } = await renderApp(<DashboardPage now={NOW} />, {
      user: 'admin',
      stored: { orders, transactions, products },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Belum Bayar 2' })).toBeInTheDocument());
    await data.orders.update('ORD001', { status: 'Cancelled', cancelReason: 'Pembeli membatalkan lewat telepon.' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Belum Bayar 1' })).toBeInTheDocument());
    expect(figure('Produk Terjual Hari Ini').getByText('2')).toBeInTheDocument();
  });
});
