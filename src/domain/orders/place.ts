/**
 * Placing an order (spec sections 4 and 9; docs/product/decisions.md "Checkout, orders,
 * payment" and "Shipping cost"), decided once for both modes: which lines an order asks for,
 * which products a shell must load for it, and the decision itself (docs/decisions/014-use-cases-once.md).
 */
import type { z } from 'zod';
import { mergeOrderLines } from '../cart/lines';
import { describeLines } from '../cart/summary';
import { lineName, sellableUnit, variantRefusal } from '../catalog/variants';
import { isOnSaleByStatus, productOffSaleRefusal } from '../catalog/on-sale';
import { priceInForceOf } from '../catalog/promo';
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import { ValidationError } from '../core/errors';
import type { CartItem, Order, OrderItem, Product, SessionUser, Transaction } from '../core/records';
import { parcelWeight, type ShippingRates } from '../shipping/cost';
import { normalizeVoucherCode } from '../vouchers/code';
import { decideVouchers, orderVouchersOf, type VoucherFacts } from '../vouchers/redeem';
import { jakartaDay } from '@/shared/format';
import { activityMessages } from '@/shared/messages-activity';
import { messages } from '@/shared/messages';
import { stockLinesOf, type OrderPlan } from './effects';
import { paymentDeadline, type OrderFlow } from './flow';
import type { checkoutInputSchema } from './checkout-inputs';
import {
  lineQuantityRefusal,
  openOrdersCap,
  openOrdersRefusal,
  orderLinesRefusal,
  unpaidOrdersRefusal,
  type BuyerStanding,
  type OrderLimits,
} from './limits';
import { INITIAL_STATUSES } from './status';

/** A line of an order as a client asks for it: a product id and a number of units (not yet checked). */
export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** The variant of a product with tiers (src/domain/catalog/variants.ts); absent or '': none. */
  variantId?: string;
}

/** The shipping details after `checkoutInputSchema` accepted them. */
export type CheckoutDetails = z.output<typeof checkoutInputSchema>;

/**
 * The lines an order asks for: the lines the buyer reviewed when given, else the stored cart's.
 * @param cart - the buyer's stored cart lines.
 * @param expectedLines - the lines the checkout page showed, if it sent them.
 */
export function requestedLines(
  cart: readonly Pick<CartItem, 'id' | 'quantity' | 'variantId'>[],
  expectedLines?: readonly OrderLineRequest[],
): readonly OrderLineRequest[] {
  return (
    expectedLines ??
    cart.map((item) => ({ productId: item.id, quantity: item.quantity, ...(item.variantId ? { variantId: item.variantId } : {}) }))
  );
}

/**
 * The product ids a shell must load before {@link decidePlaceOrder}: each requested line's id
 * that can name a product (a safe whole number), once.
 */
export function productIdsToLoad(
  cart: readonly Pick<CartItem, 'id' | 'quantity'>[],
  expectedLines?: readonly OrderLineRequest[],
): number[] {
  const ids = requestedLines(cart, expectedLines).map((line) => line.productId);
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
}

/**
 * The codes a shell must load the vouchers of before {@link decidePlaceOrder}: each code the buyer
 * typed, normalised (`hemat10` is `HEMAT10`), once, in the order typed.
 */
export function voucherCodesToLoad(typed: readonly string[] | undefined): string[] {
  return [...new Set((typed ?? []).map(normalizeVoucherCode))];
}

/**
 * A product as placing an order reads it: its catalogue fields, its `Status Produk` (absent reads
 * `active`) and its partner's status.
 */
export type PlaceableProduct = Pick<Product, 'id' | 'name' | 'price' | 'stock' | 'weight' | 'category'> &
  Partial<Pick<Product, 'promoPrice' | 'promoStart' | 'promoEnd' | 'variations' | 'variants'>> & {
  status?: Product['status'];
  partnerStatus?: string | null;
};

