/**
 * Shipping cost (`Ongkos Kirim`; docs/product/decisions.md "Shipping cost"): the
 * destinations (the 23 kabupaten/kota of Aceh and 'Luar Aceh'), the store's shipping table
 * (couriers, each with a Rupiah-per-kilogram rate per destination it serves), and the rule that
 * prices a parcel: its weight in grams charged per started kilogram (at least 1 kg) times the
 * courier's rate for the destination. Written once for both modes: the checkout shows it, and the
 * place-order decision (../orders/place.ts) recomputes it; a cost a client sends is never used.
 *
 * The rates reach the rule through the {@link ShippingRates} port; {@link tableShippingRates} (the
 * admin's table) is its one adapter. A rate API (RajaOngkir, Biteship) would be a second adapter
 * of the same port; see its TSDoc for where it would go.
 */
import { z } from 'zod';
import { accept, refuse, type Decision } from '../core/decision';
import { ValidationError } from '../core/errors';
import { shippingMessages } from '@/shared/messages-shipping';
import { wholeIn } from '../core/whole-number';
import { DEFAULT_PRODUCT_WEIGHT, PRODUCT_WEIGHT } from '../core/vocabulary';

/** A product's weight bounds and default live with the product record (core/records.ts). */
export { DEFAULT_PRODUCT_WEIGHT, PRODUCT_WEIGHT };

/** The 23 kabupaten/kota of the province of Aceh, as the checkout lists them. */
export const ACEH_DESTINATIONS = [
  'Kota Banda Aceh',
  'Aceh Besar',
  'Kota Sabang',
  'Pidie',
  'Pidie Jaya',
  'Bireuen',
  'Kota Lhokseumawe',
  'Aceh Utara',
  'Aceh Timur',
  'Kota Langsa',
  'Aceh Tamiang',
  'Aceh Tengah',
  'Bener Meriah',
  'Gayo Lues',
  'Aceh Tenggara',
  'Aceh Jaya',
  'Aceh Barat',
  'Nagan Raya',
  'Aceh Barat Daya',
  'Aceh Selatan',
  'Kota Subulussalam',
  'Aceh Singkil',
  'Simeulue',
] as const;

/** The one destination for every address outside the province. */
export const OUTSIDE_ACEH = 'Luar Aceh';

/** Every shipping destination: the 23 of Aceh, then 'Luar Aceh'. */
export const SHIPPING_DESTINATIONS = [...ACEH_DESTINATIONS, OUTSIDE_ACEH] as const;

/** A shipping destination (`Tujuan Pengiriman`). */
export type ShippingDestination = (typeof SHIPPING_DESTINATIONS)[number];

/** A destination name, checked. */
export const destinationSchema = z.enum(SHIPPING_DESTINATIONS);

/** Whether `value` names a shipping destination. */
export function isShippingDestination(value: unknown): value is ShippingDestination {
  return destinationSchema.safeParse(value).success;
}

/** A product's weight (grams), checked: a whole number within {@link PRODUCT_WEIGHT}. */
export const productWeightSchema = wholeIn(PRODUCT_WEIGHT, shippingMessages.weightInvalid);

/** The most couriers a shipping table holds. */
export const MAX_COURIERS = 10;
/** A rate is whole Rupiah per kilogram in this range. */
export const SHIPPING_RATE = { min: 0, max: 10_000_000 } as const;
/** Longest courier name (characters). */
export const MAX_COURIER_NAME_LENGTH = 40;
/** Longest tracking-URL template (characters). */
export const MAX_TRACKING_URL_LENGTH = 300;

/** A rate: whole Rupiah per started kilogram. */
export const shippingRateSchema = wholeIn(SHIPPING_RATE, shippingMessages.rateInvalid);

