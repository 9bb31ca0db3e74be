import { screen } from '@testing-library/react';
import { routes } from '@/app/router';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';
import { seed } from '@/testing/seed';

preloadPages('public/product');

/** A voucher on show for Kopi Arabika Gayo (product 1) only. */
const KOPI5: StoredVoucher = {
  id: 'V-KOPI5',
  code: 'KOPI5',
  discountType: 'fixed',
  value: 5_000,
  maxDiscount: null,
  minSpend: 0,
  productIds: [1],
  categories: [],
  quota: 10,
  perBuyerLimit: 1,
  used: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  showInStore: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('/product/:id', () => {
  it("shows the shop's vouchers that apply to the product, and none on another", async () => {
    const { unmount } = await renderApp(null, { routes, url: '/product/1', stored: { vouchers: [KOPI5] } });
    expect(await screen.findByRole('heading', { level: 1, name: seed.products[0]!.name })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Salin kode KOPI5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Voucher Toko' })).toBeInTheDocument();
    unmount();

    await renderApp(null, { routes, url: '/product/2', stored: { vouchers: [KOPI5] } });
    expect(await screen.findByRole('heading', { level: 1, name: seed.products[1]!.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Voucher Toko' })).not.toBeInTheDocument();
  });
});
