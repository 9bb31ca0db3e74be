/**
 * A placement's effects compiled into one statement (src/domain/orders/place.ts): the server's
 * one writer of plans is `applyEffects` (./effects.ts), a statement per effect;
 * {@link commitPlacementEffects} writes the same effects of a placement as the one statement sent
 * with the transaction's `COMMIT` instead (docs/decisions/019-pipelined-transactions.md).
 */
import { and, eq, gte, sql, type Placeholder } from 'drizzle-orm';
import { InsufficientStockError } from '@/domain/core/errors';
import { effectsOfKind, type OrderEffect, type OrderEffectKind, type OrderPlan } from '@/domain/orders/effects';
import { transactionSearchColumns } from '../db/records';
import { cartItems, emailOutbox, orderItems, orders, products, transactions } from '../db/schema';
import { allAtOnce, builtOnce } from '../db/statements';
import { outboxRowsFor, type OutboxInsert } from './email-outbox';
import { logInsertPart, pgErrorWith, type LogValues, type PipelinedTx, type ServiceContext } from './context';
import { announceEffects, orderRowOf, type Actor } from './effects';

/** The columns of a placed order written from a placeholder each (`history` apart: JSON text). */
const ORDER_COLUMNS = [
  'id', 'searchText', 'userId', 'username', 'customerName', 'customerPhone', 'customerEmail', 'shippingAddress',
  'postalCode', 'productName', 'date', 'status', 'shippingStatus', 'paymentMethod', 'paymentCode', 'total',
  'subtotal', 'shippingCost', 'courierId', 'courierName', 'destination', 'hasItems', 'createdAt', 'paymentDueAt',
] as const satisfies ReadonlyArray<keyof typeof orders.$inferInsert>;
/** The columns of a placed order's transaction, as {@link ORDER_COLUMNS}. */
const TRANSACTION_COLUMNS = [
  'id', 'orderId', 'paymentMethod', 'amount', 'date', 'status', 'subtotal', 'shippingCost', 'searchText',
] as const satisfies ReadonlyArray<keyof typeof transactions.$inferInsert>;

type OrderValues = { [K in (typeof ORDER_COLUMNS)[number] as `order_${K}`]: unknown } & { order_history: string };
type TransactionValues = { [K in (typeof TRANSACTION_COLUMNS)[number] as `transaction_${K}`]: unknown };

/** The values of {@link writePlacementStatement}, but the order's, its transaction's and the log entry's. */
interface PlacementWriteValues {
  stockIds: number[];
  stockQuantities: number[];
  itemProductIds: number[];
  itemNames: string[];
  itemPrices: number[];
  itemQuantities: number[];
  clearCart: boolean;
  userId: string;
  emailTypes: string[];
  emailRecipients: string[];
  /** Each recipient's mailbox key (src/domain/accounts/mailbox.ts `normalizeMailbox`). */
  emailRecipientKeys: string[];
  /** 'true' or 'false' each (postgres.js sends a boolean array as one boolean). */
  emailUnverified: string[];
  emailMaxAttempts: number[];
  /** ISO timestamps, as text (Drizzle hands postgres.js a timestamp array unserialised). */
  emailNextAttemptAt: string[];
  emailCreatedAt: string[];
}

/** `columns` of `prefix` as placeholders, for an insert's values. */
function placeholders<const K extends string>(prefix: string, columns: readonly K[]): Record<K, Placeholder<string>> {
  return Object.fromEntries(columns.map((column) => [column, sql.placeholder(`${prefix}_${column}`)])) as Record<K, Placeholder<string>>;
}

/** `values` of `columns` under `prefix`, null for an absent one (the column's default is null or never used). */
function prefixed(prefix: string, columns: readonly string[], values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [`${prefix}_${column}`, values[column] ?? null]));
}

/**
 * A placed order's writes as one statement built once ({@link commitPlacementEffects}): one text
 * whatever the lines and e-mails, each list an array parameter.
 */
