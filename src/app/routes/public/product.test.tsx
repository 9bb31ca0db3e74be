import { screen } from '@testing-library/react';
import { routes } from '@/app/router';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';
import { seed } from '@/testing/seed';
import { storedHemat10 } from '@/testing/test-values';

preloadPages('public/product');

/** A voucher on show for Kopi Arabika Gayo (product 1) only. */
const KOPI5 = storedHemat10({ id: 'V-KOPI5', code: 'KOPI5', discountType: 'fixed', value: 5_000, maxDiscount: null, minSpend: 0, productIds: [1], quota: 10 });

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
