import { fireEvent, waitFor, within } from '@testing-library/react';
import { seedProducts } from '@/testing/seed';
import type { CartItem } from '@/domain/core/records';
import { createTestData } from '@/testing/create-test-data';
import { renderOnServer } from '@/testing/server-rendered';
import { CartLine } from './cart-line';

/** Kopi Arabika Gayo × 2 (stock 48). */
const item: CartItem = { ...seedProducts.find((p) => p.id === 1)!, quantity: 2 };

describe('CartLine rendered by the server (/cart, docs/decisions/013)', () => {
  it('keeps the quantity field and its buttons disabled until the browser has taken the page over, then saves what is typed', async () => {
    const { data } = await createTestData({ user: 'pembeli', stored: { cartItems: [item] } });
    const page = renderOnServer(
      () => (
        <ul>
          <CartLine item={item} now={new Date()} />
        </ul>
      ),
      data,
    );
    const line = within(page.container);
    try {
      // A quantity typed into the server's HTML would show but never be saved: nothing to type into.
      const quantity = line.getByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' });
      const buttons = ['Kurangi Kopi Arabika Gayo', 'Tambah Kopi Arabika Gayo', 'Hapus Kopi Arabika Gayo'].map((name) =>
        line.getByRole('button', { name }),
      );
      for (const control of [quantity, ...buttons]) expect(control).toBeDisabled();

      expect(await page.hydrate()).toEqual([]);
      for (const control of [quantity, ...buttons]) expect(control).toBeEnabled();
      fireEvent.change(quantity, { target: { value: '5' } });
      fireEvent.blur(quantity);
      await waitFor(async () => expect((await data.cart.list()).map((saved) => saved.quantity)).toEqual([5]));
    } finally {
      page.remove();
    }
  });
});