const writePlacementStatement = builtOnce<PlacementWriteValues & OrderValues & TransactionValues & LogValues>((db) => {
  const orderId = sql.placeholder('order_id');
  const item = sql`unnest(${sql.placeholder('itemProductIds')}::bigint[], ${sql.placeholder('itemNames')}::text[], ${sql.placeholder('itemPrices')}::double precision[], ${sql.placeholder('itemQuantities')}::integer[]) with ordinality as item(product_id, name, price, quantity, n)`;
  const email = sql`unnest(${sql.placeholder('emailTypes')}::text[], ${sql.placeholder('emailRecipients')}::text[], ${sql.placeholder('emailRecipientKeys')}::text[], ${sql.placeholder('emailUnverified')}::text[], ${sql.placeholder('emailMaxAttempts')}::integer[], ${sql.placeholder('emailNextAttemptAt')}::text[], ${sql.placeholder('emailCreatedAt')}::text[]) with ordinality as email(type, recipient, recipient_key, unverified, max_attempts, next_attempt_at, created_at, n)`;
  const column = (c: { name: string }) => sql.identifier(c.name);
  return allAtOnce(
    {
      taken: db
        .update(products)
        .set({ stock: sql`${products.stock} - v.quantity` })
        .from(sql`unnest(${sql.placeholder('stockIds')}::bigint[], ${sql.placeholder('stockQuantities')}::integer[]) as v(id, quantity)`)
        .where(and(eq(products.id, sql`v.id`), gte(products.stock, sql`v.quantity`)))
        .returning({ id: products.id }),
      order: db.insert(orders).values({ ...placeholders('order', ORDER_COLUMNS), history: sql`${sql.placeholder('order_history')}::jsonb` }),
      items: sql`insert into ${orderItems} (${column(orderItems.orderId)}, ${column(orderItems.line)}, ${column(orderItems.productId)}, ${column(orderItems.name)}, ${column(orderItems.price)}, ${column(orderItems.quantity)})
        select ${orderId}, item.n - 1, item.product_id, item.name, item.price, item.quantity from ${item} order by item.n`,
      transaction: db.insert(transactions).values(placeholders('transaction', TRANSACTION_COLUMNS)),
      log: logInsertPart(db),
      cart: db.delete(cartItems).where(and(eq(cartItems.userId, sql.placeholder('userId')), sql`${sql.placeholder('clearCart')}::boolean`)),
      emails: sql`insert into ${emailOutbox} (${column(emailOutbox.orderId)}, ${column(emailOutbox.type)}, ${column(emailOutbox.recipient)}, ${column(emailOutbox.recipientKey)}, ${column(emailOutbox.unverified)}, ${column(emailOutbox.maxAttempts)}, ${column(emailOutbox.nextAttemptAt)}, ${column(emailOutbox.createdAt)})
        select ${orderId}, email.type, email.recipient, email.recipient_key, email.unverified::boolean, email.max_attempts, email.next_attempt_at::timestamptz, email.created_at::timestamptz from ${email} order by email.n`,
    },
    // Short stock fails the statement (migration 0017), so it can go with its COMMIT.
    sql`select shop_stock_short(array(select id from taken)) where (select count(*) from taken) < cardinality(${sql.placeholder('stockIds')}::bigint[])`,
  );
});

/** The SQLSTATE of `shop_stock_short` (migration 0017). */
const STOCK_SHORT = 'SL001';

/** The effect kinds {@link writePlacementStatement} writes. */
const PLACEMENT_KINDS: ReadonlySet<OrderEffectKind> = new Set([
  'takeStock', 'insertOrder', 'insertTransaction', 'clearCart', 'log', 'queueOrderEmails', 'notifyNewOrder',
]);

/** The only effect of kind `kind` in `effects`, or undefined. @throws Error when there are several. */
function single<K extends OrderEffectKind>(effects: readonly OrderEffect[], kind: K) {
  const found = effectsOfKind(effects, kind);
  if (found.length > 1) throw new Error(`A placement writes one ${kind}, not ${found.length}`);
  return found[0];
}

