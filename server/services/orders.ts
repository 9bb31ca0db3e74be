/**
 * Orders, payments and transactions on the server (spec sections 4 and 9; `docs/api.md`
 * "/api/orders", "/api/transactions"; docs/product/decisions.md "Checkout, orders, payment" and
 * "The shop server"). Same answers as the browser adapter
 * (`src/data/adapters/key-value/orders-repository.ts`), with the stock rule enforced by the
 * database: each line's stock is decremented by a conditional UPDATE, so two buyers racing for
 * the last units can never both get them.
 */
import { and, asc, desc, eq, gte, inArray, like, sql, type SQL } from 'drizzle-orm';
import { orderSearchSchema, transactionSearchSchema } from '@/domain/back-office-search';
import { describeLines, mergeOrderLines } from '@/domain/cart';
import { InsufficientStockError } from '@/domain/errors';
import { jakartaDay } from '@/domain/format';
import { adminMessages, messages, activityMessages } from '@/domain/messages';
import { BACK_OFFICE_PAGE_SIZE, normalizePageRequest } from '@/domain/paging';
import { freePaymentCode, generatePaymentCode, paymentCodePrefix } from '@/domain/payment';
import type { Order, OrderItem, SessionUser } from '@/domain/schemas';
import { checkoutInputSchema, orderChangesInputSchema } from '@/domain/validation';
import { NotFoundError, ValidationError } from '@/data/errors';
import type { OrderRepository, PlacedOrder } from '@/data/ports';
import type { Executor } from '../db/client';
import { orderSearchColumns, toOrder, toTransaction, transactionSearchColumns } from '../db/records';
import { cartItems, orderItems, orders, products, transactions } from '../db/schema';
import { lockCart, readCart } from './cart';
import { validate, type ServiceContext } from './context';
import { containsAllWords, readPage } from './lists';
import { raiseNewOrderNotification } from './settings';

type OrderRow = typeof orders.$inferSelect;

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

/** Whether `user` owns the order: its `userId`, or for orders without owner the customer name. */
function owns(row: OrderRow, user: SessionUser): boolean {
  return row.userId ? row.userId === user.id : row.customerName === user.username;
}

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
      list.push({
        productId: item.productId,
        name: item.name,
        price: item.price,
        quantity: item.quantity,
      });
      byOrder.set(item.orderId, list);
    }
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/**
 * The order service of one request (implements the port's {@link OrderRepository}).
 * Buyers place and pay their own orders; an order that is not the buyer's answers like an
 * unknown one (NotFoundError, 404), so order ids cannot be probed. Admins list and update all.
 */
/**
 * A payment code of `at`'s day that no order uses (spec section 9): a random one, or when it is
 * taken, a free one among the day's codes (`freePaymentCode`, src/domain/payment.ts).
 * @throws ValidationError 'Kode pembayaran untuk hari ini sudah habis…' when all 9,000 are taken.
 */
async function paymentCodeFor(db: Executor, at: Date, random: () => number): Promise<string> {
  const code = generatePaymentCode(at, random);
  const [clash] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentCode, code)).limit(1);
  if (!clash) return code;
  const used = await db
    .select({ code: orders.paymentCode })
    .from(orders)
    .where(like(orders.paymentCode, `${paymentCodePrefix(at)}%`));
  const free = freePaymentCode(at, random, new Set(used.map((row) => row.code)));
  if (free === null) throw new ValidationError(messages.checkout.paymentCodesFull);
  return free;
}

