import { screen, waitFor, within } from '@testing-library/react';
import { seedOrders, withoutShippingCosts } from '@/testing/seed';
import { adminMessages } from '@/shared/messages-admin';
import type { Order } from '@/domain/core/records';
import { expectBuyerRefused, expectPageHeading, findCardList } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { AdminOrdersPage } from './orders-page';

function rowOf(orderId: string) {
  return screen
    .getByRole('rowheader', { name: new RegExp(`^${orderId}`) })
    .closest('tr') as HTMLElement;
}

/** The demo buyer's two seed orders: ORD001 (Pending) and ORD002 (Processed, 'Dikirim'). */
const [ord001, ord002] = seedOrders as [Order, Order];

/** ORD001 as an order of before shipping costs (its total only, no courier). */
const BEFORE_SHIPPING_COSTS = withoutShippingCosts(ord001);

/** ORD002 as an order with shipping: JNE to Kota Langsa, with its resi and shipping cost. */
const SHIPPED: Partial<Order> = {
  subtotal: 344000,
  shippingCost: 38000,
  total: 382000,
  courierId: 'jne',
  courierName: 'JNE',
  destination: 'Kota Langsa',
  trackingNumber: 'JNE0012345',
};

function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    return {
      ...seedOrders[0]!,
      id: `ORD9${n}`,
      customerName: i === 4321 ? 'Teuku Umar' : `Pembeli ${n}`,
      paymentCode: '',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    };
  });
}

/** Opens /admin/orders as the admin, over the seed or over `orders` when given. */
function renderOrders(orders?: Order[]) {
  return renderApp(<AdminOrdersPage />, {
    url: '/admin/orders',
    user: 'admin',
    stored: orders ? { orders } : undefined,
  });
}