/**
 * Applies a placement's plan (src/domain/orders/place.ts `decidePlaceOrder`) as one statement built
 * once, sent with the transaction's `COMMIT` (docs/decisions/019): `takeStock` as one conditional
 * decrement of every line (`stock >= quantity`: the rows are locked by the placement's read, so
 * this guards against a bug, not a race; a short line fails the statement, so the `COMMIT` rolls
 * everything back), `insertOrder` with its items, `insertTransaction`, `clearCart`, `log` (as
 * `actor`), `queueOrderEmails` as the order's outbox rows (`adminEmail`: the store's, '' for none;
 * `verifiedEmail`: the buyer account's verified e-mail, '' for none, decision 022);
 * `notifyNewOrder` and the changes are announced (`announceEffects`, ./effects.ts).
 * @param plan - effects of the placement's kinds only, one `insertOrder` and one
 *   `insertTransaction` of that order.
 * @returns how many e-mails were queued.
 * @throws InsufficientStockError naming the first line whose stock was short — the transaction
 *   then writes nothing; Error for a plan of other effects (a programming error).
 */
export async function commitPlacementEffects(
  ctx: ServiceContext,
  tx: PipelinedTx,
  plan: OrderPlan,
  actor: Actor,
  adminEmail: string,
  verifiedEmail: string,
): Promise<{ emails: number }> {
  const { effects } = plan;
  const other = effects.find((effect) => !PLACEMENT_KINDS.has(effect.kind));
  if (other) throw new Error(`A placement does not write ${other.kind}`);
  const order = single(effects, 'insertOrder')?.order;
  const transaction = single(effects, 'insertTransaction')?.transaction;
  if (!order || !transaction) throw new Error('A placement inserts an order and its transaction');
  const stock = effectsOfKind(effects, 'takeStock').flatMap((effect) => effect.lines);
  const items = order.items ?? [];
  const entry = single(effects, 'log')?.entry;
  if (!entry) throw new Error('A placement writes its log entry');
  const clearCart = single(effects, 'clearCart');
  const emails: OutboxInsert[] = effectsOfKind(effects, 'queueOrderEmails').flatMap((effect) =>
    effect.orderId === order.id ? outboxRowsFor(order, adminEmail, verifiedEmail, order.createdAt ? new Date(order.createdAt) : ctx.now()) : [],
  );
  const write = writePlacementStatement.bound(ctx.db, {
    stockIds: stock.map((line) => line.productId),
    stockQuantities: stock.map((line) => line.quantity),
    itemProductIds: items.map((line) => line.productId),
    itemNames: items.map((line) => line.name),
    itemPrices: items.map((line) => line.price),
    itemQuantities: items.map((line) => line.quantity),
    clearCart: clearCart !== undefined,
    userId: clearCart?.userId ?? order.userId ?? '',
    emailTypes: emails.map((email) => email.type),
    emailRecipients: emails.map((email) => email.recipient),
    emailRecipientKeys: emails.map((email) => email.recipientKey),
    emailUnverified: emails.map((email) => String(email.unverified ?? false)),
    emailMaxAttempts: emails.map((email) => email.maxAttempts),
    emailNextAttemptAt: emails.map((email) => email.nextAttemptAt.toISOString()),
    emailCreatedAt: emails.map((email) => email.createdAt.toISOString()),
    ...(prefixed('order', ORDER_COLUMNS, orderRowOf(order)) as OrderValues),
    order_history: JSON.stringify(order.history ?? []),
    ...(prefixed('transaction', TRANSACTION_COLUMNS, { ...transaction, ...transactionSearchColumns(transaction) }) as TransactionValues),
    ...ctx.logEntry(tx, actor, entry.type, entry.description, entry.details),
  });
  try {
    await tx.commit([write]);
  } catch (error) {
    const short = pgErrorWith(error, STOCK_SHORT);
    if (!short) throw error;
    const done = new Set(String(short.detail ?? '').split(',').filter(Boolean).map(Number));
    throw new InsufficientStockError(stock.find((line) => !done.has(line.productId))!.name);
  }
  announceEffects(tx, plan);
  return { emails: emails.length };
}

