/**
 * The shop's data invariants, checked over a whole database (the load run calls
 * {@link checkInvariants} after its scenarios, the fault suite after each fault). Each invariant
 * is one SQL count of the rows that break it:
 *
 * - every order placed with lines has its items (`has_items` orders without `order_items` rows),
 *   and no order without `has_items` carries items;
 * - every order has its payment transaction;
 * - an order's total (Rupiah) is the sum of its lines' price × quantity plus its shipping cost
 *   less its vouchers' discount (its subtotal, when stored, is that sum);
 * - no product's stock is negative;
 * - every product's stock is its baseline stock minus the units of the orders that hold stock
 *   (`ORDER_HOLDS_STOCK`: every order with lines that is not Cancelled — a cancel, the buyer's,
 *   the admin's or the payment deadline's, returns its units once; see `server/services/orders.ts`); the baseline is recorded when the load data is seeded
 *   (`recordStockBaseline`), so an admin's stock edit after it counts as a break;
 * - with `Variasi` (decision 027): no variant's stock is negative, a product's stock is the sum of
 *   its variants', and every variant's stock is its baseline less the units of the order lines
 *   that name it and hold stock;
 * - a voucher's `used` is the count of its uses not given back and never passes its `Kuota`; a
 *   use is given back exactly when its order is Cancelled; an order's discount is the sum of
 *   its uses (src/domain/vouchers/redeem.ts);
 * - no two orders share an id, and no two share a payment code.
 *
 * CLI: `DATABASE_URL=postgres://… npm run load:check` (or `-- --pglite <DATA_DIR>`): prints each
 * invariant with its count of breaks and exits 1 on any break (2 when the check cannot run).
 */
import { pathToFileURL } from 'node:url';
import { BASELINE_TABLE, ORDER_HOLDS_STOCK, VARIANT_BASELINE_TABLE } from './seed-large.ts';
import { pgliteClient, postgresClient, toNumber, type SqlClient } from './sql.ts';

/** One invariant's outcome. */
export interface InvariantResult {
  name: string;
  /** Rows breaking it (0: holds). */
  breaks: number;
  /** Up to 5 offending keys (order or product ids), for the report. */
  examples: string[];
  /** Set when the invariant could not be checked (e.g. no stock baseline); not a break. */
  skipped?: string;
}

/** All outcomes, and whether every invariant holds. */
export interface InvariantReport {
  ok: boolean;
  results: InvariantResult[];
  ms: number;
}

interface Check {
  name: string;
  /** Selects one text column `key` per breaking row. */
  sql: string;
  /** Tables the check needs besides the shop's (skipped when missing). */
  needs?: string;
}

const CHECKS: Check[] = [
  {
    name: 'orders with lines have their items',
    sql: `select o.id as key from orders o where o.has_items and not exists (select 1 from order_items i where i.order_id = o.id)`,
  },
  {
    name: 'orders without lines carry no items',
    sql: `select distinct i.order_id as key from order_items i join orders o on o.id = i.order_id where not o.has_items`,
  },
  {
    name: 'every order has its transaction',
    sql: `select o.id as key from orders o where not exists (select 1 from transactions t where t.order_id = o.id)`,
  },
  {
    // The total is the lines' subtotal plus the shipping cost (none on older orders) less the vouchers' discount.
    name: 'order total = sum of its lines + shipping - discount',
    sql: `select o.id as key from orders o join (select order_id, sum(price * quantity) as total from order_items group by order_id) s
          on s.order_id = o.id
          where o.has_items and (abs(o.total - s.total - coalesce(o.shipping_cost, 0) + coalesce(o.discount, 0)) > 0.005
            or (o.subtotal is not null and abs(o.subtotal - s.total) > 0.005))`,
  },
  {
    name: 'no stock negative',
    sql: `select p.id::text as key from products p where p.stock < 0`,
  },
  {
    name: 'stock = baseline - units sold',
    needs: BASELINE_TABLE,
    sql: `select p.id::text || ' (stock ' || p.stock || ', expected ' || (b.initial_stock - coalesce(s.units, 0)) || ')' as key
          from products p
          join ${BASELINE_TABLE} b on b.product_id = p.id
          left join (
            select i.product_id, sum(i.quantity) as units
            from order_items i join orders o on o.id = i.order_id
            where ${ORDER_HOLDS_STOCK}
            group by i.product_id
          ) s on s.product_id = p.id
          where p.stock <> b.initial_stock - coalesce(s.units, 0)`,
  },
  {
    name: 'no variant stock negative',
    sql: `select v.product_id::text || ' ' || v.id as key from product_variants v where v.stock < 0`,
  },
  {
    name: 'product stock = sum of its variants',
    sql: `select p.id::text || ' (stock ' || p.stock || ', variants ' || s.stock || ')' as key
          from products p join (select product_id, sum(stock) as stock from product_variants group by product_id) s on s.product_id = p.id
          where p.stock <> s.stock`,
  },
  {
    name: 'variant stock = baseline - units sold',
    needs: VARIANT_BASELINE_TABLE,
    sql: `select v.product_id::text || ' ' || v.id || ' (stock ' || v.stock || ', expected ' || (b.initial_stock - coalesce(s.units, 0)) || ')' as key
          from product_variants v
          join ${VARIANT_BASELINE_TABLE} b on b.product_id = v.product_id and b.variant_id = v.id
          left join (
            select i.product_id, i.variant_id, sum(i.quantity) as units
            from order_items i join orders o on o.id = i.order_id
            where ${ORDER_HOLDS_STOCK} and i.variant_id <> ''
            group by i.product_id, i.variant_id
          ) s on s.product_id = v.product_id and s.variant_id = v.id
          where v.stock <> b.initial_stock - coalesce(s.units, 0)`,
  },
  {
    name: "a voucher's used = its uses not given back, within its Kuota",
    sql: `select v.code as key from vouchers v
          left join (select voucher_id, count(*) as n from voucher_uses where released_at is null group by voucher_id) u on u.voucher_id = v.id
          where v.used <> coalesce(u.n, 0) or v.used > v.quota`,
  },
  {
    name: 'a voucher use is given back exactly when its order is Cancelled',
    sql: `select u.order_id || ' ' || u.code as key from voucher_uses u join orders o on o.id = u.order_id
          where (u.released_at is null) = (o.status = 'Cancelled')`,
  },
  {
    name: "an order's discount = its voucher uses",
    sql: `select o.id as key from orders o left join (select order_id, sum(amount) as amount from voucher_uses group by order_id) u on u.order_id = o.id
          where abs(coalesce(o.discount, 0) - coalesce(u.amount, 0)) > 0.005`,
  },
  {
    name: 'no two orders with one id',
    sql: `select id as key from orders group by id having count(*) > 1`,
  },
  {
    name: 'no two orders with one payment code',
    sql: `select payment_code as key from orders where payment_code <> '' group by payment_code having count(*) > 1`,
  },
];