/**
 * A courier of the shipping table: a stable `id` (lowercase letters, digits and '-'), the name
 * buyers see, a tracking-URL template (`{resi}` stands for the waybill number; '' when there is
 * none; kept for the order page's tracking link later), and a Rupiah-per-kilogram rate for each
 * destination it serves (a destination without a rate is not served).
 */
export const courierSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, shippingMessages.tableInvalid),
  name: z
    .string({ error: shippingMessages.courierNameRequired })
    .trim()
    .min(1, shippingMessages.courierNameRequired)
    .max(MAX_COURIER_NAME_LENGTH, shippingMessages.courierNameRequired),
  trackingUrl: z
    .string({ error: shippingMessages.trackingUrlInvalid })
    .trim()
    .max(MAX_TRACKING_URL_LENGTH, shippingMessages.trackingUrlInvalid)
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), shippingMessages.trackingUrlInvalid)
    .default(''),
  rates: z
    .partialRecord(destinationSchema, shippingRateSchema, { error: shippingMessages.tableInvalid })
    .refine((rates) => Object.keys(rates).length > 0, shippingMessages.courierServesNothing),
});
export type Courier = z.output<typeof courierSchema>;

/**
 * The store's shipping table (setting `shippingTable`): 1 to {@link MAX_COURIERS} couriers, ids
 * and names (case aside) unique.
 */
export const shippingTableSchema = z.strictObject({
  couriers: z
    .array(courierSchema, { error: shippingMessages.tableInvalid })
    .min(1, shippingMessages.noCouriers)
    .max(MAX_COURIERS, shippingMessages.tooManyCouriers(MAX_COURIERS))
    .superRefine((couriers, ctx) => {
      const ids = new Set<string>();
      const names = new Set<string>();
      couriers.forEach((courier, index) => {
        if (ids.has(courier.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: shippingMessages.tableInvalid });
        const name = courier.name.toLowerCase();
        if (names.has(name)) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: shippingMessages.courierNameTaken });
        }
        ids.add(courier.id);
        names.add(name);
      });
    }),
});
export type ShippingTable = z.output<typeof shippingTableSchema>;
/** The shipping table as the admin sends it (a courier's `trackingUrl` may be absent). */
export type ShippingTableInput = z.input<typeof shippingTableSchema>;

/** Grams per charged kilogram. */
const GRAMS_PER_KG = 1000;

/**
 * The kilograms a parcel is charged for: every started kilogram, at least one (1 g → 1 kg,
 * 1,000 g → 1 kg, 1,001 g → 2 kg).
 * @param grams - the parcel's weight in grams (≥ 0).
 */
export function chargedKilograms(grams: number): number {
  return Math.max(1, Math.ceil(grams / GRAMS_PER_KG));
}

/** A line of a parcel: a product's weight in grams and how many units. */
export interface WeightedLine {
  weight: number;
  quantity: number;
}

/** The weight in grams of a parcel of `lines` (the sum of weight × quantity). */
export function parcelWeight(lines: readonly WeightedLine[]): number {
  return lines.reduce((sum, line) => sum + line.weight * line.quantity, 0);
}

/** A priced parcel: who carries it where, its weight and its cost. */
export interface ShippingQuote {
  courierId: string;
  /** The courier's name as buyers see it (kept on the order). */
  courierName: string;
  destination: ShippingDestination;
  /** The parcel's weight in grams. */
  weight: number;
  /** The kilograms charged ({@link chargedKilograms}). */
  chargedKg: number;
  /** Rupiah per kilogram. */
  ratePerKg: number;
  /** `chargedKg × ratePerKg`, in Rupiah. */
  cost: number;
}

/**
 * The source of shipping prices (a port): what carrying a parcel of `weight` grams to
 * `destination` with courier `courierId` costs, and which couriers serve a destination.
 *
 * Its one adapter is {@link tableShippingRates}, the admin's table. A rate API (RajaOngkir's
 * `/cost`, Biteship's `/v1/rates/couriers`) would be a second adapter here: it would fetch the
 * quotes for the destination and weight before the place-order transaction (the decision in
 * ../orders/place.ts is pure and synchronous, and no lock should wait on the network) and answer from
 * them, refusing with SHIPPING_UNAVAILABLE as the table does. None is called today.
 */
