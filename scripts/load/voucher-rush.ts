/**
 * The voucher rush (`npm run load -- --scenario vouchers`): a voucher's `Kuota` under buyers who
 * all use it at once, across every instance (docs/product/vouchers.md "A quota that holds").
 *
 * The load seed holds the voucher {@link RUSH_VOUCHER_CODE} (`Nominal` Rp 1.000, no minimum, one
 * use a buyer, `Kuota` = buyers / 10: 50 of the default 500 buyers). The scenario:
 * 1. fills every buyer's cart with one unit of a best seller (stock to spare, so only the voucher
 *    is scarce);
 * 2. every buyer places an order with the code at once: exactly `Kuota` orders are placed, each
 *    with the voucher's discount, every other buyer is refused 409 `VOUCHER_EXHAUSTED`;
 * 3. the first {@link RETURNED_USES} of those orders are cancelled by their buyers (each gives its
 *    use back);
 * 4. every refused buyer tries again at once: exactly the uses given back are taken.
 * The database side (the voucher's `used`, its uses and the orders that carry it) is checked by
 * {@link verifyVoucherRush} once the instances stopped.
 */
import { mapLimit, send, summarise, type HttpAnswer } from './http.ts';
import { CHECKOUT, countRefusal, countStatus, instanceOf, type BuyerSession, type LoadTarget, type ScenarioFigures } from './scenarios.ts';
import { toNumber, type SqlClient } from './sql.ts';

/** The code of the load seed's rushed voucher. */
export const RUSH_VOUCHER_CODE = 'RUSHLOAD';
/** Its id. */
export const RUSH_VOUCHER_ID = 'V-LOAD-RUSH';
/** Its discount, Rupiah (`Nominal`). */
export const RUSH_VOUCHER_AMOUNT = 1000;
/** How many of the first wave's orders are cancelled, their uses then raced for again. */
export const RETURNED_USES = 10;

/**
 * The SQL that stores the rushed voucher: active, every product, no minimum, no period, one use a
 * buyer, `quota` uses.
 */
export function rushVoucherInsert(quota: number): { sql: string; params: unknown[] } {
  return {
    sql: `insert into vouchers (id, code, discount_type, value, max_discount, min_spend, product_ids, categories, quota, per_buyer_limit, used, starts_at, ends_at, active, show_in_store, created_at)
          values ($1, $2, 'fixed', $3, null, 0, '[]'::jsonb, '[]'::jsonb, $4, 1, 0, null, null, true, false, now())`,
    params: [RUSH_VOUCHER_ID, RUSH_VOUCHER_CODE, RUSH_VOUCHER_AMOUNT, quota],
  };
}

interface PlacedBody {
  order: { id: string; discount?: number | null; vouchers?: Array<{ code: string; amount: number }> | null };
}

/** Every buyer of `wave` (by index into `buyers`) places an order with the rushed code at once. */
async function placeAtOnce(target: LoadTarget, buyers: readonly BuyerSession[], wave: readonly number[]): Promise<HttpAnswer[]> {
  return Promise.all(
    wave.map((i) => {
      const n = instanceOf(target, i);
      return send(target.agents[n]!, target.origins[n]!, 'POST', '/api/orders', {
        cookie: buyers[i]!.cookie,
        json: { checkout: CHECKOUT, vouchers: [RUSH_VOUCHER_CODE.toLowerCase()] },
        timeoutMs: 120_000,
      });
    }),
  );
}

/** Whether a placed order's answer carries the rushed voucher's discount. */
function carriesVoucher(answer: HttpAnswer): boolean {
  const { order } = JSON.parse(answer.body) as PlacedBody;
  const use = order.vouchers?.find((v) => v.code === RUSH_VOUCHER_CODE);
  return use !== undefined && use.amount > 0 && order.discount === use.amount;
}

/** Figures of a wave: how many were placed (with the voucher), refused as exhausted, and other refusals by code. */
function waveFigures(answers: readonly HttpAnswer[]) {
  const placed = answers.filter((a) => a.status === 201);
  const refusals: Record<string, number> = {};
  for (const answer of answers) if (answer.status !== 201) countRefusal(refusals, answer.body);
  return { placed: placed.length, withVoucher: placed.filter(carriesVoucher).length, exhausted: refusals.VOUCHER_EXHAUSTED ?? 0, refusals };
}

/**
 * Runs the rush (see the file's header) against `target` with `buyers`, `quota` the rushed
 * voucher's `Kuota`.
 * @returns the figures; `extra.exact` when both waves placed exactly what the quota allowed and
 *   every other answer was 409 `VOUCHER_EXHAUSTED`.
 */
