/**
 * The owner's orders list in browser mode (docs/product/ui-names.md "Order stages"): a page of
 * the orders table with its filters, the stage tabs' counts and `Hari Ini`. Apart from
 * ./lists.ts, whose schemas every first load carries, so the stage and figure rules load with
 * the orders repository only. The server applies the same rules in SQL (server/services/orders.ts).
 */
import type { Order } from '../core/records';
import { BACK_OFFICE_PAGE_SIZE, normalizePageRequest, pageOf, type Page } from '../core/paging';
import { searchTerms } from '../core/text-search';
import { verificationOverdue } from '../orders/flow';
import { inStage, OWNER_STAGE_RULES, OWNER_STAGES, ownerStage, type OwnerStage } from '../orders/stage';
import { orderDay } from '../figures/sales';
import { jakartaDay } from '@/shared/format';
import { orderSearchText, type OrderSearch } from './lists';

/** Whether `text` contains every term. */
function containsAll(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/**
 * Whether an order was placed on the Jakarta day of `now` ('Hari Ini': since 00:00 WIB; the day
 * of its `createdAt`, else of its `date`, as the figures read it).
 */
export function placedToday(order: Pick<Order, 'date' | 'createdAt'>, now: Date): boolean {
  return orderDay(order) === jakartaDay(now);
}

/**
 * How many orders each owner's stage holds, and how many were placed today: the counts of the
 * orders page's tabs and `Hari Ini` chip and of the dashboard's to-do cards.
 */
export interface OrderStageCounts {
  /** Orders per stage of {@link OWNER_STAGES}; every order is in exactly one. */
  stages: Record<OwnerStage, number>;
  /** Orders placed since 00:00 WIB today, whatever their stage. */
  today: number;
}

/**
 * The {@link OrderStageCounts} of `orders` at `now` (browser mode; the server counts the same
 * rules in SQL).
 */
export function countOrderStages(orders: readonly Order[], now: Date): OrderStageCounts {
  const stages = Object.fromEntries(OWNER_STAGES.map((stage) => [stage, 0])) as Record<OwnerStage, number>;
  let today = 0;
  for (const order of orders) {
    stages[ownerStage(order)] += 1;
    if (placedToday(order, now)) today += 1;
  }
  return { stages, today };
}

/**
 * One page of the orders table (browser mode).
 * @param orders - every order, newest first.
 * @param search - a search that passed {@link orderSearchSchema}.
 * @param now - the instant whose Jakarta day `today` means (default: the clock's).
 */
export function searchOrders(orders: readonly Order[], search: OrderSearch, now: Date = new Date()): Page<Order> {
  const terms = searchTerms(search.q ?? '');
  const rule = search.stage ? OWNER_STAGE_RULES[search.stage] : undefined;
  const matches = orders.filter(
    (order) =>
      (!search.status || order.status === search.status) &&
      (!search.shippingStatus || order.shippingStatus === search.shippingStatus) &&
      (search.verification !== 'overdue' || verificationOverdue(order)) &&
      (!rule || inStage(order, rule)) &&
      (!search.today || placedToday(order, now)) &&
      (terms.length === 0 || containsAll(orderSearchText(order), terms)),
  );
  return pageOf(matches, normalizePageRequest(search, BACK_OFFICE_PAGE_SIZE));
}