describe('AdminOrdersPage', () => {
  it('opens on stage tabs with their counts, each order with its stage and next step', async () => {
    const packing = { ...ord002, id: 'ORD904', status: 'Processed', shippingStatus: 'Menunggu Konfirmasi Admin' } as Order;
    const toShip = { ...ord002, id: 'ORD905', status: 'Processed', shippingStatus: 'Dikemas', trackingNumber: undefined } as Order;
    const { user } = await renderOrders([ord001, ord002, packing, toShip]);
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    const tabs = screen.getByRole('navigation', { name: 'Tahap pesanan' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Perlu Dikemas (1)' })).toBeInTheDocument());
    expect(within(tabs).getByRole('link', { name: 'Semua (4)' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Perlu Dikirim (1)' })).toHaveAttribute('href', '/admin/orders?stage=Perlu+Dikirim');
    expect(within(tabs).getByRole('link', { name: 'Belum Bayar (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Hari Ini/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(rowOf('ORD904')).getByText('Perlu Dikemas')).toBeInTheDocument();
    expect(within(rowOf('ORD905')).getByRole('button', { name: 'Input Resi ORD905' })).toBeInTheDocument();
    expect(within(rowOf('ORD001')).queryByRole('button', { name: /^(Kemas|Input Resi|Terima Pembayaran) / })).toBeNull();

    // `Kemas` takes the 'Konfirmasi Pengiriman' step: the order moves to Perlu Dikirim.
    await user.click(within(rowOf('ORD904')).getByRole('button', { name: 'Kemas ORD904' }));
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Perlu Dikirim (2)' })).toBeInTheDocument());
    expect(within(tabs).getByRole('link', { name: 'Perlu Dikemas (0)' })).toBeInTheDocument();

    // The tab lists only its stage.
    await user.click(within(tabs).getByRole('link', { name: 'Perlu Dikirim (2)' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^ORD001/ })).toBeNull());
    expect(rowOf('ORD904')).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Perlu Dikirim (2)' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows every order with buyer, address, payment code and both status badges', async () => {
    const orders = [ord001, ord002, { ...ord002, id: 'ORD903', paymentCode: '', createdAt: '2025-10-01T00:00:00.000Z' }];
    await renderOrders(orders);
    await expectPageHeading('Pesanan');
    const table = await screen.findByRole('table', { name: 'Daftar pesanan' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const first = rowOf('ORD001');
    expect(within(first).getByText('Rahmat Hidayat')).toBeInTheDocument();
    expect(within(first).getByText('081260457321')).toBeInTheDocument();
    expect(within(first).getByText(/Jl\. Teuku Nyak Arief No\. 27/)).toBeInTheDocument();
    expect(within(first).getByText('Kode Pos 23115')).toBeInTheDocument();
    expect(within(first).getByText(ord001.paymentCode)).toBeInTheDocument();
    expect(within(first).getByText('Menunggu Pembayaran')).toHaveAttribute(
      'data-status',
      'Pending',
    );
    expect(within(first).getByText('Menunggu Konfirmasi Admin')).toHaveAttribute(
      'data-status',
      'Menunggu Konfirmasi Admin',
    );
    expect(within(rowOf('ORD903')).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1–3 dari 3 pesanan')).toBeInTheDocument();
  });

  it('shows what to pack, the courier and the amounts, and links each order to its label and invoice', async () => {
    await renderOrders([{ ...ord002, ...SHIPPED, buyerNote: 'Bungkus <i>rapi</i>' }, BEFORE_SHIPPING_COSTS]);
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    expect(within(rowOf('ORD002')).getByText('Catatan untuk Penjual:').parentElement).toHaveTextContent('Catatan untuk Penjual: Bungkus <i>rapi</i>');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Barang', 'Kurir', 'Total']));
    const shipped = rowOf('ORD002');
    expect(within(shipped).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 × Minyak Nilam Aceh',
      '3 × Bubuk Kopi Ulee Kareeng',
      '1 × Madu Hutan Gayo',
    ]);
    expect(within(shipped).getByText('JNE')).toBeInTheDocument();
    expect(within(shipped).getByText('Kota Langsa')).toBeInTheDocument();
    expect(within(shipped).getByText('Resi JNE0012345')).toBeInTheDocument();
    const amounts = within(shipped).getByText('Rp 382.000').parentElement!;
    expect(amounts).toHaveTextContent('Subtotal Rp 344.000');
    expect(amounts).toHaveTextContent('Ongkos Kirim Rp 38.000');
    expect(within(shipped).getByRole('link', { name: 'Cetak Label ORD002' })).toHaveAttribute(
      'href',
      '/admin/pesanan/ORD002/label',
    );
    expect(within(shipped).getByRole('link', { name: 'Cetak Faktur ORD002' })).toHaveAttribute(
      'href',
      '/admin/pesanan/ORD002/invoice',
    );
    // An order of before shipping costs: its total only, no courier.
    const old = rowOf('ORD001');
    expect(within(old).getByText('Rp 205.000')).toBeInTheDocument();
    expect(within(old).queryByText(/Ongkos Kirim/)).not.toBeInTheDocument();
    expect(within(old).getByRole('link', { name: 'Cetak Label ORD001' })).toBeInTheDocument();
  });

  it('offers "Konfirmasi Pengiriman" only while waiting for the admin, and applies it', async () => {
    const { user, data } = await renderOrders();
    await screen.findByRole('table', { name: 'Daftar pesanan' });

    await user.click(screen.getByRole('button', { name: 'Aksi ORD002' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu).queryByRole('menuitem', { name: 'Konfirmasi Pengiriman' }),
    ).not.toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dikemas',
      'Dikirim',
      'Dalam Perjalanan',
      'Tiba di Tujuan',
      'Diproses',
      'Selesai',
      'Dibatalkan',
      'Kirim ke WhatsApp Pembeli',
    ]);
    // The buyer's phone from the order, the stage and resi prefilled.
    const whatsapp = new URL(within(menu).getByRole('menuitem', { name: 'Kirim ke WhatsApp Pembeli' }).getAttribute('href')!);
    expect(whatsapp.pathname).toBe(`/62${ord002.customerPhone.slice(1)}`);
    expect(whatsapp.searchParams.get('text')).toContain(`Pesanan ORD002 (total`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Konfirmasi Pengiriman' }));
    expect(await screen.findByText('Pesanan ORD001 berhasil diperbarui!')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('ORD001')).getByText('Dikemas')).toBeInTheDocument());
    expect((await data.orders.listAll()).find((o) => o.id === 'ORD001')?.shippingStatus).toBe(
      'Dikemas',
    );
    const log = (await data.logs.listActivity())[0];
    expect(log).toMatchObject({ type: 'updateOrder', username: 'admin' });

    // Once confirmed, the menu no longer offers the confirmation.
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu).queryByRole('menuitem', { name: 'Konfirmasi Pengiriman' }),
    ).not.toBeInTheDocument();
  });

  it('sets the shipping and order status from any state, asking the tracking number to ship', async () => {
    const { user, data } = await renderOrders();
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tiba di Tujuan' }));
    // A shipped status needs the courier's tracking number (docs/product/decisions.md "The order's journey").
    const dialog = await screen.findByRole('dialog', { name: 'Kirim Pesanan ORD001' });
    const resi = within(dialog).getByLabelText('Nomor Resi');
    await user.type(resi, 'JNE 1');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(adminMessages.trackingNumberInvalid)).toBeInTheDocument();
    expect(resi).toHaveFocus();
    await user.clear(resi);
    await user.type(resi, 'JNE0012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(rowOf('ORD001')).getByText('Tiba di Tujuan')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Selesai' }));
    await waitFor(() =>
      expect(within(rowOf('ORD001')).getByText('Selesai', { selector: '[data-status]' })).toHaveAttribute(
        'data-status',
        'Completed',
      ),
    );
    const order = (await data.orders.listAll()).find((o) => o.id === 'ORD001');
    expect(order).toMatchObject({ status: 'Completed', shippingStatus: 'Tiba di Tujuan', trackingNumber: 'JNE0012345678' });
  });

  it('cancels an order only with a reason, and a cancelled order is final', async () => {
    const { user, data } = await renderOrders();
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dibatalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pesanan ORD001' });
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    expect(await within(dialog).findByText(adminMessages.cancelReasonInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Alasan Pembatalan'), 'Stok rusak saat dikemas.');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    await waitFor(() =>
      expect(within(rowOf('ORD001')).getByText('Dibatalkan', { selector: '[data-status]' })).toHaveAttribute('data-status', 'Cancelled'),
    );
    expect((await data.orders.listAll()).find((o) => o.id === 'ORD001')).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Stok rusak saat dikemas.',
    });
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Diproses' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Dikirim' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('flags in words an order whose payment waited past Batas Waktu Verifikasi, and only that one', async () => {
    const verifying: Order[] = [
      { ...seedOrders[0]!, status: 'Verifying', verifyingSince: '2026-11-25T03:00:00.000Z', verificationOverdueAt: '2026-11-27T03:00:00.000Z' },
      // Waiting since now: not due yet, even after the shop's opening pass.
      { ...seedOrders[1]!, status: 'Verifying', verifyingSince: new Date().toISOString() },
    ];
    await renderOrders(verifying);
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    expect(within(rowOf('ORD001')).getByText('Melewati batas verifikasi')).toBeInTheDocument();
    expect(within(rowOf('ORD002')).queryByText('Melewati batas verifikasi')).not.toBeInTheDocument();
  });

  it("opened with ?verification=overdue (the dashboard's link) lists only the overdue payments, under 'Melewati Batas Verifikasi'", async () => {
    const verifying: Order[] = [
      { ...seedOrders[0]!, status: 'Verifying', verifyingSince: '2026-11-25T03:00:00.000Z', verificationOverdueAt: '2026-11-27T03:00:00.000Z' },
      { ...seedOrders[1]!, status: 'Verifying', verifyingSince: new Date().toISOString() },
    ];
    await renderApp(<AdminOrdersPage />, { url: '/admin/orders?verification=overdue', user: 'admin', stored: { orders: verifying } });
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^ORD002/ })).not.toBeInTheDocument());
    expect(rowOf('ORD001')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Verifikasi' })).toHaveTextContent('Melewati Batas Verifikasi');
  });

  it('rejects a payment awaiting verification only with a reason; the order then waits for payment again', async () => {
    const verifying: Order[] = [{ ...seedOrders[0]!, status: 'Verifying' }, seedOrders[1]!];
    const { user, data } = await renderOrders(verifying);
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    expect(within(rowOf('ORD001')).getByText('Menunggu Verifikasi', { selector: '[data-status]' })).toHaveAttribute('data-status', 'Verifying');
    // Only a verifying order offers the check.
    await user.click(screen.getByRole('button', { name: 'Aksi ORD002' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Terima Pembayaran' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tolak Pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Pembayaran ORD001' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pembayaran' }));
    expect(await within(dialog).findByText(adminMessages.paymentReview.reasonInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Alasan Penolakan'), 'Dana belum masuk.');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pembayaran' }));
    await waitFor(() => expect(within(rowOf('ORD001')).getByText('Menunggu Pembayaran')).toBeInTheDocument());
    expect((await data.orders.listAll()).find((o) => o.id === 'ORD001')).toMatchObject({
      status: 'Pending',
      paymentRejectReason: 'Dana belum masuk.',
    });
    // Waiting for payment again, it offers no check until the buyer confirms anew.
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Terima Pembayaran' })).not.toBeInTheDocument();
  });

  it('accepts a payment awaiting verification: the order is processed and its transaction paid', async () => {
    const { user, data } = await renderOrders([{ ...seedOrders[0]!, status: 'Verifying' }, seedOrders[1]!]);
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    await user.click(screen.getByRole('button', { name: 'Aksi ORD001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Terima Pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terima Pembayaran ORD001' });
    expect(within(dialog).getByText(new RegExp(ord001.paymentCode))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Terima Pembayaran' }));
    await waitFor(() => expect(within(rowOf('ORD001')).getByText('Diproses')).toBeInTheDocument());
    expect(await screen.findByText(adminMessages.paymentReview.verified('ORD001'))).toBeInTheDocument();
    const transactions = (await data.orders.listTransactions()).filter((t) => t.orderId === 'ORD001');
    expect(transactions.map((t) => t.status)).toEqual(['Success']);
  });

  it('filters by status and shipping status and searches by id or name', async () => {
    const orders: Order[] = [
      ord001,
      ord002,
      {
        ...ord001,
        id: 'ORD777',
        customerName: 'Cut Nyak Dhien',
        status: 'Cancelled',
        createdAt: '2025-09-01T00:00:00.000Z',
      },
    ];
    const { user } = await renderOrders(orders);
    const table = await screen.findByRole('table', { name: 'Daftar pesanan' });
    const ids = () =>
      within(table)
        .queryAllByRole('rowheader')
        .map((h) => h.textContent?.slice(0, 6));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await waitFor(() => expect(ids()).toEqual(['ORD777']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status Pengiriman' }),
      'Dikirim',
    );
    await waitFor(() => expect(ids()).toEqual(['ORD002']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status Pengiriman' }), 'all');

    await user.type(screen.getByRole('searchbox', { name: 'Cari pesanan' }), 'nyak dhien');
    await waitFor(() => expect(ids()).toEqual(['ORD777']));
    await user.clear(screen.getByRole('searchbox', { name: 'Cari pesanan' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cari pesanan' }), 'ord00');
    await waitFor(() => expect(ids()).toEqual(['ORD001', 'ORD002']));
    await user.type(screen.getByRole('searchbox', { name: 'Cari pesanan' }), '9');
    expect(
      await screen.findByText('Tidak ada pesanan yang cocok dengan filter.'),
    ).toBeInTheDocument();
  });

  it('pages through 10,000 orders 20 at a time', async () => {
    const { user } = await renderOrders(manyOrders(10_000));
    const table = await screen.findByRole('table', { name: 'Daftar pesanan' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('ORD910000');
    const pages = screen.getByRole('navigation', { name: 'Halaman daftar pesanan' });
    expect(within(pages).getByText('Halaman 1 dari 500')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));
    expect(within(pages).getByText('Halaman 2 dari 500')).toBeInTheDocument();
    expect(within(pages).getByText('Menampilkan 21–40 dari 10.000 pesanan')).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('ORD909980');

    // A new filter starts again at page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Cari pesanan' }), 'teuku umar');
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    expect(within(pages).getByText('Halaman 1 dari 1')).toBeInTheDocument();
  });

  it('shows the empty state without orders', async () => {
    await renderOrders([]);
    expect(await screen.findByText('Belum ada pesanan.')).toBeInTheDocument();
  });

  it('refuses a buyer (the data layer checks the role)', async () => {
    await expectBuyerRefused(<AdminOrdersPage />, '/admin/orders');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each order as a card on a phone, with the same data and action menu', async () => {
    stubMatchMedia(false);
    try {
      const { user } = await renderOrders();
      const card = (await findCardList('Daftar pesanan')).card('ORD001');
      expect(card.getByText('Rahmat Hidayat')).toBeInTheDocument();
      expect(card.getByText('Kode Pos 23115')).toBeInTheDocument();
      expect(card.getByText('Status Pengiriman')).toBeInTheDocument();
      expect(card.getByText('Menunggu Konfirmasi Admin')).toBeInTheDocument();
      expect(card.getByText('Barang')).toBeInTheDocument();
      expect(card.getByText('2 × Kopi Arabika Gayo')).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Cetak Label ORD001' })).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Cetak Faktur ORD001' })).toBeInTheDocument();
      await user.click(card.getByRole('button', { name: 'Aksi ORD001' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Konfirmasi Pengiriman' }));
      expect(await screen.findByText('Pesanan ORD001 berhasil diperbarui!')).toBeInTheDocument();
      await waitFor(() => expect(card.getByText('Dikemas')).toBeInTheDocument());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