export interface ShippingRates {
  /**
   * Prices one parcel.
   * @param weight - grams (the parcel's, see {@link parcelWeight}).
   * @returns the quote, or a refusal: ValidationError SHIPPING_UNAVAILABLE when the destination or
   * the courier is unknown, or the courier does not serve the destination.
   */
  quote(destination: string, courierId: string, weight: number): Decision<ShippingQuote>;
  /** Every courier serving `destination`, priced for `weight` grams, in the table's order ([] for an unknown one). */
  options(destination: string, weight: number): ShippingQuote[];
}

function unavailable(courier: string, destination: string): Decision<ShippingQuote> {
  return refuse(new ValidationError(shippingMessages.courierUnavailable(courier, destination), {}, 'SHIPPING_UNAVAILABLE'));
}

function priced(courier: Courier, destination: ShippingDestination, weight: number): ShippingQuote | null {
  const ratePerKg = courier.rates[destination];
  if (ratePerKg === undefined) return null;
  const chargedKg = chargedKilograms(weight);
  return { courierId: courier.id, courierName: courier.name, destination, weight, chargedKg, ratePerKg, cost: chargedKg * ratePerKg };
}

/** The {@link ShippingRates} of the store's shipping table (the port's one adapter). */
export function tableShippingRates(table: ShippingTable): ShippingRates {
  return {
    quote(destination, courierId, weight) {
      const courier = table.couriers.find((c) => c.id === courierId);
      if (!isShippingDestination(destination)) return unavailable(courier?.name ?? String(courierId), String(destination));
      const quote = courier ? priced(courier, destination, weight) : null;
      return quote ? accept(quote) : unavailable(courier?.name ?? String(courierId), destination);
    },
    options(destination, weight) {
      if (!isShippingDestination(destination)) return [];
      return table.couriers.flatMap((courier) => priced(courier, destination, weight) ?? []);
    },
  };
}

/**
 * The courier the checkout picks for the buyer (docs/product/decisions.md "Checkout, orders,
 * payment"): the one chosen, while it still serves the destination; otherwise the cheapest of
 * `options` (the first of equal costs, in the table's order); '' when no courier serves it.
 * @param options - the couriers serving the destination, priced ({@link ShippingRates.options}).
 * @param chosen - the courier id chosen so far ('' for none).
 */
export function preferredCourier(options: readonly Pick<ShippingQuote, 'courierId' | 'cost'>[], chosen: string): string {
  if (chosen && options.some((o) => o.courierId === chosen)) return chosen;
  let cheapest: Pick<ShippingQuote, 'courierId' | 'cost'> | undefined;
  for (const option of options) if (!cheapest || option.cost < cheapest.cost) cheapest = option;
  return cheapest?.courierId ?? '';
}

/**
 * The shipping cost of a parcel of `lines`: its weight in grams charged per started
 * kilogram, at least one ({@link chargedKilograms}), times `courierId`'s Rupiah-per-kg rate for
 * `destination` in `table`.
 * @returns the quote (cost in Rupiah), or ValidationError SHIPPING_UNAVAILABLE when the courier
 * does not serve the destination (or either is unknown).
 */
export function shippingCost(
  table: ShippingTable,
  destination: string,
  courierId: string,
  lines: readonly WeightedLine[],
): Decision<ShippingQuote> {
  return tableShippingRates(table).quote(destination, courierId, parcelWeight(lines));
}

/**
 * The destination an address names, for preselecting `Tujuan Pengiriman`: the longest destination
 * name found in `address` as whole words, case aside ('Aceh Barat Daya' before 'Aceh Barat'); a
 * city's name without its 'Kota ' also counts ('Banda Aceh' → 'Kota Banda Aceh'). Never 'Luar
 * Aceh': an address outside Aceh names no destination and the buyer chooses.
 * @returns the destination, or null when none is named.
 */