/** What placing an order needs loaded (both modes load the same). */
export interface PlaceOrderFacts {
  /** The signed-in buyer; `email` is their account's, copied onto the order for its e-mails. */
  buyer: Pick<SessionUser, 'id' | 'username'> & { email?: string | null };
  /** The validated shipping details and payment method. */
  checkout: CheckoutDetails;
  /** The buyer's stored cart (names the lines of products that are gone). */
  cart: readonly Pick<CartItem, 'id' | 'name' | 'quantity' | 'variantId'>[];
  /** The lines the buyer reviewed, when the checkout page sent them. */
  expectedLines?: readonly OrderLineRequest[];
  /**
   * The catalogue's current record of each product in {@link productIdsToLoad} that still exists,
   * with the status of its partner (`partnerStatus`; absent or null when the product has no stored
   * partner): a product that is not `active`, or of a partner not `Active`, is off sale
   * (../catalog/on-sale.ts).
   */
  products: ReadonlyMap<number, PlaceableProduct>;
  /**
   * For each code of {@link voucherCodesToLoad}, in that order: the voucher it names (locked by the
   * shell for the rest of its transaction, so its `used` is exact) and the buyer's uses of it on
   * every device. Absent or empty: the order carries no voucher.
   */
  vouchers?: readonly VoucherFacts[];
  /**
   * The shipping prices (src/domain/shipping/cost.ts: the store's table, `tableShippingRates`): the
   * order's shipping cost is computed here from the destination, the courier and the lines'
   * weights; a figure from the client is never used.
   */
  shippingRates: ShippingRates;
  /** The store's order limits (`Maksimal per Produk`, `Maksimal Pesanan Belum Dibayar`). */
  limits: OrderLimits;
  /** The store's order flow: its `paymentDeadlineHours` set the order's payment deadline. */
  flow: Pick<OrderFlow, 'paymentDeadlineHours'>;
  /** How many of the buyer's orders await payment now (status Pending: `isAwaitingPayment`). */
  unpaidOrders: number;
  /** How many of the buyer's orders are open now (`isOpenOrder`: not yet shipped, cancelled or completed). */
  openOrders: number;
  /** The buyer's account age and whether they have a completed order (which cap of open orders is theirs). */
  standing: BuyerStanding;
  /** The instant of the order. */
  now: Date;
  /**
   * Make the new records' ids and payment code, called once each, in this order, and only when
   * the order is accepted so far (a refused order draws nothing from the shell's random source).
   */
  newOrderId: () => string;
  /** A payment code of the day no other order uses, or null when the day has none left. */
  newPaymentCode: () => string | null;
  newTransactionId: () => string;
}

/**
 * Decides an order (spec section 4; the limits in ./limits.ts): every requested
 * line must be a whole number of at least one unit, lines of one product are merged (so repeated
 * lines cannot each pass a check), at most `MAX_ORDER_LINES` products, the buyer must have fewer
 * than `limits.maxUnpaidOrders` orders awaiting payment and fewer open orders than their cap
 * (`openOrdersCap`: `limits.maxOpenOrders`, or `limits.maxOpenOrdersNewBuyer` for a new buyer), each product must still exist and each
 * line hold at most min(`limits.maxPerProduct`, stock) units — whether the lines come from the
 * cart or straight from a client; the order is priced at the catalogue's prices in force at `now`
 * (a running promo's price, a variant's own in its product's window: ../catalog/promo.ts
 * `priceInForceOf`) plus the
 * shipping cost of its weight to the chosen destination by the chosen courier
 * (src/domain/shipping/cost.ts; docs/product/decisions.md "Shipping cost"), less the discounts of
 * the vouchers it carries (../vouchers/redeem.ts `decideVouchers`; docs/product/vouchers.md), starts
 * Pending / 'Menunggu Konfirmasi Admin' with a Pending transaction, and carries the payment code
 * (spec section 9).
 * @returns the plan — stock taken (`takeStock`, ascending product id), the Pending order with its items (`subtotal`,
 * `shippingCost`, `discount` and `total` in Rupiah, `vouchers`) and its Pending transaction of the
 * same amount inserted, the vouchers' uses taken (`redeemVouchers`, when it carries any), the buyer's cart emptied, the `placeOrder` log entry, the order's e-mails
 * queued and the admins' new-order notification raised — or a refusal: ValidationError CART_EMPTY (no line, or a quantity that is no
 * whole number ≥ 1), ORDER_LINES_LIMIT, UNPAID_ORDERS_LIMIT, PRODUCT_GONE ('… sudah tidak tersedia
 * …'), PRODUCT_OFF_SALE (a product in `Draf` or `Arsip`, or of a partner that is `Nonaktif`, ../catalog/on-sale.ts), QUANTITY_LIMIT, SHIPPING_UNAVAILABLE (the courier does not serve the destination, or either
 * is unknown), PAYMENT_CODES_FULL, VOUCHER_INVALID; ShopError OPEN_ORDERS_LIMIT, VOUCHER_EXHAUSTED, VOUCHER_ALREADY_USED (409); InsufficientStockError (INSUFFICIENT_STOCK) when a product has
 * fewer units than asked.
 */