export async function voucherRush(target: LoadTarget, buyers: readonly BuyerSession[], quota: number): Promise<ScenarioFigures> {
  const product = target.hotProductIds[0]!;
  const setupStatuses: Record<string, number> = {};
  await mapLimit(buyers, 16, async (buyer, i) => {
    const n = instanceOf(target, i);
    countStatus(setupStatuses, (await send(target.agents[n]!, target.origins[n]!, 'DELETE', '/api/cart', { cookie: buyer.cookie })).status);
    countStatus(setupStatuses, (await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/cart/items', { cookie: buyer.cookie, json: { productId: product } })).status);
  });
  const everyone = buyers.map((_, i) => i);
  const started = performance.now();
  const first = await placeAtOnce(target, buyers, everyone);
  const firstWave = waveFigures(first);

  // Cancelled by their buyers: each gives its use back.
  const placedBy = everyone.filter((i) => first[i]!.status === 201);
  const cancelled = placedBy.slice(0, Math.min(RETURNED_USES, placedBy.length));
  const cancelStatuses: Record<string, number> = {};
  await Promise.all(
    cancelled.map(async (i) => {
      const n = instanceOf(target, i);
      const { order } = JSON.parse(first[i]!.body) as PlacedBody;
      countStatus(cancelStatuses, (await send(target.agents[n]!, target.origins[n]!, 'POST', `/api/orders/${encodeURIComponent(order.id)}/cancel`, { cookie: buyers[i]!.cookie })).status);
    }),
  );
  const refusedBy = everyone.filter((i) => first[i]!.status !== 201);
  const second = await placeAtOnce(target, buyers, refusedBy);
  const seconds = (performance.now() - started) / 1000;
  const secondWave = waveFigures(second);

  const answers = [...first, ...second];
  const statuses: Record<string, number> = {};
  for (const answer of answers) countStatus(statuses, answer.status);
  const exact =
    firstWave.placed === quota && firstWave.withVoucher === quota && firstWave.exhausted === buyers.length - quota &&
    cancelStatuses['200'] === cancelled.length &&
    secondWave.placed === cancelled.length && secondWave.withVoucher === cancelled.length && secondWave.exhausted === refusedBy.length - cancelled.length;
  return {
    scenario: 'vouchers',
    what: `${buyers.length} buyers order with one voucher of Kuota ${quota} at once; ${cancelled.length} of its orders cancelled, then the refused buyers again at once`,
    connections: buyers.length,
    requests: answers.length,
    perSecond: Math.round(answers.length / seconds),
    latency: summarise(answers.map((a) => a.ms)),
    errors: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
    statuses,
    extra: { quota, firstWave, cancelled: cancelled.length, cancelStatuses, secondWave, setupStatuses, exact },
  };
}

/** The rushed voucher as stored after the run. */
export interface VoucherRushDatabase {
  /** The voucher's `used`. */
  used: number;
  /** Its uses not given back, and those given back. */
  heldUses: number;
  releasedUses: number;
  /** Orders carrying its code that are not Cancelled, and the Cancelled ones. */
  openOrders: number;
  cancelledOrders: number;
}

/**
 * Reads the rushed voucher's state and checks it against `quota` and the `returned` uses: `used`
 * = the held uses = the open orders carrying it = `quota`, and the released uses = the cancelled
 * orders carrying it = `returned`.
 */
export async function verifyVoucherRush(client: SqlClient, quota: number, returned: number): Promise<{ database: VoucherRushDatabase; holds: boolean }> {
  const [row] = await client.query<Record<string, unknown>>(
    `select (select used from vouchers where id = $1) as used,
            (select count(*) from voucher_uses where voucher_id = $1 and released_at is null) as held,
            (select count(*) from voucher_uses where voucher_id = $1 and released_at is not null) as released,
            (select count(*) from orders where vouchers @> $2::text::jsonb and status <> 'Cancelled') as open,
            (select count(*) from orders where vouchers @> $2::text::jsonb and status = 'Cancelled') as cancelled`,
    [RUSH_VOUCHER_ID, JSON.stringify([{ code: RUSH_VOUCHER_CODE }])],
  );
  const database: VoucherRushDatabase = {
    used: toNumber(row?.used),
    heldUses: toNumber(row?.held),
    releasedUses: toNumber(row?.released),
    openOrders: toNumber(row?.open),
    cancelledOrders: toNumber(row?.cancelled),
  };
  const holds =
    database.used === quota && database.heldUses === quota && database.openOrders === quota && database.releasedUses === returned && database.cancelledOrders === returned;
  return { database, holds };
}