export function destinationFromAddress(address: string): ShippingDestination | null {
  const text = ` ${address.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const candidates = ACEH_DESTINATIONS.flatMap((destination) => {
    const names = [destination, ...(destination.startsWith('Kota ') ? [destination.slice(5)] : [])];
    return names.map((name) => ({ destination, name: name.toLowerCase() }));
  }).sort((a, b) => b.name.length - a.name.length);
  return candidates.find((c) => text.includes(` ${c.name} `))?.destination ?? null;
}

/** Rupiah per kg from Banda Aceh (JNE REG-like), the base of the default table's couriers. */
const BASE_RATES: Record<ShippingDestination, number> = {
  'Kota Banda Aceh': 9000,
  'Aceh Besar': 11000,
  'Kota Sabang': 18000,
  Pidie: 14000,
  'Pidie Jaya': 15000,
  Bireuen: 16000,
  'Kota Lhokseumawe': 16000,
  'Aceh Utara': 17000,
  'Aceh Timur': 19000,
  'Kota Langsa': 19000,
  'Aceh Tamiang': 20000,
  'Aceh Tengah': 20000,
  'Bener Meriah': 19000,
  'Gayo Lues': 25000,
  'Aceh Tenggara': 26000,
  'Aceh Jaya': 17000,
  'Aceh Barat': 18000,
  'Nagan Raya': 19000,
  'Aceh Barat Daya': 21000,
  'Aceh Selatan': 22000,
  'Kota Subulussalam': 25000,
  'Aceh Singkil': 26000,
  Simeulue: 35000,
  'Luar Aceh': 38000,
};

/** The base rates shifted by `delta` Rupiah, without the `skip`ped destinations. */
function ratesFrom(delta: number, skip: readonly ShippingDestination[] = []): Courier['rates'] {
  return Object.fromEntries(
    SHIPPING_DESTINATIONS.filter((d) => !skip.includes(d)).map((d) => [d, BASE_RATES[d] + delta]),
  );
}

/**
 * The shipping table of a new store (the demo seed and the default of the setting): JNE, J&T,
 * SiCepat (not to Simeulue), POS Indonesia, and the shop's own courier (`Kurir Toko`: Kota Banda
 * Aceh and Aceh Besar only). Banda Aceh is the cheapest, Simeulue and 'Luar Aceh' the dearest.
 * The tracking URLs are templates for the order page's tracking link; the admin may correct them.
 */
export const DEFAULT_SHIPPING_TABLE: ShippingTable = {
  couriers: [
    { id: 'jne', name: 'JNE', trackingUrl: 'https://www.jne.co.id/tracking-package?awb={resi}', rates: ratesFrom(0) },
    { id: 'jnt', name: 'J&T', trackingUrl: 'https://jet.co.id/track?awb={resi}', rates: ratesFrom(1000) },
    { id: 'sicepat', name: 'SiCepat', trackingUrl: 'https://www.sicepat.com/checkAwb?awb={resi}', rates: ratesFrom(-1000, ['Simeulue']) },
    {
      id: 'pos',
      name: 'POS Indonesia',
      trackingUrl: 'https://www.posindonesia.co.id/id/tracking?barcode={resi}',
      rates: ratesFrom(-2000),
    },
    { id: 'kurir-toko', name: 'Kurir Toko', trackingUrl: '', rates: { 'Kota Banda Aceh': 8000, 'Aceh Besar': 12000 } },
  ],
};

/** The `updateSettings` log entry's details of a saved shipping table: each courier and how many destinations it serves. */
export function shippingLogDetails(table: ShippingTable): Record<string, unknown> {
  return { shippingTable: table.couriers.map((c) => ({ id: c.id, name: c.name, destinations: Object.keys(c.rates).length })) };
}
