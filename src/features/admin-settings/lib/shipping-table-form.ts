import { z } from 'zod';
import { shippingMessages } from '@/shared/messages-shipping';
import {
  SHIPPING_DESTINATIONS,
  SHIPPING_RATE,
  shippingTableSchema,
  type Courier,
  type ShippingTable,
  type ShippingTableInput,
} from '@/domain/shipping/cost';

/**
 * A rate as typed: '' (the courier does not serve the destination) or whole Rupiah 0–10,000,000;
 * Indonesian thousands dots ('9.000') are allowed.
 */
const rateText = z
  .string()
  .trim()
  .transform((v) => v.replace(/\.(?=\d{3}(\D|$))/g, ''))
  .refine((v) => v === '' || (/^\d{1,8}$/.test(v) && Number(v) <= SHIPPING_RATE.max), shippingMessages.rateInvalid);

/** One courier in the form: its rates as texts, one per destination in `SHIPPING_DESTINATIONS` order. */
const courierFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  trackingUrl: z.string(),
  rates: z.array(rateText).length(SHIPPING_DESTINATIONS.length),
});
export type CourierFormValues = z.input<typeof courierFormSchema>;

/**
 * The `Ongkos Kirim` form's rules: each rate '' or whole Rupiah (message under its
 * field), then the table's own rules (src/domain/shipping/cost.ts `shippingTableSchema`: a name, a
 * destination served, at most 10 couriers, names unique), whose messages land on the courier's
 * `name`, `trackingUrl` or `rates`.
 */
export const shippingFormSchema = z
  .object({ couriers: z.array(courierFormSchema) })
  .transform(({ couriers }): ShippingTableInput => ({
    couriers: couriers.map((c) => ({
      id: c.id,
      name: c.name,
      trackingUrl: c.trackingUrl,
      rates: Object.fromEntries(
        c.rates.flatMap((rate, i) => (rate === '' ? [] : [[SHIPPING_DESTINATIONS[i]!, Number(rate)]])),
      ),
    })),
  }))
  .pipe(shippingTableSchema);
export type ShippingFormValues = z.input<typeof shippingFormSchema>;

/** The form's values of a courier. */
export function courierFormValues(courier: Pick<Courier, 'id' | 'name' | 'trackingUrl' | 'rates'>): CourierFormValues {
  return {
    id: courier.id,
    name: courier.name,
    trackingUrl: courier.trackingUrl,
    rates: SHIPPING_DESTINATIONS.map((d) => (courier.rates[d] === undefined ? '' : String(courier.rates[d]))),
  };
}

/** The form's values of a stored table. */
export function shippingFormValues(table: ShippingTable): ShippingFormValues {
  return { couriers: table.couriers.map(courierFormValues) };
}

/** A new courier's values: an id no courier of `taken` has, a name 'Kurir Baru' (numbered when taken), no rates. */
export function newCourierValues(taken: readonly Pick<CourierFormValues, 'id' | 'name'>[]): CourierFormValues {
  let n = 1;
  const name = () => (n === 1 ? 'Kurir Baru' : `Kurir Baru ${n}`);
  while (taken.some((c) => c.name.toLowerCase() === name().toLowerCase() || c.id === `kurir-baru-${n}`)) n += 1;
  return { id: `kurir-baru-${n}`, name: name(), trackingUrl: '', rates: SHIPPING_DESTINATIONS.map(() => '') };
}