export function decidePlaceOrder(facts: PlaceOrderFacts): Decision<OrderPlan> {
  const { buyer, checkout, cart, products, now, limits } = facts;
  const wanted = requestedLines(cart, facts.expectedLines);
  if (wanted.length === 0) return refuse(new ValidationError(messages.checkout.emptyCart, {}, 'CART_EMPTY'));
  if (wanted.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) {
    return refuse(new ValidationError(messages.checkout.emptyCart, {}, 'CART_EMPTY'));
  }
  const lines = mergeOrderLines(wanted);
  const limited =
    orderLinesRefusal(lines.length) ??
    unpaidOrdersRefusal(facts.unpaidOrders, limits.maxUnpaidOrders) ??
    openOrdersRefusal(facts.openOrders, openOrdersCap(limits, facts.standing, now));
  if (limited) return refuse(limited);
  const items: OrderItem[] = [];
  const parcel: { weight: number; quantity: number }[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) {
      const name = cart.find((item) => item.id === line.productId)?.name ?? String(line.productId);
      return refuse(new ValidationError(messages.cart.productGone(name), {}, 'PRODUCT_GONE'));
    }
    if (!isOnSaleByStatus(product)) return refuse(productOffSaleRefusal(product.name));
    // The sellable unit is the variant: its price, weight and stock (the product's own without tiers).
    // Absent tiers (a product of before them): the product is its one implicit variant.
    const tiered = { variations: [], variants: [], ...product };
    const unit = sellableUnit(tiered, line.variantId);
    if (!unit) return refuse(variantRefusal(tiered, line.variantId)!);
    const name = lineName(tiered, line.variantId);
    const refusal = lineQuantityRefusal(name, line.quantity, unit.stock, limits.maxPerProduct);
    if (refusal) return refuse(refusal);
    // The price in force at the order's instant (../catalog/promo.ts), never a price from the
    // client: a variant's own promo price in the product's window, else the product's.
    const price = priceInForceOf(product, unit.variantId ? unit : undefined, now).unitPrice;
    items.push({ productId: product.id, name, price, quantity: line.quantity, ...(unit.variantId ? { variantId: unit.variantId } : {}) });
    parcel.push({ weight: unit.weight, quantity: line.quantity });
  }
  const shipping = facts.shippingRates.quote(checkout.destination, checkout.courierId, parcelWeight(parcel));
  if (!shipping.ok) return refuse(shipping.refusal);
  const basket = {
    lines: items.map((item) => ({ ...item, category: products.get(item.productId)!.category })),
    shippingCost: shipping.plan.cost,
  };
  const redeemed = decideVouchers(facts.vouchers ?? [], basket, now);
  if (!redeemed.ok) return redeemed;
  const orderId = facts.newOrderId();
  const paymentCode = facts.newPaymentCode();
  if (paymentCode === null) {
    return refuse(new ValidationError(messages.checkout.paymentCodesFull, {}, 'PAYMENT_CODES_FULL'));
  }
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const { cost: shippingCost, courierId, courierName, destination } = shipping.plan;
  const vouchers = orderVouchersOf(redeemed.plan);
  const discount = vouchers.reduce((sum, voucher) => sum + voucher.amount, 0);
  const discounted = vouchers.length > 0 ? { vouchers, discount } : {};
  // Each discount is at most what it comes off, so the total never goes below zero.
  const total = subtotal + shippingCost - discount;
  const date = jakartaDay(now);
  const order: Order = {
    id: orderId,
    customerName: checkout.customerName,
    customerPhone: checkout.customerPhone,
    shippingAddress: checkout.shippingAddress,
    postalCode: checkout.postalCode,
    productName: describeLines(items),
    date,
    status: INITIAL_STATUSES.status,
    shippingStatus: INITIAL_STATUSES.shippingStatus,
    paymentMethod: checkout.paymentMethod,
    paymentCode,
    total,
    userId: buyer.id,
    username: buyer.username,
    ...(buyer.email ? { customerEmail: buyer.email } : {}),
    items,
    createdAt: now.toISOString(),
    paymentDueAt: paymentDeadline(now, facts.flow.paymentDeadlineHours),
    history: [
      {
        at: now.toISOString(),
        by: 'buyer',
        status: INITIAL_STATUSES.status,
        shippingStatus: INITIAL_STATUSES.shippingStatus,
      },
    ],
    subtotal,
    shippingCost,
    courierId,
    courierName,
    destination,
    ...discounted,
    ...(checkout.buyerNote ? { buyerNote: checkout.buyerNote } : {}),
  };
  const transaction: Transaction = {
    id: facts.newTransactionId(),
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    amount: total,
    date,
    status: INITIAL_STATUSES.transaction,
    subtotal,
    shippingCost,
    ...(vouchers.length > 0 ? { discount } : {}),
  };
  const placeLog: LogEntry = {
    type: 'placeOrder',
    description: activityMessages.placeOrder(order.id),
    details: { orderId: order.id, total, paymentMethod: order.paymentMethod, ...(vouchers.length > 0 ? { vouchers: vouchers.map((v) => v.code) } : {}) },
  };
  const uses = redeemed.plan.map((r, i) => ({ voucherId: r.voucherId, code: r.code, amount: vouchers[i]!.amount }));
  return accept({
    order,
    transaction,
    effects: [
      { kind: 'takeStock', lines: stockLinesOf(items) },
      { kind: 'insertOrder', order },
      { kind: 'insertTransaction', transaction },
      ...(uses.length > 0 ? [{ kind: 'redeemVouchers' as const, orderId: order.id, userId: buyer.id, uses, at: now.toISOString() }] : []),
      { kind: 'clearCart', userId: buyer.id },
      { kind: 'log', entry: placeLog },
      { kind: 'queueOrderEmails', orderId: order.id },
      { kind: 'notifyNewOrder' },
    ],
  });
}
