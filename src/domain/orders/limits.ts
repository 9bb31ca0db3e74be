/**
 * The limits on what one order line, one order and one buyer may hold (a buyer
 * must not be able to empty the catalogue's stock). Pure and zod-free (the storefront's cart loads
 * it): the decisions of ./place.ts and ../cart/changes.ts apply them in both modes, the store
 * settings `maxPerProduct`, `maxUnpaidOrders`, `maxOpenOrders` and `maxOpenOrdersNewBuyer`
 * (src/domain/port/key-specs.ts, validated by ../settings/inputs.ts) set four of them, and docs/security.md lists them.
 */
import { InsufficientStockError, ShopError, ValidationError } from '../core/errors';
import { messages } from '@/shared/messages';

/** The most distinct products (lines, after merging repeats) one order or one cart may hold. */
export const MAX_ORDER_LINES = 20;

/** The store setting `Maksimal per Produk`: its default and allowed range (whole units). */
export const MAX_PER_PRODUCT = { default: 10, min: 1, max: 999 } as const;

/** The store setting `Maksimal Pesanan Belum Dibayar`: its default and allowed range (orders). */
export const MAX_UNPAID_ORDERS = { default: 3, min: 1, max: 50 } as const;

/**
 * The store setting `Maksimal Pesanan Terbuka per Pembeli`: its default and allowed range (open
 * orders, ./status.ts `isOpenOrder`), an established buyer's cap (docs/product/decisions.md
 * "Open orders per buyer").
 */
export const MAX_OPEN_ORDERS = { default: 10, min: 1, max: 100 } as const;

/**
 * The store setting `Maksimal Pesanan Terbuka Akun Baru`: its default and allowed range (open
 * orders), a new buyer's cap (see {@link openOrdersCap}; never above {@link MAX_OPEN_ORDERS}'s setting).
 */
export const MAX_OPEN_ORDERS_NEW_BUYER = { default: 3, min: 1, max: 100 } as const;

/** How long an account stays new after it is created, in milliseconds (one day). */
export const NEW_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;

/** The admin's order limits, as the store settings hold them. */
export interface OrderLimits {
  /** The most units of one product a cart line or an order line may hold (still never above its stock). */
  maxPerProduct: number;
  /** The most orders awaiting payment (status Pending) one buyer may have at once. */
  maxUnpaidOrders: number;
  /** The most open orders an established buyer may hold at once (`Maksimal Pesanan Terbuka per Pembeli`). */
  maxOpenOrders: number;
  /** The most open orders a new buyer may hold at once (`Maksimal Pesanan Terbuka Akun Baru`). */
  maxOpenOrdersNewBuyer: number;
}

/** What decides whether a buyer is new or established (both shells load it with the order). */
export interface BuyerStanding {
  /** When the account was created (ISO), or null when the shop does not know (an account of before the rule). */
  accountCreatedAt: string | null;
  /** Whether one of the buyer's orders is Completed. */
  hasCompletedOrder: boolean;
}

/**
 * The most open orders a buyer may hold (docs/product/decisions.md "Open orders per buyer"):
 * `maxOpenOrders` for an established buyer, min(`maxOpenOrdersNewBuyer`, `maxOpenOrders`) for a
 * new one — an account younger than {@link NEW_ACCOUNT_AGE_MS}, or one with no completed order.
 * An account of unknown age counts as old enough (only its orders then decide).
 * @param limits - the store's `Maksimal Pesanan Terbuka per Pembeli` and `… Akun Baru`.
 * @param standing - the buyer's account age and completed orders.
 * @param now - the instant of the order.
 */
export function openOrdersCap(
  limits: Pick<OrderLimits, 'maxOpenOrders' | 'maxOpenOrdersNewBuyer'>,
  standing: BuyerStanding,
  now: Date,
): number {
  const { maxOpenOrders, maxOpenOrdersNewBuyer } = limits;
  const created = standing.accountCreatedAt === null ? Number.NaN : Date.parse(standing.accountCreatedAt);
  const young = Number.isFinite(created) && now.getTime() - created < NEW_ACCOUNT_AGE_MS;
  return young || !standing.hasCompletedOrder ? Math.min(maxOpenOrdersNewBuyer, maxOpenOrders) : maxOpenOrders;
}

/**
 * The refusal of one more order by a buyer who already holds `openOrders` open orders, or null
 * when they hold fewer than `cap` ({@link openOrdersCap}): ShopError OPEN_ORDERS_LIMIT (409)
 * 'Anda masih memiliki … pesanan yang belum selesai. …'.
 */
export function openOrdersRefusal(openOrders: number, cap: number): ShopError | null {
  return openOrders >= cap ? new ShopError(messages.checkout.openLimit(openOrders), 'OPEN_ORDERS_LIMIT') : null;
}

/**
 * The refusal of a line of `quantity` units of a product, or null when it is allowed: a line
 * holds at most min(`maxPerProduct`, `stock`) units. Whichever of the two binds names the
 * refusal: ValidationError QUANTITY_LIMIT 'Maksimal … unit … per pesanan.' when the cap is below
 * the stock, else InsufficientStockError (INSUFFICIENT_STOCK).
 * @param name - the product's name, for the message.
 * @param quantity - the units asked for (a whole number ≥ 1).
 * @param stock - the product's units in stock.
 * @param maxPerProduct - the store's `Maksimal per Produk`.
 */
export function lineQuantityRefusal(
  name: string,
  quantity: number,
  stock: number,
  maxPerProduct: number,
): ShopError | null {
  if (quantity <= Math.min(stock, maxPerProduct)) return null;
  return maxPerProduct < stock
    ? new ValidationError(messages.cart.quantityLimit(name, maxPerProduct), {}, 'QUANTITY_LIMIT')
    : new InsufficientStockError(name);
}

/**
 * The refusal of a cart or an order of `lines` distinct products, or null when it holds at most
 * {@link MAX_ORDER_LINES}: ValidationError ORDER_LINES_LIMIT.
 */
export function orderLinesRefusal(lines: number): ShopError | null {
  return lines > MAX_ORDER_LINES
    ? new ValidationError(messages.cart.linesLimit(MAX_ORDER_LINES), {}, 'ORDER_LINES_LIMIT')
    : null;
}

/**
 * The refusal of one more order by a buyer who already has `unpaidOrders` orders awaiting payment,
 * or null when they have fewer than `maxUnpaidOrders`: ValidationError UNPAID_ORDERS_LIMIT
 * ('Anda masih memiliki … pesanan yang belum dibayar. …').
 */
export function unpaidOrdersRefusal(unpaidOrders: number, maxUnpaidOrders: number): ShopError | null {
  return unpaidOrders >= maxUnpaidOrders
    ? new ValidationError(messages.checkout.unpaidLimit(maxUnpaidOrders), {}, 'UNPAID_ORDERS_LIMIT')
    : null;
}
