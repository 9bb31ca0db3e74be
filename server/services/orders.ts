/**
 * Orders, payments and transactions on the server (spec sections 4 and 9; `docs/api.md`
 * "/api/orders", "/api/transactions"; docs/product/decisions.md "Checkout, orders, payment" and
 * "The shop server"). Same answers as the browser adapter
 * (`src/data/adapters/key-value/orders-repository.ts`), with the stock rule enforced by the
 * database: each line's stock is decremented by a conditional UPDATE, so two buyers racing for
 * the last units can never both get them.
 *
 * Long on purpose: the server shell of every order use case shares one set of prepared statements,
 * loaders and the order's row mapping; the rules themselves are in src/domain/orders.
 */
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orderSearchSchema, transactionSearchSchema } from '@/domain/back-office/lists';
import { placedToday, type OrderStageCounts } from '@/domain/back-office/order-search';
import { OWNER_STAGE_RULES, OWNER_STAGES, type StageRule } from '@/domain/orders/stage';
import { jakartaDay } from '@/shared/format';
import { NotFoundError } from '@/domain/core/errors';
import { messages } from '@/shared/messages';
import { decidePlaceOrder, productIdsToLoad, voucherCodesToLoad, type OrderLineRequest, type PlaceableProduct } from '@/domain/orders/place';
import type { Voucher, VoucherFacts } from '@/domain/vouchers/redeem';
import { decideConfirmPayment } from '@/domain/orders/confirm-payment';
import { inRequestedOrder, ordersToRead } from '@/domain/orders/labels';
import {
  decideBuyerOrderStep,
  decideOrderUpdate,
  decidePaymentReview,
  parseOrderChanges,
  type BuyerOrderStep,
} from '@/domain/orders/status-steps';
import type { OrderPlan } from '@/domain/orders/effects';
import { planOrThrow } from '@/domain/core/decision';
import { isAwaitingPayment, UNSHIPPED_STATUSES } from '@/domain/orders/status';
import { ORDER_STATUSES } from '@/domain/core/vocabulary';
import { firstFreePaymentCode, paymentCodeCandidates, paymentCodePrefix } from '@/domain/payment/methods';
import type { OrderFlow } from '@/domain/orders/flow';
import type { BuyerStanding } from '@/domain/orders/limits';
import type { CartItem, Order, OrderItem, SessionUser } from '@/domain/core/records';
import { tableShippingRates, type ShippingTable } from '@/domain/shipping/cost';
import { checkoutInputSchema } from '@/domain/orders/checkout-inputs';
import type { OrderRepository, PlacedOrder } from '@/domain/port/port';
import type { Executor } from '../db/client';
import { toOrder, toOrderItem, toTransaction } from '../db/records';
import { variantsJson } from './product-variants';
import { cartItems, orderItems, orders, partners, products, transactions, users, voucherUses, vouchers } from '../db/schema';
import { builtOnce, fromJson, rowJson, type BoundStatement } from '../db/statements';
import { accountLock } from './account-lock';
import { validate, type ServiceContext, type Tx } from './context';
import { containsAllWords, readBackOfficePage } from './lists';
import { applyEffects } from './effects';
import { commitPlacementEffects } from './order-effects';
import { readSetting, settingsOf, storedSettingsJson } from './settings';

type OrderRow = typeof orders.$inferSelect;

/** The order statuses that await the buyer's payment (`isAwaitingPayment`), for SQL. */
const AWAITING_PAYMENT = ORDER_STATUSES.filter(isAwaitingPayment);

/** An open order (src/domain/orders/status.ts `isOpenOrder`: not yet shipped, cancelled or completed), for SQL. */
const IS_OPEN_ORDER = sql`(${orders.status} in ('Pending', 'Verifying') or (${orders.status} = 'Processed' and ${inArray(orders.shippingStatus, [...UNSHIPPED_STATUSES])}))`;

/**
 * A payment waiting past `Batas Waktu Verifikasi` (src/domain/orders/flow.ts
 * `verificationOverdue`), for SQL: Verifying and flagged during this wait. Its first two terms are
 * the partial index orders_verifying_since_idx's predicate, so the planner reads that index; the
 * server stores `verifying_since` for every waiting order (migration 0019 filled in the older
 * ones from their history), so the rule's fallback to the history is never needed here.
 */
