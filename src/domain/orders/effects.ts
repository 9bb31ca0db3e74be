/**
 * What an order decision asks its shell to do, as data (docs/decisions/014-use-cases-once.md and
 * 020): every order use case answers one plan shape, {@link OrderPlan}, whose {@link OrderEffect}s
 * (the order part of the shop's vocabulary, src/domain/core/effects.ts) each mode writes in one
 * place (the browser's `applyEffects` in src/data/adapters/key-value/apply-effects.ts, the
 * server's in server/services/effects.ts). A new consequence of an order step is one more effect
 * kind, written once per mode, not one more writer per use case.
 */
import type { OrderEffect, StockTake } from '../core/effects';
import type { Order, Transaction } from '../core/records';

export {
  effectsOfKind,
  planLogEntry,
  type OrderChangeSet,
  type OrderEffect,
  type StockTake,
} from '../core/effects';

/** The kinds of {@link OrderEffect}. */
export type OrderEffectKind = OrderEffect['kind'];

/** The order effect of kind `K`. */
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

/**
 * Stock lines of an order's items, one per product and variant (repeated lines merged) in
 * ascending (product id, variant id): the order in which every mode takes or returns stock.
 */
export function stockLinesOf(items: ReadonlyArray<Pick<StockTake, 'productId' | 'quantity' | 'name' | 'variantId'>>): StockTake[] {
  const byLine = new Map<string, StockTake>();
  for (const item of items) {
    const variantId = item.variantId ?? '';
    const key = `${item.productId}\u0000${variantId}`;
    const line = byLine.get(key);
    if (line) line.quantity += item.quantity;
    else byLine.set(key, { productId: item.productId, quantity: item.quantity, name: item.name, ...(variantId ? { variantId } : {}) });
  }
  return [...byLine.values()].sort((a, b) => a.productId - b.productId || compareIds(a.variantId ?? '', b.variantId ?? ''));
}

/** A fixed order of two variant ids (a product's row is locked before its variants', so any fixed order will do). */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
