/**
 * A placement's effects compiled into one statement (src/domain/orders/place.ts): the server's
 * one writer of plans is `applyEffects` (./effects.ts), a statement per effect;
 * {@link commitPlacementEffects} writes the same effects of a placement as the one statement sent
 * with the transaction's `COMMIT` instead (docs/decisions/019-pipelined-transactions.md).
 */
import { and, eq, gte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { InsufficientStockError, ShopError } from '@/domain/core/errors';
import { voucherMessages } from '@/shared/messages-voucher';
import { effectsOfKind, type OrderEffect, type OrderEffectKind, type OrderPlan } from '@/domain/orders/effects';
import { transactionSearchColumns } from '../db/records';
import { cartItems, emailOutbox, orderItems, orders, products, productVariants, transactions, voucherUses, vouchers } from '../db/schema';
import type { Executor } from '../db/database';
import { allAtOnce, builtOnce } from '../db/statements';
import { outboxRowsFor, type OutboxInsert } from './email-outbox';
import { logInsertPart, pgErrorWith, type LogValues, type PipelinedTx, type ServiceContext } from './context';
import { announceEffects, orderRowOf, type Actor } from './effects';
import { pushesFor } from '@/domain/notifications/push';
import { boundPushQueue } from './push';

/** The columns of a placed order written from a placeholder each (`history` apart: JSON text). */
const ORDER_COLUMNS = [
  'id', 'searchText', 'userId', 'username', 'customerName', 'customerPhone', 'customerEmail', 'shippingAddress',
  'postalCode', 'productName', 'date', 'status', 'shippingStatus', 'paymentMethod', 'paymentCode', 'total',
  'subtotal', 'shippingCost', 'courierId', 'courierName', 'destination', 'hasItems', 'createdAt', 'paymentDueAt',
  'discount', 'buyerNote',
] as const satisfies ReadonlyArray<keyof typeof orders.$inferInsert>;
/** The columns of a placed order's transaction, as {@link ORDER_COLUMNS}. */
const TRANSACTION_COLUMNS = [
  'id', 'orderId', 'paymentMethod', 'amount', 'date', 'status', 'subtotal', 'shippingCost', 'searchText', 'discount',
] as const satisfies ReadonlyArray<keyof typeof transactions.$inferInsert>;

type OrderValues = { [K in (typeof ORDER_COLUMNS)[number] as `order_${K}`]: unknown } & { order_history: string; order_vouchers: string | null };
type TransactionValues = { [K in (typeof TRANSACTION_COLUMNS)[number] as `transaction_${K}`]: unknown };

/** The values of {@link writePlacementStatement}, but the order's, its transaction's and the log entry's. */
interface PlacementWriteValues {
  /** Each product's units taken (its variants' lines summed), one entry per product. */
  stockIds: number[];
  stockQuantities: number[];
  /** The lines of variants: each variant's product, id and units (decision 027). */
  variantProductIds: number[];
  variantIds: string[];
  variantQuantities: number[];
  itemVariantIds: string[];
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
  /** The vouchers whose use the order takes (`redeemVouchers`), with each use's code and discount in Rupiah. */
  voucherIds: string[];
  voucherCodes: string[];
  voucherAmounts: number[];
  /** When the uses were taken (ISO): the order's placing. */
  voucherAt: string;
}

/** `columns` of `prefix` as placeholders, for an insert's values. */
function placeholders<const K extends string>(prefix: string, columns: readonly K[]): Record<K, Placeholder<string>> {
  return Object.fromEntries(columns.map((column) => [column, sql.placeholder(`${prefix}_${column}`)])) as Record<K, Placeholder<string>>;
}

/** `values` of `columns` under `prefix`, null for an absent one (the column's default is null or never used). */
function prefixed(prefix: string, columns: readonly string[], values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [`${prefix}_${column}`, values[column] ?? null]));
}

/** A column's name as an identifier, for a hand-written insert's column list. */
const column = (c: { name: string }) => sql.identifier(c.name);

/**
 * A placed order's writes as one statement ({@link commitPlacementEffects}): one text whatever
 * the lines and e-mails, each list an array parameter. With `withVouchers`, the vouchers' uses
 * are taken too; an order without one sends the statement without those parts.
 */