export const VERIFICATION_OVERDUE = sql`(${orders.status} = 'Verifying' and ${orders.verifyingSince} is not null and ${orders.verificationOverdueAt} >= ${orders.verifyingSince})`;

/** The orders of an owner's stage (src/domain/orders/stage.ts `inStage`) as a condition. */
export function stageCondition(rule: StageRule): SQL {
  return and(
    inArray(orders.status, [...rule.statuses]),
    rule.shipping ? inArray(orders.shippingStatus, [...rule.shipping]) : undefined,
  )!;
}

/**
 * The ids of the orders placed on the Jakarta day of `now` ('Hari Ini'): the rows whose stored
 * `createdAt` or `date` (as text) is from the day before on — an instant in UTC is at most 7 hours
 * behind Jakarta — decided by the shared rule (`placedToday`), so both modes agree on the edge.
 */
async function todaysOrderIds(db: Executor, now: Date): Promise<string[]> {
  const since = new Date(Date.parse(`${jakartaDay(now)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ id: orders.id, date: orders.date, createdAt: orders.createdAt })
    .from(orders)
    .where(or(gte(sql`${orders.createdAt} collate "C"`, since), gte(sql`${orders.date} collate "C"`, since)));
  return rows.filter((row) => placedToday({ date: row.date, createdAt: row.createdAt ?? undefined }, now)).map((row) => row.id);
}

/** Order ids per `IN (…)` list when loading items (far below PostgreSQL's parameter limit). */
const ITEM_CHUNK = 1000;

/**
 * Newest first like the browser's `newestFirst`: by `createdAt` (or the day, for prototype
 * orders), compared as plain text (collation "C", as JavaScript compares), then the later-stored
 * first.
 */
const ORDERS_NEWEST_FIRST: SQL[] = [
  desc(sql`coalesce(${orders.createdAt}, ${orders.date}) collate "C"`),
  desc(orders.seq),
];
const TRANSACTIONS_NEWEST_FIRST: SQL[] = [
  desc(sql`${transactions.date} collate "C"`),
  desc(transactions.seq),
];

/** The rows as the spec's orders, each with its line items (for orders that have them). */
export async function withItems(db: Executor, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = rows.filter((row) => row.hasItems).map((row) => row.id);
  const byOrder = new Map<string, OrderItem[]>();
  for (let i = 0; i < ids.length; i += ITEM_CHUNK) {
    const itemRows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids.slice(i, i + ITEM_CHUNK)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.line));
    for (const item of itemRows) {
      const list = byOrder.get(item.orderId) ?? [];
      list.push(toOrderItem(item));
      byOrder.set(item.orderId, list);
    }
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/**
 * The orders of `ids` with their line items, in no particular order: one statement for the orders,
 * then their items ({@link withItems}). An id of no order is skipped.
 * @throws what the database throws.
 */
export async function readOrdersByIds(db: Executor, ids: readonly string[]): Promise<Order[]> {
  return withItems(db, await db.select().from(orders).where(inArray(orders.id, [...ids])));
}

/** What placing an order decides on (src/domain/orders/place.ts `PlaceOrderFacts`), as loaded. */
interface PlacementFacts {
  /** The buyer's stored cart lines, in the order they were added. */
  cart: Array<Pick<CartItem, 'id' | 'name' | 'quantity'>>;
  /** The requested products that exist, locked for the rest of the transaction, with their partner's status. */
  products: Map<number, PlaceableProduct>;
  /** The buyer's orders awaiting payment. */
  unpaidOrders: number;
  /** The buyer's open orders (`IS_OPEN_ORDER`). */
  openOrders: number;
  /** The account's creation time and whether the buyer has a completed order. */
  standing: BuyerStanding;
  /** The buyer account's e-mail if verified, else '' (its confirmation is withheld then; decision 022). */
  verifiedEmail: string;
  /** The store's rules of an order. */
  rules: { maxPerProduct: number; maxUnpaidOrders: number; maxOpenOrders: number; maxOpenOrdersNewBuyer: number; orderFlow: OrderFlow; shippingTable: ShippingTable; adminEmail: string };
  /** The payment code candidates that orders already use. */
  takenCodes: Set<string>;
  /** The vouchers of the codes typed, locked, with the buyer's uses of each (src/domain/orders/place.ts `PlaceOrderFacts.vouchers`). */
  vouchers: VoucherFacts[];
}

const ORDER_RULES = ['maxPerProduct', 'maxUnpaidOrders', 'maxOpenOrders', 'maxOpenOrdersNewBuyer', 'orderFlow', 'shippingTable', 'adminEmail'] as const;

/** The values of {@link readPlacement}. */
interface PlacementReadValues {
  userId: string;
  /** The product ids of the lines the checkout page sent, or null: the stored cart's. */
  expected: number[] | null;
  /** The day's payment code candidates. */
  candidates: string[];
  /** The voucher codes typed, normalised (`voucherCodesToLoad`). */
  codes: string[];
}

/**
 * Everything placing an order decides on, in one statement (one text whatever the lines): see
 * {@link placementRead}. The cart is read narrowed to what the decision reads of it
 * (`PlacementFacts.cart`: id, name, quantity). With `withVouchers`, the codes' vouchers are
 * locked and the buyer's uses of them counted too; an order without a code (most of them) sends
 * the statement without those parts, which cost it a share of its time under load.
 */
function placementReadSql(withVouchers: boolean): SQLWrapper {
  const userId = sql.placeholder('userId');
  const fromCart = sql`array(select ${cartItems.productId} from ${cartItems} where ${cartItems.userId} = ${userId})`;
  const wanted = sql`${products.id} = any(coalesce(${sql.placeholder('expected')}::bigint[], ${fromCart}))`;
  const locked = sql`select ${products.id}, ${products.name}, ${products.price}, ${products.stock}, ${products.weight}, ${products.category}, ${products.status}, ${products.variations},
    ${variantsJson(products.id)} as variants,
    ${products.promoPrice} as "promoPrice", ${products.promoStart} as "promoStart", ${products.promoEnd} as "promoEnd",
    (select ${partners.status} from ${partners} where ${partners.id} = ${products.partnerId}) as "partnerStatus"
    from ${products} where ${wanted} order by ${products.id} for update`;
  // Locked after the products (every transaction takes products before vouchers: no deadlock),
  // so the decision sees the voucher's `used` no other order can raise meanwhile.
  const lockedVouchers = sql`select ${rowJson(vouchers)} as voucher, ${vouchers.id} as id from ${vouchers} where ${vouchers.code} = any(${sql.placeholder('codes')}::text[]) order by ${vouchers.id} for update`;
  const buyerUses = sql`select ${voucherUses.voucherId} as id, count(*)::int as n from ${voucherUses} where ${voucherUses.userId} = ${userId} and ${voucherUses.releasedAt} is null and ${voucherUses.voucherId} in (select id from locked_vouchers) group by ${voucherUses.voucherId}`;
  const cartLine = sql`json_build_object('id', ${products.id}, 'name', ${products.name}, 'quantity', ${cartItems.quantity}, 'variantId', ${cartItems.variantId})`;
  const cart = sql`(select coalesce(json_agg(${cartLine} order by ${cartItems.seq}), '[]'::json) from ${cartItems} inner join ${products} on ${products.id} = ${cartItems.productId} where ${cartItems.userId} = ${userId})`;
  const voucherCtes = withVouchers ? sql`, locked_vouchers as (${lockedVouchers})` : sql``;
  const voucherColumns = withVouchers
    ? sql`(select coalesce(json_agg(locked_vouchers.voucher), '[]'::json) from locked_vouchers) as vouchers,
      (select coalesce(json_object_agg(uses.id, uses.n), '{}'::json) from (${buyerUses}) as uses) as voucher_uses,`
    : sql``;
  return sql`with locked as (${locked})${voucherCtes} select
      ${cart} as cart,
      (select coalesce(json_agg(locked order by locked.id), '[]'::json) from locked) as products,
      ${voucherColumns}
      (select count(*)::int from ${orders} where ${and(eq(orders.userId, userId), inArray(orders.status, AWAITING_PAYMENT))}) as unpaid,
      (select count(*)::int from ${orders} where ${orders.userId} = ${userId} and ${IS_OPEN_ORDER}) as open,
      exists(select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.status} = 'Completed') as completed,
      (select ${users.createdAt} from ${users} where ${users.id} = ${userId}) as account_created_at,
      (select case when ${users.emailVerifiedAt} is not null then ${users.email} else '' end from ${users} where ${users.id} = ${userId}) as verified_email,
      ${storedSettingsJson(ORDER_RULES)} as settings,
      (select coalesce(json_agg(${orders.paymentCode}), '[]'::json) from ${orders} where ${orders.paymentCode} = any(${sql.placeholder('candidates')}::text[])) as taken`;
}

/** {@link placementReadSql} of an order without voucher codes, built once. */
const readPlacement = builtOnce<PlacementReadValues>(() => placementReadSql(false));
/** {@link placementReadSql} of an order with voucher codes, built once. */
const readPlacementWithVouchers = builtOnce<PlacementReadValues>(() => placementReadSql(true));

/**
 * Everything placing an order decides on, in one statement, unsent: sent behind the
 * buyer's account lock (`accountLock`, the same batch: docs/decisions/019), so its snapshot, taken
 * once the lock is held, sees every cart change and order of the buyer committed before: the cart,
 * the requested products — the stored cart's, or `expectedLines`' when the checkout page sent them
 * (`productIdsToLoad`) — locked in product id order (`FOR UPDATE`, so concurrent orders cannot
 * deadlock, and the decision sees the stock no other order can take meanwhile), the buyer's orders
 * awaiting payment and its open orders (counted under the account's lock, so two orders at once
 * cannot both pass a limit), the account's creation time and whether it has a completed order, its verified e-mail, the store's rules of an order, and which of the day's payment code `candidates`
 * (docs/decisions/016) orders already use. Its row is read by {@link placementFacts}.
 */
function placementRead(
  db: Executor,
  userId: string,
  expectedLines: readonly OrderLineRequest[] | undefined,
  candidates: readonly string[],
  codes: readonly string[],
): BoundStatement {
  return (codes.length > 0 ? readPlacementWithVouchers : readPlacement).bound(db, {
    userId,
    expected: expectedLines ? productIdsToLoad([], expectedLines) : null,
    candidates: [...candidates],
    codes: [...codes],
  });
}

/** A timestamp column as the driver gives it (a Date, or text from a raw statement) in ISO form, or null. */
function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const at = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The facts of {@link placementRead}'s row. */
function placementFacts(row: Record<string, unknown>, codes: readonly string[]): PlacementFacts {
  const rows = fromJson<PlaceableProduct[]>(row.products);
  // Absent when no code was typed (the statement without the vouchers' parts).
  const uses = fromJson<Record<string, number> | undefined>(row.voucher_uses) ?? {};
  const locked = fromJson<Voucher[] | undefined>(row.vouchers) ?? [];
  return {
    cart: fromJson<PlacementFacts['cart']>(row.cart),
    products: new Map(rows.map((product) => [product.id, product])),
    unpaidOrders: row.unpaid as number,
    openOrders: row.open as number,
    standing: { accountCreatedAt: isoOrNull(row.account_created_at), hasCompletedOrder: row.completed === true },
    verifiedEmail: typeof row.verified_email === 'string' ? row.verified_email : '',
    rules: settingsOf(ORDER_RULES, fromJson(row.settings)),
    takenCodes: new Set(fromJson<string[]>(row.taken)),
    vouchers: codes.map((code) => {
      const voucher = locked.find((v) => v.code === code);
      return { voucher, buyerUses: voucher ? (uses[voucher.id] ?? 0) : 0 };
    }),
  };
}

/**
 * Applies the plan of a step on the locked order `row` (server/services/effects.ts
 * `applyEffects`, the log entry as `actor`).
 * @returns the order after the step, with its items.
 */
async function applyToOrder(ctx: ServiceContext, tx: Tx, row: OrderRow, plan: OrderPlan, actor: Pick<SessionUser, 'username' | 'role'>): Promise<Order> {
  const applied = await applyEffects(ctx, tx, plan, actor);
  const [order] = await withItems(tx.db, [applied.row ?? row]);
  return order!;
}

/**
 * The order service of one request (implements the port's {@link OrderRepository}): the shell of
 * the order decisions of src/domain/orders (place.ts, confirm-payment.ts, status-steps.ts). Buyers place and pay their own orders; an order that is
 * not the buyer's answers like an unknown one (NotFoundError, 404), so order ids cannot be probed.
 * Admins list and update all.
 */
export function createOrderService(ctx: ServiceContext): OrderRepository {
  const { db } = ctx;

  /**
   * Wakes this instance's e-mail outbox worker once the answer is on its way (the worker's first
   * statement would otherwise go out before it); only for an order that has e-mails to send.
   */
  function sendEmailsLater(emails: number): void {
    const worker = ctx.deps.orderEmails;
    if (!worker || emails === 0) return;
    setImmediate(() => {
      try {
        worker.wake();
      } catch {
        // The worker never throws; should it, the order still stands (its poll sends the e-mails).
      }
    });
  }

  /**
   * The buyer's 'Batalkan Pesanan' or 'Pesanan Diterima' on their order `orderId`, in one
   * transaction with the order row locked (src/domain/orders/status-steps.ts `decideBuyerOrderStep`).
   */
  async function buyerStep(orderId: unknown, step: BuyerOrderStep): Promise<Order> {
    const user = ctx.requireRole('buyer');
    if (typeof orderId !== 'string') throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
    return ctx.transact(async (tx) => {
      const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const [order] = row ? await withItems(tx.db, [row]) : [];
      const plan = planOrThrow(decideBuyerOrderStep({ buyer: user, order, step, now: ctx.now() }));
      return applyToOrder(ctx, tx, row!, plan, user);
    });
  }

  /**
   * The owner's 'Terima Pembayaran' (`accept`) or 'Tolak Pembayaran' of a 'Verifying' order, in one
   * transaction with the order row locked (src/domain/orders/status-steps.ts `decidePaymentReview`).
   */
  async function reviewPayment(orderId: unknown, accept: boolean, reason?: string): Promise<Order> {
    const admin = ctx.requireRole('admin');
    if (typeof orderId !== 'string') throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
    return ctx.transact(async (tx) => {
      const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const [order] = row ? await withItems(tx.db, [row]) : [];
      const flow = await readSetting(tx.db, 'orderFlow');
      const plan = planOrThrow(decidePaymentReview({ admin, order, accept, reason, flow, now: ctx.now() }));
      return applyToOrder(ctx, tx, row!, plan, admin);
    });
  }

  return {
    /**
     * The signed-in user's orders, newest first (`[]` for visitors): those whose owner is the
     * user's account (`ownsOrder`, src/domain/orders/owners.ts: by `userId` only, which this query
     * applies; an order without owner is the admin's to see).
     */
    async listMine() {
      const user = ctx.actor;
      if (!user) return [];
      const rows = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(...ORDERS_NEWEST_FIRST);
      return withItems(db, rows);
    },

    /**
     * Places an order in one transaction (spec section 4): validates the shipping details, takes
     * `expectedLines` (the lines the buyer reviewed) or else the stored cart, merges repeated
     * lines per product, prices the shipping itself from the store's shipping table (the
     * destination, the courier and the products' weights), decrements each product's stock only while enough is left (`UPDATE …
     * WHERE stock >= quantity`), inserts the Pending order (id `ORD…`, payment code `TJ-…`, total
     * in Rupiah at today's prices) with its items and a Pending transaction (`TRX…`), empties the
     * cart, logs `placeOrder` and announces the admins' new-order notification (derived, nothing
     * written: `hasNewOrders`) and the `stock` change. The same statements whatever the lines, sent
     * in two round trips (docs/decisions/019): `BEGIN`, the account's lock and one read
     * ({@link placementRead}) together, then one write (the plan's effects compiled by `commitPlacementEffects`,
     * ./order-effects.ts, which also writes the order's e-mails to the outbox) with `COMMIT`.
     * After the commit this instance's outbox worker is woken, not waited for.
     * @throws PermissionError without a buyer; ValidationError (bad shipping details, empty cart,
     * bad quantity, product gone, SHIPPING_UNAVAILABLE, the limits of src/domain/orders/limits.ts: QUANTITY_LIMIT,
     * ORDER_LINES_LIMIT, UNPAID_ORDERS_LIMIT, VOUCHER_INVALID); ShopError OPEN_ORDERS_LIMIT, VOUCHER_EXHAUSTED,
     * VOUCHER_ALREADY_USED (409); InsufficientStockError (409) when a product has too few units
     * left — nothing is changed then.
     */
    async place(input, expectedLines, voucherCodes) {
      const user = ctx.requireRole('buyer');
      const checkout = validate(checkoutInputSchema, input);
      const codes = voucherCodesToLoad(voucherCodes);
      let emailCount = 0;
      const placed: PlacedOrder = await ctx.transactPipelined(async (tx) => {
        const at = ctx.now();
        // Two orders taking one free code at once fail the unique index; ctx.transact then
        // retries with new candidates.
        const candidates = paymentCodeCandidates(paymentCodePrefix(at), ctx.random);
        // BEGIN, the account's lock and the read in one round trip; the read runs once the lock is held.
        const [, read] = await tx.send([accountLock(db, user.id), placementRead(db, user.id, expectedLines, candidates, codes)]);
        const facts = placementFacts(read![0]!, codes);
        const plan = planOrThrow(
          decidePlaceOrder({
            buyer: user,
            checkout,
            cart: facts.cart,
            expectedLines,
            products: facts.products,
            limits: facts.rules,
            flow: facts.rules.orderFlow,
            shippingRates: tableShippingRates(facts.rules.shippingTable),
            unpaidOrders: facts.unpaidOrders,
            openOrders: facts.openOrders,
            standing: facts.standing,
            vouchers: facts.vouchers,
            now: at,
            newOrderId: () => ctx.newId('ORD'),
            newPaymentCode: () => firstFreePaymentCode(candidates, facts.takenCodes),
            newTransactionId: () => ctx.newId('TRX'),
          }),
        );
        emailCount = (await commitPlacementEffects(ctx, tx, plan, user, facts.rules.adminEmail, facts.verifiedEmail)).emails;
        return { order: plan.order, transaction: plan.transaction! };
      });
      sendEmailsLater(emailCount);
      return placed;
    },

    /**
     * Confirms the payment of the buyer's Pending order: the order becomes Processed and its
     * transaction Success (created when absent); logs `confirmPayment`.
     * @throws PermissionError without a buyer; NotFoundError 'Pesanan tidak ditemukan.' for an
     * unknown order or another buyer's; ValidationError when the order is not Pending.
     */
    async confirmPayment(orderId) {
      const user = ctx.requireRole('buyer');
      if (typeof orderId !== 'string') throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
      return ctx.transact(async (tx) => {
        const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
        const [existing] = row
          ? await tx.db
              .select({ id: transactions.id })
              .from(transactions)
              .where(eq(transactions.orderId, orderId))
              .orderBy(asc(transactions.seq))
              .limit(1)
          : [];
        const plan = planOrThrow(
          decideConfirmPayment({
            buyer: user,
            order: row ? toOrder(row, []) : undefined,
            transaction: existing,
            now: ctx.now(),
            newTransactionId: () => ctx.newId('TRX'),
            verifyPayments: (await readSetting(tx.db, 'orderFlow')).verifyPayments,
          }),
        );
        // The admins see a payment to verify appear (and the transaction it belongs to).
        return applyToOrder(ctx, tx, row!, plan, user);
      });
    },

    /**
     * One of the buyer's orders with its items ('Detail Pesanan').
     * @throws PermissionError without a buyer; NotFoundError for an unknown order or another buyer's.
     */
    async getMine(orderId) {
      const user = ctx.requireRole('buyer');
      const [row] =
        typeof orderId === 'string'
          ? await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, user.id)))
          : [];
      if (!row) throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
      const [order] = await withItems(db, [row]);
      return order!;
    },

    cancel: (orderId) => buyerStep(orderId, 'cancel'),

    markReceived: (orderId) => buyerStep(orderId, 'receive'),

    /**
     * Any one order with its items, for the admin (the packing label and the invoice).
     * @throws PermissionError unless admin; NotFoundError for an unknown id.
     */
    async get(orderId) {
      ctx.requireRole('admin');
      const [row] = typeof orderId === 'string' ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
      if (!row) throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
      const [order] = await withItems(db, [row]);
      return order!;
    },

    /**
     * Several orders with their items (the bulk `Cetak Label ({n})`): one statement for the orders
     * and one for their items, in the order of `orderIds`; an unknown id is left out.
     * @throws PermissionError unless admin; ValidationError for more than 50 distinct ids.
     */
    async getMany(orderIds) {
      ctx.requireRole('admin');
      const ids = ordersToRead(orderIds);
      return ids.length === 0 ? [] : inRequestedOrder(await readOrdersByIds(db, ids), ids);
    },

    /** Every order, newest first. @throws PermissionError unless admin. */
    async listAll() {
      ctx.requireRole('admin');
      return withItems(
        db,
        await db
          .select()
          .from(orders)
          .orderBy(...ORDERS_NEWEST_FIRST),
      );
    },

    /**
     * One page of the orders table, newest first like {@link listAll}: status, shipping status
     * and 'Melewati Batas Verifikasi' ({@link VERIFICATION_OVERDUE}) filters, every search term in `search_text` (src/domain/back-office/lists.ts
     * `searchOrders`); the items of the page's orders only.
     * @throws PermissionError unless admin; ValidationError for a bad search.
     */
    async searchAll(input) {
      ctx.requireRole('admin');
      const search = validate(orderSearchSchema, input);
      const todays = search.today ? await todaysOrderIds(db, ctx.now()) : undefined;
      const where = and(
        search.status ? eq(orders.status, search.status) : undefined,
        search.shippingStatus ? eq(orders.shippingStatus, search.shippingStatus) : undefined,
        search.verification === 'overdue' ? VERIFICATION_OVERDUE : undefined,
        search.stage ? stageCondition(OWNER_STAGE_RULES[search.stage]) : undefined,
        todays ? (todays.length > 0 ? inArray(orders.id, todays) : sql`false`) : undefined,
        ...containsAllWords(orders.searchText, search.q),
      );
      return readBackOfficePage(db, search, {
        table: orders,
        where,
        orderBy: ORDERS_NEWEST_FIRST,
        toItems: withItems,
      });
    },

    /**
     * The orders per owner's stage in one statement (`count(*) filter (where …)` per stage, the
     * conditions of {@link stageCondition}), and today's orders ({@link todaysOrderIds}).
     * @throws PermissionError unless admin.
     */
    async stageCounts(): Promise<OrderStageCounts> {
      ctx.requireRole('admin');
      const columns = Object.fromEntries(
        OWNER_STAGES.map((stage, i) => [`s${i}`, sql<number>`count(*) filter (where ${stageCondition(OWNER_STAGE_RULES[stage])})`.mapWith(Number)]),
      );
      const [[row], todays] = await Promise.all([db.select(columns).from(orders), todaysOrderIds(db, ctx.now())]);
      const stages = Object.fromEntries(OWNER_STAGES.map((stage, i) => [stage, row?.[`s${i}`] ?? 0])) as OrderStageCounts['stages'];
      return { stages, today: todays.length };
    },

    /**
     * Changes an order's status and/or shipping status by the tables of src/domain/orders/status.ts
     * (`decideOrderUpdate`: resi to ship, a reason to cancel, stock back on a cancel); logs
     * `updateOrder` with the before and after values.
     * @throws PermissionError unless admin; NotFoundError; ValidationError.
     */
    async update(orderId, changes) {
      const admin = ctx.requireRole('admin');
      const set = planOrThrow(parseOrderChanges(changes));
      if (typeof orderId !== 'string') throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
      return ctx.transact(async (tx) => {
        const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
        const [order] = row ? await withItems(tx.db, [row]) : [];
        const plan = planOrThrow(decideOrderUpdate({ admin, order, set, now: ctx.now() }));
        return applyToOrder(ctx, tx, row!, plan, admin);
      });
    },

    /** 'Terima Pembayaran' (see {@link reviewPayment}). @throws PermissionError unless admin; NotFoundError; ValidationError. */
    verifyPayment: (orderId) => reviewPayment(orderId, true),

    /**
     * 'Tolak Pembayaran' with the reason the buyer sees (1–300 characters).
     * @throws PermissionError unless admin; NotFoundError; ValidationError ORDER_STATE_INVALID,
     *   REJECT_REASON_REQUIRED (none, or over 300 characters).
     */
    rejectPayment: (orderId, reason) => reviewPayment(orderId, false, typeof reason === 'string' ? reason : undefined),

    /** Every transaction, newest first. @throws PermissionError unless admin. */
    async listTransactions() {
      ctx.requireRole('admin');
      return (
        await db
          .select()
          .from(transactions)
          .orderBy(...TRANSACTIONS_NEWEST_FIRST)
      ).map(toTransaction);
    },

    /**
     * One page of the transactions table, newest first like {@link listTransactions}: status
     * filter, every search term in `search_text` (src/domain/back-office/lists.ts
     * `searchTransactions`).
     * @throws PermissionError unless admin; ValidationError for a bad search.
     */
    async searchTransactions(input) {
      ctx.requireRole('admin');
      const search = validate(transactionSearchSchema, input);
      const where = and(
        search.status ? eq(transactions.status, search.status) : undefined,
        ...containsAllWords(transactions.searchText, search.q),
      );
      return readBackOfficePage(db, search, {
        table: transactions,
        where,
        orderBy: TRANSACTIONS_NEWEST_FIRST,
        toItems: (_tx, rows) => rows.map(toTransaction),
      });
    },
  };
}
