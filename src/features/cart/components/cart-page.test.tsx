import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { seedPartners, seedProducts } from '@/testing/seed';
import type { CartItem } from '@/domain/core/records';
import { vi } from 'vitest';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { CartPage } from './cart-page';
import { expectPageHeading, rp } from '@/testing/list-page';

function line(productId: number, quantity: number): CartItem {
  const product = seedProducts.find((p) => p.id === productId);
  if (!product) throw new Error(`no product ${productId}`);
  return { ...product, quantity };
}

/** Kopi Arabika Gayo 2 × 85.000 + Kue Adee 1 × 35.000 (stock 30). */
const cartItems = [line(1, 2), line(11, 1)];

function renderCart(items: CartItem[] = cartItems) {
  return renderApp(<CartPage />, { url: '/cart', user: 'pembeli', stored: { cartItems: items } });
}

function totalRow() {
  return screen.getByText('Total').parentElement as HTMLElement;
}

// Sonner keeps toasts in a module-level store and replays active ones to a new Toaster.
afterEach(() => {
  toast.dismiss();
});

describe('CartPage', () => {
  it('lists each line with price, subtotal and the correct total', async () => {
    await renderCart();
    await expectPageHeading('Keranjang Belanja');
    expect(await screen.findByRole('link', { name: 'Kopi Arabika Gayo' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(screen.getByRole('img', { name: 'Kue Adee' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' })).toHaveValue(2);
    expect(screen.getByText(rp(170000))).toBeInTheDocument();
    expect(within(totalRow()).getByText(rp(205000))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lanjut ke Pembayaran' })).toHaveAttribute('href', '/checkout');
  });

  it("flags a line whose partner is Nonaktif: 'Tidak dijual' and what to do", async () => {
    const partners = seedPartners.map((p) => (p.id === 'P001' ? { ...p, status: 'Inactive' } : p));
    renderApp(<CartPage />, { url: '/cart', user: 'pembeli', stored: { cartItems, partners } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kopi Arabika Gayo sedang tidak dijual. Hapus dari keranjang untuk melanjutkan.',
    );
    const kopi = screen.getByRole('link', { name: 'Kopi Arabika Gayo' }).closest('li')!;
    expect(within(kopi).getByText('Tidak dijual')).toBeInTheDocument();
    const kue = screen.getByRole('link', { name: 'Kue Adee' }).closest('li')!;
    expect(within(kue).queryByText('Tidak dijual')).not.toBeInTheDocument();
  });

  it("flags a line whose product is now Arsip, from the catalogue's current record", async () => {
    const products = seedProducts.map((p) => (p.id === 11 ? { ...p, status: 'archived' as const } : p));
    renderApp(<CartPage />, { url: '/cart', user: 'pembeli', stored: { cartItems, products } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kue Adee sedang tidak dijual. Hapus dari keranjang untuk melanjutkan.');
    const kue = screen.getByRole('link', { name: 'Kue Adee' }).closest('li')!;
    expect(within(kue).getByText('Tidak dijual')).toBeInTheDocument();
    const kopi = screen.getByRole('link', { name: 'Kopi Arabika Gayo' }).closest('li')!;
    expect(within(kopi).queryByText('Tidak dijual')).not.toBeInTheDocument();
  });

  it('saves a quantity typed in the field (on Enter) and with the + / − buttons', async () => {
    const { user, data } = await renderCart();
    const field = await screen.findByRole('spinbutton', { name: 'Jumlah Kue Adee' });
    await user.clear(field);
    await user.type(field, '3{Enter}');
    await waitFor(async () =>
      expect((await data.cart.list()).find((i) => i.id === 11)?.quantity).toBe(3),
    );
    expect(field).toHaveValue(3);
    expect(within(totalRow()).getByText(rp(170000 + 3 * 35000))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Kue Adee' }));
    await waitFor(() => expect(field).toHaveValue(4));
    await user.click(screen.getByRole('button', { name: 'Kurangi Kopi Arabika Gayo' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' })).toHaveValue(1),
    );
    const stored = await data.cart.list();
    expect(stored.map((i) => [i.id, i.quantity])).toEqual([
      [1, 1],
      [11, 4],
    ]);
  });

  it('saves the quantity when the field loses focus', async () => {
    const { user, data } = await renderCart();
    const field = await screen.findByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' });
    await user.clear(field);
    await user.type(field, '5');
    await user.tab();
    await waitFor(async () => expect((await data.cart.list())[0]?.quantity).toBe(5));
  });

  // Kue Adee has 30 in stock: over the stock where `Maksimal per Produk` allows it (100), over
  // `Maksimal per Produk` (10) where the stock has more; either way the stored quantity stays 1.
  it.each([
    { refused: 'a quantity over the stock with the stock message', maxPerProduct: 100, max: '30', typed: '31', message: 'Stok untuk Kue Adee tidak mencukupi!' },
    { refused: 'more than Maksimal per Produk (10) where the stock has more, offering no more', maxPerProduct: undefined, max: '10', typed: '11', message: 'Maksimal 10 unit Kue Adee per pesanan.' },
  ])('refuses $refused and keeps the stored quantity', async ({ maxPerProduct, max, typed, message }) => {
    const { user, data } = await renderApp(<CartPage />, {
      url: '/cart',
      user: 'pembeli',
      stored: { cartItems, ...(maxPerProduct === undefined ? {} : { maxPerProduct }) },
    });
    const field = await screen.findByRole('spinbutton', { name: 'Jumlah Kue Adee' });
    await waitFor(() => expect(field).toHaveAttribute('max', max));
    await user.clear(field);
    await user.type(field, `${typed}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(1);
    expect((await data.cart.list()).find((i) => i.id === 11)?.quantity).toBe(1);
  });

  it('shows the catalogue’s current name and price, asking only for the cart’s products', async () => {
    const testData = await createTestData({
      user: 'pembeli',
      stored: {
        cartItems,
        products: seedProducts.map((p) => (p.id === 1 ? { ...p, name: 'Kopi Gayo Premium', price: 90000 } : p)),
      },
    });
    const getProducts = vi.spyOn(testData.data.products, 'getMany');
    const listProducts = vi.spyOn(testData.data.products, 'list');
    await renderApp(<CartPage />, { url: '/cart', testData });
    expect(await screen.findByRole('link', { name: 'Kopi Gayo Premium' })).toBeInTheDocument();
    expect(within(totalRow()).getByText(rp(2 * 90000 + 35000))).toBeInTheDocument();
    expect(getProducts).toHaveBeenCalledWith([1, 11]);
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('checks the catalogue’s current stock, not the stock copied into the cart', async () => {
    const { user, data } = await renderApp(<CartPage />, {
      url: '/cart',
      user: 'pembeli',
      stored: {
        cartItems: [line(11, 1)],
        products: seedProducts.map((p) => (p.id === 11 ? { ...p, stock: 1 } : p)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Kue Adee' }));
    expect(await screen.findByText('Stok untuk Kue Adee tidak mencukupi!')).toBeInTheDocument();
    expect((await data.cart.list())[0]?.quantity).toBe(1);
  });

  it('asks before removing a line with Hapus, and keeps it on Batal', async () => {
    const { user, data } = await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Hapus Kue Adee' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Hapus Kue Adee dari keranjang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await data.cart.list()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Hapus Kue Adee' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Hapus Kue Adee dari keranjang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Kue Adee' })).not.toBeInTheDocument(),
    );
    expect((await data.cart.list()).map((i) => i.id)).toEqual([1]);
    expect(within(totalRow()).getByText(rp(170000))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('asks before removing when 0 is entered, and restores the quantity on Batal', async () => {
    const { user, data } = await renderCart();
    const field = await screen.findByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Hapus Kopi Arabika Gayo dari keranjang?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(field).toHaveValue(2));
    expect((await data.cart.list())[0]?.quantity).toBe(2);

    await user.clear(field);
    await user.type(field, '0{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(async () => expect((await data.cart.list()).map((i) => i.id)).toEqual([11]));
  });

  it('shows the empty cart with a link home when the last line is removed', async () => {
    const { user } = await renderCart([line(1, 1)]);
    await user.click(await screen.findByRole('button', { name: 'Kurangi Kopi Arabika Gayo' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Keranjang Anda Kosong')).toBeInTheDocument();
  });

  it('shows the empty state with a link to start shopping', async () => {
    await renderCart([]);
    expect(await screen.findByText('Keranjang Anda Kosong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai belanja' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Lanjut ke Pembayaran' })).not.toBeInTheDocument();
  });
});