function placementWriteSql(db: Executor, withVouchers: boolean): SQL {
  const orderId = sql.placeholder('order_id');
  const item = sql`unnest(${sql.placeholder('itemProductIds')}::bigint[], ${sql.placeholder('itemNames')}::text[], ${sql.placeholder('itemPrices')}::double precision[], ${sql.placeholder('itemQuantities')}::integer[], ${sql.placeholder('itemVariantIds')}::text[]) with ordinality as item(product_id, name, price, quantity, variant_id, n)`;
  const email = sql`unnest(${sql.placeholder('emailTypes')}::text[], ${sql.placeholder('emailRecipients')}::text[], ${sql.placeholder('emailRecipientKeys')}::text[], ${sql.placeholder('emailUnverified')}::text[], ${sql.placeholder('emailMaxAttempts')}::integer[], ${sql.placeholder('emailNextAttemptAt')}::text[], ${sql.placeholder('emailCreatedAt')}::text[]) with ordinality as email(type, recipient, recipient_key, unverified, max_attempts, next_attempt_at, created_at, n)`;
  return allAtOnce(
    {
      taken: db
        .update(products)
        .set({ stock: sql`${products.stock} - v.quantity` })
        .from(sql`unnest(${sql.placeholder('stockIds')}::bigint[], ${sql.placeholder('stockQuantities')}::integer[]) as v(id, quantity)`)
        .where(and(eq(products.id, sql`v.id`), gte(products.stock, sql`v.quantity`)))
        .returning({ id: products.id }),
      // A variant's take, only while it has the units; its product's row is locked by the
      // placement's read and its sum taken just above (decision 027).
      variant_taken: sql`update ${productVariants} set ${column(productVariants.stock)} = ${productVariants.stock} - v.quantity
        from unnest(${sql.placeholder('variantProductIds')}::bigint[], ${sql.placeholder('variantIds')}::text[], ${sql.placeholder('variantQuantities')}::integer[]) as v(product_id, id, quantity)
        where ${productVariants.productId} = v.product_id and ${productVariants.id} = v.id and ${productVariants.stock} >= v.quantity
        returning ${productVariants.productId} as product_id`,
      order: db.insert(orders).values({
        ...placeholders('order', ORDER_COLUMNS),
        history: sql`${sql.placeholder('order_history')}::jsonb`,
        vouchers: sql`${sql.placeholder('order_vouchers')}::jsonb`,
      }),
      items: sql`insert into ${orderItems} (${column(orderItems.orderId)}, ${column(orderItems.line)}, ${column(orderItems.productId)}, ${column(orderItems.name)}, ${column(orderItems.price)}, ${column(orderItems.quantity)}, ${column(orderItems.variantId)})
        select ${orderId}, item.n - 1, item.product_id, item.name, item.price, item.quantity, item.variant_id from ${item} order by item.n`,
      transaction: db.insert(transactions).values(placeholders('transaction', TRANSACTION_COLUMNS)),
      ...(withVouchers ? voucherWriteParts(db, orderId) : {}),
      log: logInsertPart(db),
      cart: db.delete(cartItems).where(and(eq(cartItems.userId, sql.placeholder('userId')), sql`${sql.placeholder('clearCart')}::boolean`)),
      emails: sql`insert into ${emailOutbox} (${column(emailOutbox.orderId)}, ${column(emailOutbox.type)}, ${column(emailOutbox.recipient)}, ${column(emailOutbox.recipientKey)}, ${column(emailOutbox.unverified)}, ${column(emailOutbox.maxAttempts)}, ${column(emailOutbox.nextAttemptAt)}, ${column(emailOutbox.createdAt)})
        select ${orderId}, email.type, email.recipient, email.recipient_key, email.unverified::boolean, email.max_attempts, email.next_attempt_at::timestamptz, email.created_at::timestamptz from ${email} order by email.n`,
    },
    // Short stock fails the statement (migration 0017), so it can go with its COMMIT.
    sql`select shop_stock_short(array(select id from taken)) where (select count(*) from taken) < cardinality(${sql.placeholder('stockIds')}::bigint[])
      union all select shop_stock_short(array(select product_id from variant_taken)) where (select count(*) from variant_taken) < cardinality(${sql.placeholder('variantIds')}::text[])`,
  );
}

/**
 * The parts of {@link placementWriteSql} that take the vouchers' uses. The vouchers were locked
 * by the placement's read: the check `used <= quota` guards a bug, not a race.
 */
function voucherWriteParts(db: Executor, orderId: Placeholder<string>): Record<string, SQLWrapper> {
  return {
    redeemed: db
      .update(vouchers)
      .set({ used: sql`${vouchers.used} + 1` })
      .where(sql`${vouchers.id} = any(${sql.placeholder('voucherIds')}::text[])`),
    uses: sql`insert into ${voucherUses} (${column(voucherUses.voucherId)}, ${column(voucherUses.orderId)}, ${column(voucherUses.userId)}, ${column(voucherUses.code)}, ${column(voucherUses.amount)}, ${column(voucherUses.createdAt)})
      select use.voucher_id, ${orderId}, ${sql.placeholder('userId')}, use.code, use.amount, ${sql.placeholder('voucherAt')}::timestamptz from unnest(${sql.placeholder('voucherIds')}::text[], ${sql.placeholder('voucherCodes')}::text[], ${sql.placeholder('voucherAmounts')}::double precision[]) as use(voucher_id, code, amount)`,
  };
}

