import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { seedProducts, seedUsers } from '@/testing/seed';
import { DEFAULT_SHIPPING_TABLE } from '@/domain/shipping/cost';
import type { CartItem } from '@/domain/core/records';
import { renderOnServer } from '@/testing/server-rendered';
import { CheckoutForm } from './checkout-form';

const items: CartItem[] = [{ ...seedProducts.find((p) => p.id === 1)!, quantity: 2 }];
const buyer = seedUsers.find((u) => u.username === 'pembeli')!;

/** The form as /checkout shows it for the seed's buyer (their saved address pre-fills it). */
function form(onPlace = vi.fn()) {
  return (
    <CheckoutForm
      items={items}
      addresses={buyer.addresses}
      shippingTable={DEFAULT_SHIPPING_TABLE}
      placing={false}
      onPlace={onPlace}
      onCheckVoucher={vi.fn()}
    />
  );
}

/** Every control a buyer could type into, pick or press. */
function controls(container: HTMLElement): HTMLElement[] {
  return [
    ...within(container).getAllByRole('textbox'),
    ...within(container).getAllByRole('radio'),
    within(container).getByRole('button', { name: 'Buat Pesanan' }),
  ];
}

describe('CheckoutForm rendered by the server (/checkout, docs/decisions/013)', () => {
  it('keeps every field and Buat Pesanan disabled until the browser has taken the page over, then keeps what is typed', async () => {
    const page = renderOnServer(() => form());
    const { container } = page;
    try {
      // Nothing can be typed into the server's HTML (the form's start values would replace it
      // when the form's script runs) nor submitted stale.
      const before = controls(container);
      expect(before.length).toBeGreaterThan(5);
      for (const control of before) expect(control).toBeDisabled();
      expect(within(container).getByRole('textbox', { name: 'Nama Lengkap' })).toHaveValue(buyer.addresses[0]!.recipientName);

      expect(await page.hydrate()).toEqual([]);
      for (const control of controls(container)) expect(control).toBeEnabled();

      const name = within(container).getByRole('textbox', { name: 'Nama Lengkap' });
      const user = userEvent.setup();
      await user.clear(name);
      await user.type(name, 'Cut Nyak Dhien');
      expect(screen.getByRole('textbox', { name: 'Nama Lengkap' })).toHaveValue('Cut Nyak Dhien');
    } finally {
      page.remove();
    }
  });
});
