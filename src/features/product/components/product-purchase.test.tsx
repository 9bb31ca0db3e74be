import { fireEvent, within } from '@testing-library/react';
import { seedProducts } from '@/testing/seed';
import { createTestData } from '@/testing/create-test-data';
import { renderOnServer } from '@/testing/server-rendered';
import { ProductPurchase } from './product-purchase';

/** Kopi Arabika Gayo (stock 48). */
const product = seedProducts.find((p) => p.id === 1)!;

describe('ProductPurchase rendered by the server (/product/:id, docs/decisions/013)', () => {
  it('keeps Jumlah and the buttons disabled until the browser has taken the page over, then takes what is typed', async () => {
    const { data } = await createTestData({ user: 'pembeli' });
    const page = renderOnServer(() => <ProductPurchase product={product} />, data);
    const purchase = within(page.container);
    try {
      // A Jumlah typed into the server's HTML would show but never be used: nothing to type into.
      const quantity = purchase.getByRole('spinbutton', { name: 'Jumlah' });
      const buttons = ['Kurangi jumlah', 'Tambah jumlah', 'Tambah ke Keranjang', 'Beli Sekarang'].map((name) =>
        purchase.getByRole('button', { name }),
      );
      for (const control of [quantity, ...buttons]) expect(control).toBeDisabled();

      expect(await page.hydrate()).toEqual([]);
      for (const control of [quantity, ...buttons.slice(1)]) expect(control).toBeEnabled();
      fireEvent.change(quantity, { target: { value: '3' } });
      fireEvent.blur(quantity);
      expect(quantity).toHaveValue(3);
    } finally {
      page.remove();
    }
  });
});
