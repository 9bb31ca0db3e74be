/**
 * The variant race (`npm run load -- --scenario variant-race`): the last units of one variant of a
 * product under every buyer at once, while another variant of the same product keeps selling
 * (decision 027: a take is a conditional UPDATE of the variant's own row, the product's summed
 * stock moved in the same statement).
 *
 * The load seed's variant race product (scripts/load/seed-large.ts `VariantRaceSeed`) sells by
 * `Ukuran`: its 500 g holds `raceStock` units (buyers / 10: 50 of the default 500 buyers), its
 * 250 g plenty. The scenario:
 * 1. fills every buyer's cart with one 500 g, and every variant buyer's (`loadvbuyer…`, buyers / 5)
 *    with one 250 g;
 * 2. all of them place their orders at once, spread over the instances: exactly `raceStock`
 *    orders of the 500 g are placed, every other racing buyer is refused 409, every 250 g order
 *    is placed;
 * 3. the product's stock is read back: the 500 g at 0, the 250 g down by its orders, the
 *    product's stock the sum of its variants'.
 * The database side is checked by {@link verifyVariantRace} once the instances stopped.
 */
import { mapLimit, send, summarise, type HttpAnswer } from './http.ts';
import { CHECKOUT, countRefusal, countStatus, instanceOf, type BuyerSession, type LoadTarget, type ScenarioFigures } from './scenarios.ts';
import { ORDER_HOLDS_STOCK, type VariantRaceSeed } from './seed-large.ts';
import { toNumber, type SqlClient } from './sql.ts';

/** The race product's stock as the API answers it: the product's and each variant's. */
interface RaceStock {
  product: number;
  variants: Record<string, number>;
}

async function stockOfProduct(target: LoadTarget, productId: number, cookie: string): Promise<RaceStock> {
  // Signed in: an anonymous read may be answered from the instance's micro-cache.
  const answer = await send(target.agents[0]!, target.origins[0]!, 'GET', `/api/products/${productId}`, { cookie });
  if (answer.status !== 200) throw new Error(`GET /api/products/${productId}: ${answer.status}`);
  const product = JSON.parse(answer.body) as { stock: number; variants: Array<{ id: string; stock: number }> };
  return { product: product.stock, variants: Object.fromEntries(product.variants.map((v) => [v.id, v.stock])) };
}

const sumOf = (stock: RaceStock) => Object.values(stock.variants).reduce((sum, n) => sum + n, 0);

/**
 * Runs the variant race (see the file's header) against `target`: `buyers` race for the 500 g,
 * `others` (signed-in variant buyers) order the 250 g at the same moment.
 * @returns the figures; `extra.exact` when exactly `raceStock` 500 g orders were placed, every
 *   other racing buyer was refused 409, every 250 g order was placed, the 500 g ended at 0, the
 *   250 g fell by its orders and the product's stock is its variants' sum.
 */
