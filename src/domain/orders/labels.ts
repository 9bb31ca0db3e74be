/**
 * The owner's bulk `Cetak Label ({n})` (docs/product/ui-names.md "Order journey"): which order
 * ids one print of packing labels reads, written once for the labels page, both adapters and the
 * server. Every order may be labelled, as the single `Cetak Label {id}` of each row allows.
 * Pure: no React, no storage.
 */
import { ValidationError } from '../core/errors';
import { messages } from '@/shared/messages';

/** Most packing labels one print holds: a bound on the page's and the request's size. */
export const MAX_LABELS_PER_PRINT = 50;

/**
 * The ids of `ids` as one print reads them: trimmed, empty ones dropped, each once, in their
 * first order.
 */
export function labelOrderIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id.length > 0))];
}

/**
 * The ids of a labels page's `ids` parameter (`ORD1,ORD2`), as {@link labelOrderIds} reads them;
 * none for an absent parameter.
 */
export function labelIdsParam(param: string | null | undefined): string[] {
  return param ? labelOrderIds(param.split(',')) : [];
}

/**
 * The ids a read of several orders loads ({@link labelOrderIds}).
 * @throws ValidationError 'Paling banyak 50 label sekali cetak…' for more than
 *   {@link MAX_LABELS_PER_PRINT} distinct ids.
 */
export function ordersToRead(ids: readonly string[]): string[] {
  const wanted = labelOrderIds(ids);
  if (wanted.length > MAX_LABELS_PER_PRINT) throw new ValidationError(messages.labels.tooMany(MAX_LABELS_PER_PRINT));
  return wanted;
}

/**
 * `orders` in the order of `ids`, each once; an id of no order is left out.
 * @param ids - the wanted ids, as {@link ordersToRead} returns them.
 */
export function inRequestedOrder<T extends { id: string }>(orders: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(orders.map((order) => [order.id, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    return order ? [order] : [];
  });
}
