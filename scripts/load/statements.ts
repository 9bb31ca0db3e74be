/**
 * How many SQL statements one request of each kind costs the server (PostgreSQL only): the
 * cluster's statement log is switched on (`log_statement = 'all'`, `ALTER SYSTEM` and a reload)
 * while one request of each kind runs alone, and the statements logged meanwhile are counted
 * apart: those logged before the answer came (the request's own) and those logged in the 700 ms after
 * it (the after-commit work: the e-mail outbox worker, announcements — and any background job that
 * happened to run; the statements themselves are written to `reports/load-statements.log` so a
 * reader can tell). `BEGIN`/`COMMIT` and `pg_notify` count. A per-request cost that explains the
 * servers' CPU time in the figures.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { send } from './http.ts';
import { CHECKOUT, type BuyerSession, type LoadTarget } from './scenarios.ts';
import type { SqlClient } from './sql.ts';

/**
 * Statements logged per probed request: `request` before its answer, `after` in the 700 ms after
 * it (null when the log could not be read).
 */
export type StatementCounts = Record<string, { request: number; after: number } | null>;

/** Statement lines of a PostgreSQL log text (simple and extended protocol). */
function statementLines(text: string): string[] {
  return text.split('\n').filter((line) => /LOG: {2}(statement|execute [^:]*):/.test(line));
}

/** `cart add 8 (+0 after)`, … : the counts in one line. */
export function formatStatementCounts(counts: StatementCounts): string {
  return Object.entries(counts)
    .map(([name, count]) => `${name} ${count ? `${count.request} (+${count.after} after the answer)` : 'unknown'}`)
    .join('; ');
}

/** Where the probed statements are written, each probe under its name. */
const STATEMENTS_LOG = 'reports/load-statements.log';

/**
 * Runs each probe alone with the statement log on and counts its statements.
 * @param admin - a connection with the right to `ALTER SYSTEM` (the throw-away cluster's owner).
 * @throws when `ALTER SYSTEM` fails.
 */
export async function probeStatements(admin: SqlClient, target: LoadTarget, buyer: BuyerSession): Promise<StatementCounts> {
  const [row] = await admin.query<{ data_directory: string }>('show data_directory');
  // scripts/lib/postgres.mjs starts the cluster with `pg_ctl -l <dir>/log`, beside `<dir>/data`.
  const logFile = join(dirname(row!.data_directory), 'log');
  if (!existsSync(logFile)) return {};
  const origin = target.origins[0]!;
  const agent = target.agents[0]!;
  const probes: Array<[string, () => Promise<unknown>]> = [
    ['catalogue search', () => send(agent, origin, 'GET', '/api/products/search?q=kopi&sort=price-asc')],
    ['product page (product + reviews)', async () => {
      await send(agent, origin, 'GET', `/api/products/${target.hotProductIds[0]}`);
      await send(agent, origin, 'GET', `/api/products/${target.hotProductIds[0]}/reviews`);
    }],
    ['cart add', () => send(agent, origin, 'POST', '/api/cart/items', { cookie: buyer.cookie, json: { productId: target.hotProductIds[0] } })],
    ['order', () => send(agent, origin, 'POST', '/api/orders', { cookie: buyer.cookie, json: { checkout: CHECKOUT } })],
    ['chat message', () => send(agent, origin, 'POST', '/api/chat/messages', { cookie: buyer.cookie, json: { text: 'Apakah masih tersedia?' } })],
  ];
  const counts: StatementCounts = {};
  const written: string[] = [];
  await admin.query(`alter system set log_statement = 'all'`);
  await admin.query('select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    for (const [name, probe] of probes) {
      const from = statSync(logFile).size;
      await probe();
      // A backend logs a statement before running it, so the request's own are in the file now.
      const answered = statSync(logFile).size;
      // The order's e-mails and every announcement run after the answer.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const log = readFileSync(logFile);
      const request = statementLines(log.subarray(from, answered).toString('utf8'));
      const after = statementLines(log.subarray(answered).toString('utf8'));
      counts[name] = { request: request.length, after: after.length };
      written.push(`== ${name}: ${request.length} in the request`, ...request, `-- after the answer: ${after.length}`, ...after, '');
    }
    writeFileSync(STATEMENTS_LOG, written.join('\n'));
  } finally {
    await admin.query('alter system reset log_statement');
    await admin.query('select pg_reload_conf()');
  }
  return counts;
}

/** The plan of one catalogue search statement as PostgreSQL ran it. */
export interface SearchPlan {
  query: string;
  /** The plan's top node and scan lines (e.g. `Seq Scan on products`). */
  nodes: string[];
  executionMs: number;
}

/**
 * `EXPLAIN ANALYZE` of the statement a catalogue search that misses the search cache runs
 * (docs/api.md "Catalogue search", server/services/catalog-search.ts `readCatalogPage`: the count
 * of the matches stopped at 1,001 and the page in one statement), for the term `kopi` sorted by
 * price, a short prefix (`ko`, no trigram: `LIKE ALL`) in the stored order, a term that matches
 * nothing, and a category page sorted by name; then a broad term counted in full for comparison.
 */
export async function explainCatalogueSearch(client: SqlClient): Promise<SearchPlan[]> {
  // The statement's text with the values written in (src/domain/core/paging.ts `countLimitOf`: 1,001), the id for the row's JSON.
  const search = (where: string, order: string) =>
    `with counted as (select count(*) as n from (select 1 from products where ${where} limit 1001) as matches) ` +
    `select (select counted.n from counted) as counted, products.id from products where ${where} and (select counted.n from counted) > 0 ` +
    `order by ${order} limit 24 offset (select (least(1, greatest(1, (counted.n + 23) / 24)) - 1) * 24 from counted)`;
  const queries = [
    search(`search_text like '%kopi%' escape '\\'`, 'price asc, seq asc'),
    search(`search_text like all (array['%ko%'])`, 'seq asc'),
    search(`search_text like '%kopxq%' escape '\\'`, 'seq asc'),
    search(`category = 'Minuman'`, 'name_key collate "C", seq asc'),
    `select count(*) from products where search_text like '%a%' escape '\\'`,
  ];
  const plans: SearchPlan[] = [];
  for (const query of queries) {
    const rows = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on) ${query}`);
    const lines = rows.map((row) => row['QUERY PLAN']);
    const time = lines.find((line) => line.startsWith('Execution Time'));
    plans.push({
      query,
      nodes: lines.filter((line) => /Scan|Sort|Aggregate|Limit|Rows Removed/.test(line)).map((line) => line.trim()).slice(0, 10),
      executionMs: Number(time?.match(/([\d.]+) ms/)?.[1] ?? NaN),
    });
  }
  return plans;
}