export async function variantRace(
  target: LoadTarget,
  race: VariantRaceSeed,
  buyers: readonly BuyerSession[],
  others: readonly BuyerSession[],
): Promise<ScenarioFigures> {
  const setupStatuses: Record<string, number> = {};
  const fill = (sessions: readonly BuyerSession[], variantId: string, offset: number) =>
    mapLimit(sessions, 16, async (buyer, i) => {
      const n = instanceOf(target, offset + i);
      countStatus(setupStatuses, (await send(target.agents[n]!, target.origins[n]!, 'DELETE', '/api/cart', { cookie: buyer.cookie })).status);
      const added = await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/cart/items', {
        cookie: buyer.cookie,
        json: { productId: race.productId, variantId },
      });
      countStatus(setupStatuses, added.status);
    });
  await fill(buyers, race.raceVariantId, 0);
  await fill(others, race.otherVariantId, buyers.length);
  const reader = buyers[0]!.cookie;
  const before = await stockOfProduct(target, race.productId, reader);

  const place = (buyer: BuyerSession, i: number): Promise<HttpAnswer> => {
    const n = instanceOf(target, i);
    return send(target.agents[n]!, target.origins[n]!, 'POST', '/api/orders', { cookie: buyer.cookie, json: { checkout: CHECKOUT }, timeoutMs: 120_000 });
  };
  const started = performance.now();
  const [raced, sold] = await Promise.all([
    Promise.all(buyers.map((buyer, i) => place(buyer, i))),
    Promise.all(others.map((buyer, i) => place(buyer, buyers.length + i))),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const after = await stockOfProduct(target, race.productId, reader);

  const answers = [...raced, ...sold];
  const statuses: Record<string, number> = {};
  for (const answer of answers) countStatus(statuses, answer.status);
  const racePlaced = raced.filter((a) => a.status === 201).length;
  const outOfStock409 = raced.filter((a) => a.status === 409).length;
  const otherPlaced = sold.filter((a) => a.status === 201).length;
  const refusals: Record<string, number> = {};
  for (const answer of answers) if (answer.status !== 201 && !(answer.status === 409 && raced.includes(answer))) countRefusal(refusals, answer.body);
  const raceAfter = after.variants[race.raceVariantId] ?? -1;
  const otherFell = (before.variants[race.otherVariantId] ?? 0) - (after.variants[race.otherVariantId] ?? 0);
  const exact =
    racePlaced === race.raceStock &&
    outOfStock409 === buyers.length - race.raceStock &&
    otherPlaced === others.length &&
    raceAfter === 0 &&
    otherFell === otherPlaced &&
    after.product === sumOf(after);
  return {
    scenario: 'variant-race',
    what: `${buyers.length} buyers order the last ${race.raceStock} units of one variant (500 g) at once while ${others.length} buyers order its 250 g (carts filled first)`,
    connections: answers.length,
    requests: answers.length,
    perSecond: Math.round(answers.length / seconds),
    latency: summarise(answers.map((a) => a.ms)),
    errors: answers.length - racePlaced - outOfStock409 - otherPlaced,
    statuses,
    extra: { stockBefore: before, stockAfter: after, racePlaced, outOfStock409, otherPlaced, otherStockFell: otherFell, refusals, setupStatuses, exact },
  };
}

/** The variant race product as stored after the run. */
export interface VariantRaceDatabase {
  /** Orders holding stock that bought the raced variant, and how many of them have their transaction. */
  raceOrders: number;
  raceWithTransaction: number;
  raceStock: number;
  /** Units of the other variant the orders holding stock bought, and its stock. */
  otherUnits: number;
  otherStock: number;
  productStock: number;
  variantSum: number;
}

/**
 * Reads the variant race product's rows and checks them: exactly `race.raceStock` orders of the
 * raced variant, each with its transaction, its stock 0; the other variant's stock its seeded
 * stock less the units ordered (none were ordered before the run); the product's stock the sum of
 * its variants'.
 */
export async function verifyVariantRace(client: SqlClient, race: VariantRaceSeed): Promise<{ database: VariantRaceDatabase; holds: boolean }> {
  const [row] = await client.query<Record<string, unknown>>(
    `select (select count(distinct i.order_id) from order_items i join orders o on o.id = i.order_id
              where ${ORDER_HOLDS_STOCK} and i.product_id = $1 and i.variant_id = $2) as race_orders,
            (select count(distinct t.order_id) from order_items i join orders o on o.id = i.order_id join transactions t on t.order_id = i.order_id
              where ${ORDER_HOLDS_STOCK} and i.product_id = $1 and i.variant_id = $2) as race_with_transaction,
            (select stock from product_variants where product_id = $1 and id = $2) as race_stock,
            (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
              where ${ORDER_HOLDS_STOCK} and i.product_id = $1 and i.variant_id = $3) as other_units,
            (select stock from product_variants where product_id = $1 and id = $3) as other_stock,
            (select stock from products where id = $1) as product_stock,
            (select sum(stock) from product_variants where product_id = $1) as variant_sum`,
    [race.productId, race.raceVariantId, race.otherVariantId],
  );
  const database: VariantRaceDatabase = {
    raceOrders: toNumber(row?.race_orders),
    raceWithTransaction: toNumber(row?.race_with_transaction),
    raceStock: toNumber(row?.race_stock),
    otherUnits: toNumber(row?.other_units),
    otherStock: toNumber(row?.other_stock),
    productStock: toNumber(row?.product_stock),
    variantSum: toNumber(row?.variant_sum),
  };
  const holds =
    database.raceOrders === race.raceStock &&
    database.raceWithTransaction === race.raceStock &&
    database.raceStock === 0 &&
    database.otherStock === race.otherStock - database.otherUnits &&
    database.productStock === database.variantSum;
  return { database, holds };
}
