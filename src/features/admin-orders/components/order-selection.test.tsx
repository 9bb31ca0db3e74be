import { screen, within } from '@testing-library/react';
import { seedOrders } from '@/testing/seed';
import type { Order } from '@/domain/core/records';
import { findCardList } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { AdminOrdersPage } from './orders-page';

/** 25 orders: a page of 20 and a second of 5, newest (ORD925) first. */
const orders: Order[] = Array.from({ length: 25 }, (_, i) => ({
  ...seedOrders[1]!,
  id: `ORD9${String(i + 1).padStart(2, '0')}`,
  date: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
}));

function renderOrders() {
  return renderApp(<AdminOrdersPage />, { url: '/admin/orders', user: 'admin', stored: { orders } });
}

describe('AdminOrdersPage selection and Cetak Label ({n})', () => {
  it('ticks orders one by one, counts them, and links Cetak Label (n) to one print page of their labels', async () => {
    const { user } = await renderOrders();
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    const bar = screen.getByRole('group', { name: 'Pilihan pesanan' });
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih pesanan ORD925' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih pesanan ORD920' }));
    expect(bar).toHaveTextContent('2 dipilih');
    expect(within(bar).getByRole('checkbox', { name: 'Pilih semua' })).toHaveAttribute('data-state', 'indeterminate');
    expect(within(bar).getByRole('link', { name: 'Cetak Label (2)' })).toHaveAttribute('href', '/admin/orders/labels?ids=ORD925%2CORD920');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih pesanan ORD925' }));
    expect(within(bar).getByRole('link', { name: 'Cetak Label (1)' })).toHaveAttribute('href', '/admin/orders/labels?ids=ORD920');
    await user.click(within(bar).getByRole('button', { name: 'Batal Pilih' }));
    expect(screen.getByRole('checkbox', { name: 'Pilih pesanan ORD920' })).not.toBeChecked();
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    expect(bar).not.toHaveTextContent('dipilih');
  });

  it('Pilih semua ticks the page’s orders; the ticks stay on the next page', async () => {
    const { user } = await renderOrders();
    await screen.findByRole('table', { name: 'Daftar pesanan' });
    const bar = screen.getByRole('group', { name: 'Pilihan pesanan' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Pilih semua' }));
    expect(bar).toHaveTextContent('20 dipilih');
    expect(screen.getByRole('checkbox', { name: 'Pilih pesanan ORD906' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /halaman berikutnya|Berikutnya/i }));
    await screen.findByRole('checkbox', { name: 'Pilih pesanan ORD905' });
    expect(within(bar).getByRole('checkbox', { name: 'Pilih semua' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih pesanan ORD901' }));
    expect(within(bar).getByRole('link', { name: 'Cetak Label (21)' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('checkbox', { name: 'Pilih semua' }));
    expect(bar).toHaveTextContent('25 dipilih');
    await user.click(within(bar).getByRole('checkbox', { name: 'Pilih semua' }));
    expect(bar).toHaveTextContent('20 dipilih');
  });

  it('gives each card its box on a phone', async () => {
    stubMatchMedia(false);
    try {
      const { user } = await renderOrders();
      const card = (await findCardList('Daftar pesanan')).card('ORD925');
      await user.click(card.getByRole('checkbox', { name: 'Pilih pesanan ORD925' }));
      expect(screen.getByRole('link', { name: 'Cetak Label (1)' })).toHaveAttribute('href', '/admin/orders/labels?ids=ORD925');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
