/**
 * What the owner's documents of an order say (the owner's side): the lines to pack, the
 * parcel's weight, the amount a courier collects on a cash-on-delivery order and the payment
 * status an invoice shows. Written once for every reader: the admin's orders table, the packing
 * label and the invoice (src/features/admin-order-print), and the order e-mails
 * (functions/order-email/templates.ts, which the server reuses). Pure: no React, no storage.
 */
import { isCashOnDelivery } from '../payment/methods';
import type { Order, OrderItem, OrderStatus } from '../core/records';
import { orderAmounts } from './amounts';
import { DEFAULT_PRODUCT_WEIGHT } from '../shipping/cost';

/**
 * One line of an order as its documents show it: a product's name, and its quantity and unit
 * price (Rupiah) when the order carries items; both null for a prototype order, which only has a
 * product summary such as "Kopi Arabika Gayo (x3), ...".
 */
export interface OrderLine {
  productId: number | null;
  name: string;
  quantity: number | null;
  /** Rupiah per unit. */
  price: number | null;
}

/**
 * The lines of `order`: its items in their order, or, for an order stored without items (the
 * prototype's data), one line of its `productName` ('-' when empty) with no quantity or price.
 */
export function orderLines(order: Pick<Order, 'items' | 'productName'>): OrderLine[] {
  if (order.items && order.items.length > 0) {
    return order.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
    }));
  }
  return [{ productId: null, name: order.productName || '-', quantity: null, price: null }];
}

/**
 * A line's total in Rupiah (`price × quantity`), or null when the line has neither (a prototype
 * order's summary line).
 */
export function lineTotal(line: OrderLine): number | null {
  return line.price === null || line.quantity === null ? null : line.price * line.quantity;
}

/**
 * A line as the packer reads it: `"2 × Kopi Arabika Gayo"`; a prototype order's product summary as
 * it is stored.
 */
export function packingLine(line: OrderLine): string {
  return line.quantity === null ? line.name : `${line.quantity} × ${line.name}`;
}

/**
 * The Rupiah the courier must collect from the recipient (the packing label's 'Tagih COD'): the
 * order's total for an unpaid cash-on-delivery order, else null (paid, cancelled or not COD).
 */
export function cashToCollect(order: Pick<Order, 'paymentMethod' | 'status' | 'total'>): number | null {
  if (!isCashOnDelivery(order.paymentMethod)) return null;
  return order.status === 'Pending' || order.status === 'Processed' ? orderAmounts(order).total : null;
}

/** The weight in grams of a parcel, and whether a product's weight had to be assumed. */
export interface PackedWeight {
  /** Grams. */
  grams: number;
  /**
   * True when a line's product is no longer in the catalogue, or the order has no items: its
   * units count {@link DEFAULT_PRODUCT_WEIGHT} grams each (a line without quantity as one unit).
   */
  estimated: boolean;
}

/**
 * The weight of the parcel of `items` (the packing label's 'Berat Total'): the products' current
 * weights in grams times the quantities. An order keeps no weight of its own, so a product gone
 * from the catalogue counts {@link DEFAULT_PRODUCT_WEIGHT} grams a unit and marks the figure
 * estimated.
 * @param items - the order's items (absent on a prototype order: one unit of the default weight).
 * @param weights - grams per product id, of the products that still exist.
 */
export function packedWeight(
  items: readonly Pick<OrderItem, 'productId' | 'quantity'>[] | undefined,
  weights: ReadonlyMap<number, number>,
): PackedWeight {
  if (!items || items.length === 0) return { grams: DEFAULT_PRODUCT_WEIGHT, estimated: true };
  let estimated = false;
  const grams = items.reduce((sum, item) => {
    const weight = weights.get(item.productId);
    if (weight === undefined) estimated = true;
    return sum + (weight ?? DEFAULT_PRODUCT_WEIGHT) * item.quantity;
  }, 0);
  return { grams, estimated };
}

/**
 * A weight for people: grams below one kilogram (`"750 g"`), else kilograms with up to two
 * decimals in Indonesian (`"1,25 kg"`).
 * @param grams - a whole number of grams.
 */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  return `${(grams / 1000).toLocaleString('id-ID', { maximumFractionDigits: 2 })} kg`;
}

/**
 * The one word for a paid order or transaction everywhere (spec: a Processed order shows
 * 'Pembayaran Diterima'): the invoice, the order cards, the transactions' `Success`.
 */
export const PAID_LABEL = 'Pembayaran Diterima';

/**
 * The invoice's 'Status Pembayaran' of an order, in the buyer's stage words where they name the
 * payment (src/domain/orders/stage.ts): 'Belum Bayar' while it waits for payment,
 * 'Menunggu Verifikasi' while the owner checks a confirmed payment, the shop's one word for paid,
 * {@link PAID_LABEL}, once paid (Processed or Completed), 'Dibatalkan' for a cancelled one. A cash-on-delivery
 * order is paid when it is received, so it reads 'Bayar di Tempat (COD)' until Completed.
 */
export function paymentStatusLabel(order: Pick<Order, 'paymentMethod' | 'status'>): string {
  const status: OrderStatus = order.status;
  switch (status) {
    case 'Pending':
      return isCashOnDelivery(order.paymentMethod) ? 'Bayar di Tempat (COD)' : 'Belum Bayar';
    case 'Verifying':
      return 'Menunggu Verifikasi';
    case 'Processed':
      return isCashOnDelivery(order.paymentMethod) ? 'Bayar di Tempat (COD)' : PAID_LABEL;
    case 'Completed':
      return PAID_LABEL;
    case 'Cancelled':
      return 'Dibatalkan';
  }
}
