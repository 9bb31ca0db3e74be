import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { seedProducts, seedUsers } from '@/testing/seed';
import { DEFAULT_SHIPPING_TABLE, parcelWeight, preferredCourier, tableShippingRates } from '@/domain/shipping/cost';
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
      now={new Date()}
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
      // The saved address shows as one card; the cheapest courier of its destination is chosen.
      const card = within(container).getByRole('region', { name: 'Alamat Pengiriman' });
      expect(card).toHaveTextContent(buyer.addresses[0]!.recipientName);
      expect(within(container).getByRole('button', { name: 'Ubah alamat pengiriman' })).toBeDisabled();
      const cheapest = preferredCourier(tableShippingRates(DEFAULT_SHIPPING_TABLE).options('Kota Banda Aceh', parcelWeight(items)), '');
      const couriers = within(container).getByRole('radiogroup', { name: 'Kurir' });
      expect(within(couriers).getByRole('radio', { checked: true })).toHaveAttribute('value', cheapest);

      expect(await page.hydrate()).toEqual([]);
      for (const control of controls(container)) expect(control).toBeEnabled();

      const user = userEvent.setup();
      await user.click(within(container).getByRole('button', { name: 'Ubah alamat pengiriman' }));
      const name = within(container).getByRole('textbox', { name: 'Nama Lengkap' });
      expect(name).toHaveValue(buyer.addresses[0]!.recipientName);
      await user.clear(name);
      await user.type(name, 'Cut Nyak Dhien');
      expect(screen.getByRole('textbox', { name: 'Nama Lengkap' })).toHaveValue('Cut Nyak Dhien');
    } finally {
      page.remove();
    }
  });
});