/**
 * Checks every invariant over the database behind `client` (read only).
 * @returns each invariant with its count of breaks (and a few examples); `ok` when none breaks.
 * @throws when a query fails (e.g. the database is unreachable).
 */
export async function checkInvariants(client: SqlClient): Promise<InvariantReport> {
  const started = performance.now();
  const results: InvariantResult[] = [];
  for (const check of CHECKS) {
    if (check.needs) {
      const [found] = await client.query<{ n: unknown }>(
        `select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name = $1`,
        [check.needs],
      );
      if (toNumber(found?.n) === 0) {
        results.push({ name: check.name, breaks: 0, examples: [], skipped: `no ${check.needs} table (seed with scripts/load/seed-large.ts)` });
        continue;
      }
    }
    const [counted] = await client.query<{ n: unknown }>(`select count(*) as n from (${check.sql}) breaks`);
    const breaks = toNumber(counted?.n);
    const examples = breaks > 0 ? (await client.query<{ key: unknown }>(`${check.sql} limit 5`)).map((row) => String(row.key)) : [];
    results.push({ name: check.name, breaks, examples });
  }
  return { ok: results.every((result) => result.breaks === 0), results, ms: Math.round(performance.now() - started) };
}

/** The report as printable lines: `OK` or `BROKEN` per invariant with its count. */
export function formatInvariants(report: InvariantReport): string[] {
  return report.results.map((result) => {
    const state = result.skipped ? 'SKIPPED' : result.breaks === 0 ? 'OK' : 'BROKEN';
    const detail = result.skipped ?? (result.examples.length > 0 ? `e.g. ${result.examples.join(', ')}` : '');
    return `${state.padEnd(8)} ${String(result.breaks).padStart(6)}  ${result.name}${detail ? `  (${detail})` : ''}`;
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const pgliteIndex = args.indexOf('--pglite');
  const url = process.env.DATABASE_URL?.trim();
  if (pgliteIndex < 0 && !url) {
    console.error('Usage: DATABASE_URL=postgres://… npm run load:check   (or: npm run load:check -- --pglite <DATA_DIR>)');
    process.exit(2);
  }
  let client: SqlClient | null = null;
  try {
    client = pgliteIndex >= 0 ? await pgliteClient(args[pgliteIndex + 1] ?? 'data') : postgresClient(url!);
    const report = await checkInvariants(client);
    console.log('state    breaks  invariant');
    for (const line of formatInvariants(report)) console.log(line);
    console.log(report.ok ? `All invariants hold (${report.ms} ms).` : 'Invariants broken.');
    process.exitCode = report.ok ? 0 : 1;
  } catch (error) {
    console.error('The invariant check could not run:', error instanceof Error ? error.message : error);
    process.exitCode = 2;
  } finally {
    await client?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
