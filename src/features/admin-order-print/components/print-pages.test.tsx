import { screen, within } from '@testing-library/react';
import { demoSeed, SEED_TEST_NOW, withoutShippingCosts } from '@/testing/seed';
import type { Order } from '@/domain/core/records';
import { renderApp } from '@/testing/render-app';
import { InvoicePage } from './invoice';
import { PackingLabelPage } from './packing-label';

/** The seed written at a fixed moment (its ORD001 is of 20 Nov 2026), as the store holds it. */
const seedOrders = demoSeed(SEED_TEST_NOW).orders;

/** An order with shipping: shipped with a resi, with a shipping cost by JNE to Aceh Besar. */
const shipped: Order = {
  ...seedOrders[0]!,
  id: 'ORD777',
  customerName: 'Teuku <b>Umar</b>',
  status: 'Processed',
  shippingStatus: 'Dikirim',
  trackingNumber: 'JNE0012345',
  subtotal: 205000,
  shippingCost: 22000,
  total: 227000,
  courierId: 'jne',
  courierName: 'JNE',
  destination: 'Aceh Besar',
};

const cod: Order = { ...shipped, id: 'ORD778', paymentMethod: 'COD', paymentCode: '', status: 'Pending', trackingNumber: undefined, buyerNote: 'Titip di pos <i>satpam</i>' };

/** ORD001 as an order of before shipping costs, unpaid. */
const older = withoutShippingCosts(seedOrders[0]!, 'ORD779');
/** ORD777 with HEMAT10 and a Gratis Ongkir: Rp 205.000 + Rp 22.000 - Rp 20.000 - Rp 15.000. */
const discounted: Order = {
  ...shipped,
  id: 'ORD780',
  paymentCode: 'TJ-20261120-4822',
  vouchers: [
    { code: 'HEMAT10', appliesTo: 'goods', amount: 20_000 },
    { code: 'ONGKIR', appliesTo: 'shipping', amount: 15_000 },
  ],
  discount: 35_000,
  total: 192_000,
};

let print: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => {});
});
afterEach(() => print.mockRestore());

/** The page's print stylesheet (the one with an `@page` rule). */
function printStyle(): string | undefined {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').find((css) => css.includes('@page'));
}

function renderPage(page: 'label' | 'invoice', orderId: string, user: 'admin' | 'pembeli' = 'admin') {
  const ui = page === 'label' ? <PackingLabelPage orderId={orderId} /> : <InvoicePage orderId={orderId} />;
  return renderApp(ui, {
    url: `/admin/pesanan/${orderId}/${page}`,
    user,
    now: () => SEED_TEST_NOW,
    stored: { orders: [...seedOrders, shipped, cod, older, discounted], storeName: 'Seulanga Test', storeAddress: 'Jl. Panglima Polem No. 9, Banda Aceh' },
  });
}

