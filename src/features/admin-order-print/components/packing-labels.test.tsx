import { screen, within } from '@testing-library/react';
import { demoSeed, SEED_TEST_NOW } from '@/testing/seed';
import type { Order } from '@/domain/core/records';
import { renderApp } from '@/testing/render-app';
import { PackingLabelsPage } from './packing-labels';

const seedOrders = demoSeed(SEED_TEST_NOW).orders;

/** Two shipped orders with their resi. */
const first: Order = { ...seedOrders[1]!, id: 'ORD801', status: 'Processed', shippingStatus: 'Dikirim', trackingNumber: 'JNE0018001' };
const second: Order = { ...seedOrders[1]!, id: 'ORD802', status: 'Processed', shippingStatus: 'Dikirim', trackingNumber: 'JNT0018002' };

let print: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => {});
});
afterEach(() => print.mockRestore());

function renderLabels(ids: string | null, user: 'admin' | 'pembeli' = 'admin') {
  return renderApp(<PackingLabelsPage idsParam={ids} />, {
    url: `/admin/orders/labels${ids === null ? '' : `?ids=${ids}`}`,
    user,
    now: () => SEED_TEST_NOW,
    stored: { orders: [...seedOrders, first, second] },
  });
}

describe('PackingLabelsPage', () => {
  it('prints one A6 label per order, in the order asked, each on its own sheet, then opens the print dialog once', async () => {
    await renderLabels('ORD802,ORD801,ORD802');
    const labels = await screen.findAllByRole('article');
    expect(labels.map((label) => label.getAttribute('aria-label'))).toEqual(['Label Pengiriman ORD802', 'Label Pengiriman ORD801']);
    for (const [label, resi] of [[labels[0]!, 'JNT0018002'], [labels[1]!, 'JNE0018001']] as const) {
      expect(label).toHaveAttribute('data-print-document', 'A6');
      expect(within(label).getByRole('heading', { level: 2, name: 'Label Pengiriman' })).toBeInTheDocument();
      expect(within(label).getByRole('img', { name: `Barcode resi ${resi}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Label Pengiriman (2)' })).toBeInTheDocument();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').find((text) => text.includes('@page'));
    expect(css).toContain('break-after: page');
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the ids of no order above the labels of the others', async () => {
    await renderLabels('ORD801,ORD-TIDAK-ADA');
    expect(await screen.findByRole('article', { name: 'Label Pengiriman ORD801' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pesanan tidak ditemukan: ORD-TIDAK-ADA.');
  });

  it.each([
    ['no id', null, 'Tidak ada pesanan yang dipilih untuk dicetak.'],
    ['only unknown ids', 'ORD-X,ORD-Y', 'Pesanan tidak ditemukan: ORD-X, ORD-Y.'],
    ['more than 50 ids', Array.from({ length: 51 }, (_, i) => `ORD${i}`).join(','), 'Paling banyak 50 label sekali cetak. Pilih lebih sedikit pesanan.'],
  ])('prints nothing for %s, and says why with the way back', async (_, ids, message) => {
    await renderLabels(ids);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Pesanan' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it("refuses a buyer (the data layer's refusal), without printing", async () => {
    await renderLabels('ORD801', 'pembeli');
    expect(await screen.findByRole('heading', { level: 1, name: 'Label Pengiriman' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});