type PlacementWrite = PlacementWriteValues & OrderValues & TransactionValues & LogValues;
/** {@link placementWriteSql} of an order without vouchers, built once. */
const writePlacementStatement = builtOnce<PlacementWrite>((db) => placementWriteSql(db, false));
/** {@link placementWriteSql} of an order with vouchers, built once. */
const writePlacementWithVouchers = builtOnce<PlacementWrite>((db) => placementWriteSql(db, true));

/** The SQLSTATE of `shop_stock_short` (migration 0017). */
const STOCK_SHORT = 'SL001';
/** PostgreSQL's check violation: `vouchers_used_within_quota` when a use would pass the `Kuota`. */
const CHECK_VIOLATION = '23514';

/** The effect kinds {@link writePlacementStatement} writes. */
const PLACEMENT_KINDS: ReadonlySet<OrderEffectKind> = new Set([
  'takeStock', 'insertOrder', 'insertTransaction', 'clearCart', 'log', 'queueOrderEmails', 'notifyNewOrder', 'redeemVouchers',
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
 * `redeemVouchers` as each voucher's `used` raised and its use inserted (the read locked the
 * vouchers; past the `Kuota`, a bug, the check fails the statement: ShopError VOUCHER_EXHAUSTED);
 * `notifyNewOrder` and the changes are announced (`announceEffects`, ./effects.ts); the admins'
 * pushes of the new order are written by a second statement in the same `COMMIT` (./push.ts).
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
  const variantLines = stock.filter((line) => line.variantId);
  const perProduct = new Map<number, number>();
  for (const line of stock) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  const items = order.items ?? [];
  const entry = single(effects, 'log')?.entry;
  if (!entry) throw new Error('A placement writes its log entry');
  const clearCart = single(effects, 'clearCart');
  const redeem = single(effects, 'redeemVouchers');
  const uses = redeem?.orderId === order.id ? redeem.uses : [];
  const emails: OutboxInsert[] = effectsOfKind(effects, 'queueOrderEmails').flatMap((effect) =>
    effect.orderId === order.id ? outboxRowsFor(order, adminEmail, verifiedEmail, order.createdAt ? new Date(order.createdAt) : ctx.now()) : [],
  );
  const write = (uses.length > 0 ? writePlacementWithVouchers : writePlacementStatement).bound(ctx.db, {
    stockIds: [...perProduct.keys()],
    stockQuantities: [...perProduct.values()],
    variantProductIds: variantLines.map((line) => line.productId),
    variantIds: variantLines.map((line) => line.variantId!),
    variantQuantities: variantLines.map((line) => line.quantity),
    itemVariantIds: items.map((line) => line.variantId ?? ''),
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
    voucherIds: uses.map((use) => use.voucherId),
    voucherCodes: uses.map((use) => use.code),
    voucherAmounts: uses.map((use) => use.amount),
    voucherAt: redeem?.at ?? order.createdAt ?? ctx.now().toISOString(),
    ...(prefixed('order', ORDER_COLUMNS, orderRowOf(order)) as OrderValues),
    order_history: JSON.stringify(order.history ?? []),
    order_vouchers: order.vouchers ? JSON.stringify(order.vouchers) : null,
    ...(prefixed('transaction', TRANSACTION_COLUMNS, { ...transaction, ...transactionSearchColumns(transaction) }) as TransactionValues),
    ...ctx.logEntry(tx, actor, entry.type, entry.description, entry.details),
  });
  // The admins' new-order push rows go in the same COMMIT (./push.ts).
  const pushes = boundPushQueue(ctx.db, pushesFor(effects, order, actor.role), ctx.now());
  try {
    await tx.commit(pushes ? [write, pushes] : [write]);
  } catch (error) {
    const check = pgErrorWith(error, CHECK_VIOLATION);
    if (check && (check.constraint_name ?? check.constraint) === 'vouchers_used_within_quota') {
      throw new ShopError(voucherMessages.exhausted, 'VOUCHER_EXHAUSTED');
    }
    const short = pgErrorWith(error, STOCK_SHORT);
    if (!short) throw error;
    const done = new Set(String(short.detail ?? '').split(',').filter(Boolean).map(Number));
    // A product's line short, else (a variant short, its product's sum taken) the first variant line not taken.
    const shortLine = stock.find((line) => !done.has(line.productId)) ?? variantLines.find((line) => !done.has(line.productId)) ?? variantLines[0] ?? stock[0]!;
    throw new InsufficientStockError(shortLine.name);
  }
  announceEffects(tx, plan);
  return { emails: emails.length };
}