describe('PackingLabelPage', () => {
  it('prints an A6 label: sender, recipient, courier, resi, items and total weight', async () => {
    const { data } = await renderPage('label', 'ORD777');
    const label = await screen.findByRole('article', { name: 'Label Pengiriman ORD777' });
    expect(label).toHaveAttribute('data-print-document', 'A6');
    expect(printStyle()).toContain('@page { size: A6;');
    const recipient = within(label).getByRole('region', { name: 'Penerima' });
    expect(within(recipient).getByText('Teuku <b>Umar</b>')).toBeInTheDocument();
    expect(within(recipient).getByText(shipped.customerPhone)).toBeInTheDocument();
    expect(within(recipient).getByText(shipped.shippingAddress)).toBeInTheDocument();
    expect(within(recipient).getByText(`Kode Pos ${shipped.postalCode} · Aceh Besar`)).toBeInTheDocument();
    const sender = within(label).getByRole('region', { name: 'Pengirim' });
    expect(within(sender).getByText('Seulanga Test')).toBeInTheDocument();
    expect(within(sender).getByText('Jl. Panglima Polem No. 9, Banda Aceh')).toBeInTheDocument();
    expect(within(label).getByText('JNE')).toBeInTheDocument();
    expect(within(label).getByText('JNE0012345')).toBeInTheDocument();
    // The resi as a Code 128 barcode, an SVG image drawn from the number.
    const barcode = within(label).getByRole('img', { name: 'Barcode resi JNE0012345' });
    const svg = decodeURIComponent(barcode.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).toContain('<path');
    expect(within(label).getByText('ORD777')).toBeInTheDocument();
    expect(within(label).queryByText(/Tagih COD/)).not.toBeInTheDocument();
    expect(within(label).queryByRole('region', { name: 'Catatan untuk Penjual' })).not.toBeInTheDocument();
    const items = within(within(label).getByRole('region', { name: 'Isi Paket' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['2 × Kopi Arabika Gayo', '1 × Kue Adee']);
    const [kopi, kue] = await data.products.getMany([1, 11]);
    const grams = kopi!.weight * 2 + kue!.weight;
    expect(within(label).getByText('Berat Total').nextSibling).toHaveTextContent(
      grams < 1000 ? `${grams} g` : `${(grams / 1000).toLocaleString('id-ID')} kg`,
    );
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Label Pengiriman ORD777 — Seulanga');
  });

  it('tells the courier what to collect on a COD order, and prints again with Cetak', async () => {
    const { user } = await renderPage('label', 'ORD778');
    const label = await screen.findByRole('article', { name: 'Label Pengiriman ORD778' });
    expect(within(label).getByText('Tagih COD: Rp 227.000')).toBeInTheDocument();
    const note = within(label).getByRole('region', { name: 'Catatan untuk Penjual' });
    expect(within(note).getByText('Titip di pos <i>satpam</i>')).toBeInTheDocument();
    expect(within(label).queryByText('Resi')).not.toBeInTheDocument();
    expect(within(label).queryByRole('img', { name: /Barcode resi/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Kembali ke Pesanan' })).toHaveAttribute('href', '/admin/orders');
  });

  it('says the order is not found, without printing', async () => {
    await renderPage('label', 'ORD-TIDAK-ADA');
    expect(await screen.findByText('Pesanan tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it("refuses a buyer (the data layer's refusal), without printing", async () => {
    await renderPage('label', 'ORD777', 'pembeli');
    expect(await screen.findByRole('heading', { name: 'Label Pengiriman' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});

describe('InvoicePage', () => {
  it('prints an A4 invoice: store, number, date, buyer, lines, amounts and payment', async () => {
    await renderPage('invoice', 'ORD777');
    const invoice = await screen.findByRole('article', { name: 'Faktur ORD777' });
    expect(invoice).toHaveAttribute('data-print-document', 'A4');
    expect(printStyle()).toContain('@page { size: A4;');
    expect(within(invoice).getByText('Seulanga Test')).toBeInTheDocument();
    expect(within(invoice).getByText('No. Faktur').nextSibling).toHaveTextContent('ORD777');
    expect(within(invoice).getByText('Tanggal').nextSibling).toHaveTextContent('20 Nov 2026');
    expect(within(invoice).getByText('Teuku <b>Umar</b>')).toBeInTheDocument();
    const table = within(invoice).getByRole('table', { name: 'Rincian barang pesanan ORD777' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ProdukJumlahHarga SatuanTotal',
      'Kopi Arabika Gayo2Rp\u00a085.000Rp\u00a0170.000',
      'Kue Adee1Rp\u00a035.000Rp\u00a035.000',
      'SubtotalRp\u00a0205.000',
      'Ongkos Kirim (JNE → Aceh Besar)Rp\u00a022.000',
      'TotalRp\u00a0227.000',
    ]);
    const payment = within(invoice).getByRole('region', { name: 'Pembayaran' });
    expect(within(payment).getByText('GoPay')).toBeInTheDocument();
    expect(within(payment).getByText('TJ-20261120-4821')).toBeInTheDocument();
    expect(within(payment).getByText('Pembayaran Diterima')).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows each voucher's discount above the total of an order that carried vouchers", async () => {
    await renderPage('invoice', 'ORD780');
    const invoice = await screen.findByRole('article', { name: 'Faktur ORD780' });
    const table = within(invoice).getByRole('table', { name: 'Rincian barang pesanan ORD780' });
    expect(within(table).getAllByRole('row').slice(-5).map((row) => row.textContent)).toEqual([
      'SubtotalRp\u00a0205.000',
      'Ongkos Kirim (JNE → Aceh Besar)Rp\u00a022.000',
      'Diskon Voucher (HEMAT10)-Rp\u00a020.000',
      'Diskon Voucher (ONGKIR)-Rp\u00a015.000',
      'TotalRp\u00a0192.000',
    ]);
  });

  it('shows an order of before shipping costs with no shipping cost, unpaid', async () => {
    await renderPage('invoice', 'ORD779');
    const invoice = await screen.findByRole('article', { name: 'Faktur ORD779' });
    expect(within(invoice).getByRole('row', { name: /^Ongkos Kirim/ })).toHaveTextContent('Rp 0');
    expect(within(invoice).getByRole('row', { name: /^Total/ })).toHaveTextContent('Rp 205.000');
    expect(within(invoice).getByText('Belum Bayar')).toBeInTheDocument();
  });
});
