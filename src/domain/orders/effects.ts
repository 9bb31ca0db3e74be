/**
 * What an order decision asks its shell to do, as data (docs/decisions/014-use-cases-once.md): every
 * order use case answers one plan shape, {@link OrderPlan}, whose {@link OrderEffect}s each mode
 * writes in one place (the browser's `applyOrderEffects` in
 * src/data/adapters/key-value/apply-order-effects.ts, the server's in server/services/order-effects.ts).
 * A new consequence of an order step is one more effect kind, written once per mode, not one more
 * writer per use case.
 */
import type { LogEntry } from '../core/decision';
import type { Order, Transaction, TransactionStatus } from '../core/records';

/** Units of one product an order takes from the catalogue's stock, or gives back. */
export interface StockTake {
  productId: number;
  /** Whole units, at least 1. */
  quantity: number;
  /** The product's name as the order knows it, for the refusal when its stock is short. */
  name: string;
}

/** The columns of a stored order an order step sets. */
export type OrderChangeSet = Partial<
  Pick<
    Order,
    'status' | 'shippingStatus' | 'trackingNumber' | 'cancelReason' | 'history' | 'shippedAt' | 'paymentDueAt' | 'paymentRejectReason'
  >
>;

/**
 * One thing an accepted order plan does, inside its shell's transaction (all or nothing).
 * Effects are applied in the order the plan lists them.
 */
export type OrderEffect =
  /**
   * Takes `lines` from stock, one entry per product in ascending product id (the order in which
   * the server locks rows, so concurrent orders cannot deadlock). Each line succeeds only while
   * the product has at least `quantity` units left; a short line (or a product gone) refuses the
   * whole plan with InsufficientStockError naming that line, and nothing is written.
   */
  | { kind: 'takeStock'; lines: StockTake[] }
  /**
   * Gives `lines` back to stock, in ascending product id; a product deleted meanwhile is skipped.
   * A plan returns an order's units only on the step into the final 'Cancelled', so exactly once.
   */
  | { kind: 'returnStock'; lines: StockTake[] }
  /** Stores a new order with its items (`order.items`, in their order). */
  | { kind: 'insertOrder'; order: Order }
  /** Stores a new transaction (`amount`, `subtotal`, `shippingCost` in Rupiah). */
  | { kind: 'insertTransaction'; transaction: Transaction }
  /** Sets the stored order `orderId`'s columns in `set` (the others keep their values). */
  | { kind: 'setOrderFields'; orderId: string; set: OrderChangeSet }
  /**
   * Sets the status of the transaction `transactionId` of the order `orderId`, or of every
   * transaction of that order when no id is given.
   */
  | { kind: 'setTransactionStatus'; orderId: string; transactionId?: string; status: TransactionStatus }
  /** Empties the cart of the account `userId`. */
  | { kind: 'clearCart'; userId: string }
  /** Raises the admins' new-order notification (the server derives it; the browser stores a flag). */
  | { kind: 'notifyNewOrder' }
  /** Writes the activity-log entry `entry` (spec section 7) as the plan's actor, now. */
  | { kind: 'log'; entry: LogEntry }
  /**
   * Sends the order `orderId`'s e-mails (src/domain/orders/emails.ts `orderEmailsFor`): on the server
   * outbox rows written with the plan, so they exist exactly when it commits; in the browser a send
   * after the commit.
   */
  | { kind: 'queueOrderEmails'; orderId: string };

/** The kinds of {@link OrderEffect}. */
export type OrderEffectKind = OrderEffect['kind'];

/** The effect of kind `K`. */
export type OrderEffectOf<K extends OrderEffectKind> = Extract<OrderEffect, { kind: K }>;

/**
 * What every accepted order decision answers: the effects to apply (none: nothing to do, the
 * shell writes nothing), the order as it stands after them, and the transaction the plan creates,
 * if it creates one.
 */
export interface OrderPlan {
  effects: OrderEffect[];
  order: Order;
  transaction?: Transaction;
}

/** The effects of kind `kind` among `effects`, in their order. */
export function effectsOfKind<K extends OrderEffectKind>(effects: readonly OrderEffect[], kind: K): OrderEffectOf<K>[] {
  return effects.filter((effect): effect is OrderEffectOf<K> => effect.kind === kind);
}

/** The plan's activity-log entry (its first `log` effect), if it writes one. */
export function planLogEntry(plan: Pick<OrderPlan, 'effects'>): LogEntry | undefined {
  return effectsOfKind(plan.effects, 'log')[0]?.entry;
}

/**
 * Stock lines of an order's items, one per product (repeated lines merged) in ascending product
 * id: the order in which every mode takes or returns stock.
 */
export function stockLinesOf(items: ReadonlyArray<Pick<StockTake, 'productId' | 'quantity' | 'name'>>): StockTake[] {
  const byProduct = new Map<number, StockTake>();
  for (const item of items) {
    const line = byProduct.get(item.productId);
    if (line) line.quantity += item.quantity;
    else byProduct.set(item.productId, { productId: item.productId, quantity: item.quantity, name: item.name });
  }
  return [...byProduct.values()].sort((a, b) => a.productId - b.productId);
}
