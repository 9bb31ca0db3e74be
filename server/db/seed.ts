/**
 * The seed of a fresh database: the same records the browser mode seeds (`demoSeed` of
 * src/domain/seed/index.ts, dated from the moment it is written; `docs/product/spec.md` (section 3)
 * "Seed data"), written once when the database has no users.
 */
import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { KEY_SPECS } from '@/domain/port/key-specs';
import type { Database, Executor } from './client';
import { importShopData, SETTING_KEYS, type ImportValues } from './import';
import { orderSearchColumns, productSearchColumns, transactionSearchColumns } from './records';
import { orders, products, transactions, users } from './schema';

/**
 * Seeds `db` with `values` when it holds no user yet. The seed's buyers with an e-mail start
 * verified (the demo shop's buyers get their order e-mails; docs/decisions/022-verified-email.md),
 * unless the seed says when (`emailVerifiedAt`).
 * @param values - the records to write, e.g. `demoSeed(now)` or server/db/first-start.ts's choice.
 * @returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, values: ImportValues): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    const settings = Object.fromEntries(
      SETTING_KEYS.map((key) => {
        const spec = KEY_SPECS[key];
        return [key, spec.kind === 'value' ? spec.fallback() : undefined];
      }),
    );
    await importShopData(tx, { ...settings, newOrderNotification: false, ...values });
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.role, 'buyer'), ne(users.email, ''), isNull(users.emailVerifiedAt)));
    return true;
  });
}

/**
 * Fills the catalogue's search columns (`search_text`, `name_key`) of products that have none:
 * rows written before those columns existed (migration `0001_product_search_text`). Run at
 * start-up, before the server answers; the fold is the browser's (src/domain/catalog/query.ts), which
 * SQL cannot compute. One transaction.
 * @returns how many products it filled (0 on every later start).
 */
export async function backfillProductKeys(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        category: products.category,
        description: products.description,
        location: products.location,
      })
      .from(products)
      .where(or(isNull(products.searchText), isNull(products.nameKey)))
      .for('update');
    for (const row of rows) {
      await tx.update(products).set(productSearchColumns(row)).where(eq(products.id, row.id));
    }
    return rows.length;
  });
}

/** Rows per `UPDATE … FROM (VALUES …)` statement of {@link backfillOrderSearchText}. */
const BACKFILL_CHUNK = 500;

/** Writes `search_text` of the given rows of `table`, a chunk of rows per statement. */
async function writeSearchText(
  tx: Executor,
  table: typeof orders | typeof transactions,
  rows: ReadonlyArray<{ id: string; searchText: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BACKFILL_CHUNK) {
    const values = sql.join(
      rows.slice(i, i + BACKFILL_CHUNK).map((row) => sql`(${row.id}, ${row.searchText})`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} set search_text = v.search_text from (values ${values}) as v(id, search_text) where ${table.id} = v.id`,
    );
  }
}

/**
 * Fills the back office's search column (`search_text`) of orders and transactions that have
 * none: rows written before it existed (migration `0002_order_search_text`). Run at start-up,
 * before the server answers; the fold is the browser's (src/domain/back-office/lists.ts), which
 * SQL cannot compute. One transaction.
 * @returns how many orders and transactions it filled (0 and 0 on every later start).
 */
export async function backfillOrderSearchText(
  db: Database,
): Promise<{ orders: number; transactions: number }> {
  return db.transaction(async (tx) => {
    const orderRows = await tx
      .select({ id: orders.id, customerName: orders.customerName, username: orders.username })
      .from(orders)
      .where(isNull(orders.searchText))
      .for('update');
    await writeSearchText(
      tx,
      orders,
      orderRows.map((row) => ({
        id: row.id,
        ...orderSearchColumns({ ...row, username: row.username ?? undefined }),
      })),
    );
    const transactionRows = await tx
      .select({ id: transactions.id, orderId: transactions.orderId })
      .from(transactions)
      .where(isNull(transactions.searchText))
      .for('update');
    await writeSearchText(
      tx,
      transactions,
      transactionRows.map((row) => ({ id: row.id, ...transactionSearchColumns(row) })),
    );
    return { orders: orderRows.length, transactions: transactionRows.length };
  });
}