export function createOrderService(ctx: ServiceContext): OrderRepository {
  const { db } = ctx;

  /** Starts the order e-mails after the commit; their outcome never reaches the buyer. */
  function sendEmailsLater(orderId: string): void {
    const send = ctx.deps.sendOrderEmails;
    if (!send) return;
    try {
      void send(orderId).catch(() => undefined);
    } catch {
      // The sender never throws; should it, the order still stands.
    }
  }

  return {
    /**
     * The signed-in user's orders, newest first (`[]` for visitors): their own by `userId`, and
     * orders without owner whose customer name is their username (prototype data).
     */
    async listMine() {
      const user = ctx.actor;
      if (!user) return [];
      const rows = await db
        .select()
        .from(orders)
        .where(
          sql`(${orders.userId} = ${user.id} or (${orders.userId} is null and ${orders.customerName} = ${user.username}))`,
        )
        .orderBy(...ORDERS_NEWEST_FIRST);
      return withItems(db, rows);
    },

    /**
     * Places an order in one transaction (spec section 4): validates the shipping details, takes
     * `expectedLines` (the lines the buyer reviewed) or else the stored cart, merges repeated
     * lines per product, decrements each product's stock only while enough is left (`UPDATE …
     * WHERE stock >= quantity`), inserts the Pending order (id `ORD…`, payment code `TJ-…`, total
     * in Rupiah at today's prices) with its items and a Pending transaction (`TRX…`), empties the
     * cart, logs `placeOrder` and raises the admins' new-order notification. After the commit the
     * order e-mails are started without waiting for them.
     * @throws PermissionError without a buyer; ValidationError (bad shipping details, empty cart,
     * bad quantity, product gone); InsufficientStockError (409) when a product has too few units
     * left — nothing is changed then.
     */
    async place(input, expectedLines) {
      const user = ctx.requireRole('buyer');
      const data = validate(checkoutInputSchema, input);
      const placed: PlacedOrder = await ctx.transact(async (tx) => {
        await lockCart(tx, user.id);
        const cart = await readCart(tx.db, user.id);
        const wanted =
          expectedLines ?? cart.map((item) => ({ productId: item.id, quantity: item.quantity }));
        if (wanted.length === 0) throw new ValidationError(messages.checkout.emptyCart);
        for (const line of wanted) {
          if (!Number.isInteger(line.quantity) || line.quantity < 1)
            throw new ValidationError(messages.checkout.emptyCart);
        }
        // One line per product: repeated lines must not each pass the stock check on their own.
        const lines = mergeOrderLines(wanted);
        const ids = lines.map((line) => line.productId).filter((id) => Number.isSafeInteger(id));
        const known = new Map(
          (ids.length > 0
            ? await tx.db.select().from(products).where(inArray(products.id, ids))
            : []
          ).map((p) => [p.id, p]),
        );
        for (const line of lines) {
          const product = known.get(line.productId);
          if (!product) {
            const name =
              cart.find((item) => item.id === line.productId)?.name ?? String(line.productId);
            throw new ValidationError(messages.cart.productGone(name));
          }
          if (product.stock < line.quantity) throw new InsufficientStockError(product.name);
        }
        // The database decides: each decrement happens only while enough units are left. Rows are
        // locked in product id order, so concurrent orders cannot deadlock each other.
        const fresh = new Map<number, typeof products.$inferSelect>();
        for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
          const [row] = await tx.db
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}` })
            .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
            .returning();
          if (!row) throw new InsufficientStockError(known.get(line.productId)!.name);
          fresh.set(row.id, row);
        }

        const at = ctx.now();
        const items: OrderItem[] = lines.map((line) => {
          const product = fresh.get(line.productId)!;
          return {
            productId: product.id,
            name: product.name,
            price: product.price,
            quantity: line.quantity,
          };
        });
        const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const date = jakartaDay(at);
        const orderId = ctx.newId('ORD');
        const [orderRow] = await tx.db
          .insert(orders)
          .values({
            id: orderId,
            ...orderSearchColumns({ id: orderId, customerName: data.customerName, username: user.username }),
            userId: user.id,
            username: user.username,
            customerName: data.customerName,
            customerPhone: data.customerPhone,
            customerEmail: user.email || null,
            shippingAddress: data.shippingAddress,
            postalCode: data.postalCode,
            productName: describeLines(items),
            date,
            status: 'Pending',
            shippingStatus: 'Menunggu Konfirmasi Admin',
            paymentMethod: data.paymentMethod,
            // Two orders taking one free code at once fail the unique index; ctx.transact then
            // retries with a new one.
            paymentCode: await paymentCodeFor(tx.db, at, ctx.random),
            total,
            hasItems: true,
            createdAt: at.toISOString(),
          })
          .returning();
        const order = toOrder(orderRow!, items);
        await tx.db
          .insert(orderItems)
          .values(items.map((item, line) => ({ ...item, orderId: order.id, line })));
        const transactionId = ctx.newId('TRX');
        const [transactionRow] = await tx.db
          .insert(transactions)
          .values({
            id: transactionId,
            ...transactionSearchColumns({ id: transactionId, orderId: order.id }),
            orderId: order.id,
            paymentMethod: order.paymentMethod,
            amount: total,
            date,
            status: 'Pending',
          })
          .returning();
        await tx.db.delete(cartItems).where(eq(cartItems.userId, user.id));
        await ctx.log(tx, user, 'placeOrder', activityMessages.placeOrder(order.id), {
          orderId: order.id,
          total,
          paymentMethod: order.paymentMethod,
        });
        await raiseNewOrderNotification(tx);
        tx.changed(['products'], { kind: 'public' });
        tx.changed(['orders', 'transactions', 'cartItems'], { kind: 'users', userIds: [user.id] });
        return { order, transaction: toTransaction(transactionRow!) };
      });
      sendEmailsLater(placed.order.id);
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
      if (typeof orderId !== 'string') throw new NotFoundError(messages.payment.orderNotFound);
      return ctx.transact(async (tx) => {
        const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row || !owns(row, user)) throw new NotFoundError(messages.payment.orderNotFound);
        if (row.status !== 'Pending') throw new ValidationError(messages.payment.notPending);
        const [updated] = await tx.db
          .update(orders)
          .set({ status: 'Processed' })
          .where(eq(orders.id, orderId))
          .returning();
        const [existing] = await tx.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.orderId, orderId))
          .orderBy(asc(transactions.seq))
          .limit(1);
        if (existing) {
          await tx.db
            .update(transactions)
            .set({ status: 'Success' })
            .where(eq(transactions.id, existing.id));
        } else {
          const transactionId = ctx.newId('TRX');
          await tx.db.insert(transactions).values({
            id: transactionId,
            ...transactionSearchColumns({ id: transactionId, orderId }),
            orderId,
            paymentMethod: row.paymentMethod,
            amount: row.total,
            date: jakartaDay(ctx.now()),
            status: 'Success',
          });
        }
        await ctx.log(tx, user, 'confirmPayment', activityMessages.confirmPayment(orderId), {
          orderId,
          paymentCode: row.paymentCode,
        });
        tx.changed(['orders', 'transactions'], { kind: 'users', userIds: [user.id] });
        const [order] = await withItems(tx.db, [updated!]);
        return order!;
      });
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
     * One page of the orders table, newest first like {@link listAll}: status and shipping status
     * filters, every search term in `search_text` (src/domain/back-office-search.ts
     * `searchOrders`); the items of the page's orders only.
     * @throws PermissionError unless admin; ValidationError for a bad search.
     */
    async searchAll(input) {
      ctx.requireRole('admin');
      const search = validate(orderSearchSchema, input);
      const where = and(
        search.status ? eq(orders.status, search.status) : undefined,
        search.shippingStatus ? eq(orders.shippingStatus, search.shippingStatus) : undefined,
        ...containsAllWords(orders.searchText, search.q),
      );
      return readPage(db, normalizePageRequest(search, BACK_OFFICE_PAGE_SIZE), {
        table: orders,
        where,
        orderBy: ORDERS_NEWEST_FIRST,
        toItems: withItems,
      });
    },

    /**
     * Sets an order's status and/or shipping status (spec section 4: any of them, in any order);
     * logs `updateOrder` with the before and after values.
     * @throws PermissionError unless admin; NotFoundError; ValidationError for an unknown status.
     */
    async update(orderId, changes) {
      const admin = ctx.requireRole('admin');
      const parsed = orderChangesInputSchema.safeParse(changes);
      if (!parsed.success) throw new ValidationError(messages.generic.unexpected);
      if (typeof orderId !== 'string') throw new NotFoundError(messages.payment.orderNotFound);
      const set = parsed.data;
      return ctx.transact(async (tx) => {
        const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw new NotFoundError(messages.payment.orderNotFound);
        const [updated] =
          set.status || set.shippingStatus
            ? await tx.db
                .update(orders)
                .set({
                  ...(set.status ? { status: set.status } : {}),
                  ...(set.shippingStatus ? { shippingStatus: set.shippingStatus } : {}),
                })
                .where(eq(orders.id, orderId))
                .returning()
            : [row];
        await ctx.log(tx, admin, 'updateOrder', adminMessages.orderUpdated(orderId), {
          orderId,
          before: { status: row.status, shippingStatus: row.shippingStatus },
          after: { status: updated!.status, shippingStatus: updated!.shippingStatus },
        });
        tx.changed(
          ['orders'],
          row.userId ? { kind: 'users', userIds: [row.userId] } : { kind: 'admin' },
        );
        const [order] = await withItems(tx.db, [updated!]);
        return order!;
      });
    },

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
     * filter, every search term in `search_text` (src/domain/back-office-search.ts
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
      return readPage(db, normalizePageRequest(search, BACK_OFFICE_PAGE_SIZE), {
        table: transactions,
        where,
        orderBy: TRANSACTIONS_NEWEST_FIRST,
        toItems: (_tx, rows) => rows.map(toTransaction),
      });
    },
  };
}
