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
