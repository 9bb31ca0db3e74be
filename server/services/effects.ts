/**
 * The server's writer of plans (the shop's effects, src/domain/core/effects.ts): each effect kind
 * written here once, whichever decision planned it, and the changes to announce derived from the
 * effects (docs/decisions/014-use-cases-once.md and 020). {@link applyEffects} writes a statement
 * per effect inside `ctx.transact`; the two hot paths compile their plan's effects into the one
 * statement sent with the transaction's `COMMIT` instead (docs/decisions/019-pipelined-transactions.md):
 * a placement (`commitPlacementEffects`, ./order-effects.ts) and a cart change
 * (`commitCartEffects`, ./cart.ts).
 */
import { and, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { InsufficientStockError, ShopError } from '@/domain/core/errors';
import { voucherMessages } from '@/shared/messages-voucher';
import { effectsOfKind, type EffectPlan } from '@/domain/core/effects';
import type { Order, Review, SessionUser } from '@/domain/core/records';
import { markOrdersSeen } from '../db/import';
import { orderSearchColumns, partnerColumns, productColumns, productSearchColumns, toReview, transactionSearchColumns, voucherColumns } from '../db/records';
import {
  addresses,
  cartItems,
  chatMessages,
  emailOutbox,
  orderItems,
  orders,
  partners,
  vouchers,
  voucherUses,
  products,
  reviews,
  transactions,
  unreadCounts,
  users,
} from '../db/schema';
import { outboxRowsFor, verifiedEmailOf } from './email-outbox';
import { pushesFor } from '@/domain/notifications/push';
import { queuePushes } from './push';
import type { Executor } from '../db/client';
import { moveVariantStock, writeVariants } from './product-variants';
import { writeImportedProducts } from './product-import-store';
import type { ServiceContext, Tx } from './context';
import { announceNewOrder, readSetting, writeSetting } from './settings';

/** A stored order's row. */
export type OrderRow = typeof orders.$inferSelect;

/** Who a plan's log entries are written as. */
export type Actor = Pick<SessionUser, 'username' | 'role'>;

/**
 * A plan as the server's writer takes it: its effects, and the order it concerns when it is an
 * order's (its buyer is told of the order's changes).
 */
export type ServerPlan = EffectPlan & { order?: Order };

/** An order's row values (its search column; `hasItems`: its items are in `order_items`). */
export function orderRowOf(order: Order) {
  return { ...order, ...orderSearchColumns(order), hasItems: (order.items ?? []).length > 0, history: order.history ?? [] };
}

/** The buyers whose carts hold product `productId` (their cart changes with the product). */
async function cartOwnersOf(db: Executor, productId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: cartItems.userId })
    .from(cartItems)
    .where(eq(cartItems.productId, productId));
  return rows.map((r) => r.userId);
}

/**
 * Applies `plan`'s effects in `tx` (one of `ctx.transact`), a statement per effect, in their
 * order, the log entries as `actor`; then announces the changes ({@link announceEffects}).
 * `takeStock` decrements each line only while enough units are left; `returnStock` skips a
 * product deleted meanwhile; `queueOrderEmails` writes the order's outbox rows (of the plan's
 * inserted order of that id, else `plan.order`); `setCartLines` deletes the account's lines not
 * in `items` and upserts the others (a new line appended, an existing one keeping its place).
 * The catalogue's kinds announce as they write: `products` or `partners` to everyone, and
 * `cartItems` to the buyers whose carts hold an edited or deleted product (read before the
 * delete, whose cart lines go with the product: foreign key, on delete cascade).
 * `saveReview` upserts on the one-review-per-product-and-author index (a first review racing
 * another edits it); `setAddresses` deletes the account's addresses not in the list and upserts
 * the others (a new one after the rest); `setRole` to admin marks the orders so far as seen.
 * `redeemVouchers` raises each voucher's `used` only while under its `Kuota` and records the use;
 * `releaseVouchers` marks the order's uses released and lowers their vouchers' `used`, once.
 * The plan's Web Push notices (src/domain/notifications/push.ts `pushesFor`) are queued last, as
 * push outbox rows (./push.ts).
 * @returns the order row as `setOrderFields` left it, the review as `saveReview` stored it (none:
 *   no such effect), and how many e-mails were queued.
 * @throws InsufficientStockError naming the first `takeStock` line whose stock was short, ShopError
 *   VOUCHER_EXHAUSTED for a use past a voucher's `Kuota` (the transaction then rolls back).
 */
export async function applyEffects(
  ctx: ServiceContext,
  tx: Tx,
  plan: ServerPlan,
  actor: Actor,
): Promise<{ row?: OrderRow; review?: Review; emails: number }> {
  let row: OrderRow | undefined;
  let review: Review | undefined;
  let emails = 0;
  for (const effect of plan.effects) {
    switch (effect.kind) {
      case 'takeStock':
        for (const line of effect.lines) {
          const taken = line.variantId
            ? await moveVariantStock(tx.db, line.productId, line.variantId, -line.quantity)
            : await tx.db
                .update(products)
                .set({ stock: sql`${products.stock} - ${line.quantity}` })
                .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
                .returning({ id: products.id });
          if (taken.length === 0) throw new InsufficientStockError(line.name);
        }
        break;
      case 'returnStock':
        for (const line of effect.lines) {
          if (line.variantId) await moveVariantStock(tx.db, line.productId, line.variantId, line.quantity);
          else {
            await tx.db
              .update(products)
              .set({ stock: sql`${products.stock} + ${line.quantity}` })
              .where(eq(products.id, line.productId));
          }
        }
        break;
      case 'insertOrder': {
        const { order } = effect;
        await tx.db.insert(orders).values(orderRowOf(order));
        const items = order.items ?? [];
        if (items.length > 0) await tx.db.insert(orderItems).values(items.map((item, line) => ({ ...item, orderId: order.id, line })));
        break;
      }
      case 'redeemVouchers':
        for (const use of effect.uses) {
          const taken = await tx.db
            .update(vouchers)
            .set({ used: sql`${vouchers.used} + 1` })
            .where(and(eq(vouchers.id, use.voucherId), lt(vouchers.used, vouchers.quota)))
            .returning({ id: vouchers.id });
          if (taken.length === 0) throw new ShopError(voucherMessages.exhausted, 'VOUCHER_EXHAUSTED');
          await tx.db.insert(voucherUses).values({ ...use, orderId: effect.orderId, userId: effect.userId, createdAt: new Date(effect.at) });
        }
        break;
      case 'releaseVouchers': {
        const released = await tx.db
          .update(voucherUses)
          .set({ releasedAt: new Date(effect.at) })
          .where(and(eq(voucherUses.orderId, effect.orderId), isNull(voucherUses.releasedAt)))
          .returning({ voucherId: voucherUses.voucherId });
        if (released.length === 0) break;
        await tx.db
          .update(vouchers)
          .set({ used: sql`${vouchers.used} - 1` })
          .where(inArray(vouchers.id, released.map((use) => use.voucherId)));
        break;
      }
      case 'insertTransaction':
        await tx.db.insert(transactions).values({ ...effect.transaction, ...transactionSearchColumns(effect.transaction) });
        break;
      case 'setOrderFields': {
        const { set } = effect;
        if (Object.keys(set).length === 0) break;
        [row] = await tx.db
          .update(orders)
          .set({ ...set, history: set.history ? [...set.history] : undefined })
          .where(eq(orders.id, effect.orderId))
          .returning();
        break;
      }
      case 'setTransactionStatus':
        await tx.db
          .update(transactions)
          .set({ status: effect.status })
          .where(effect.transactionId !== undefined ? eq(transactions.id, effect.transactionId) : eq(transactions.orderId, effect.orderId));
        break;
      case 'clearCart':
        await tx.db.delete(cartItems).where(eq(cartItems.userId, effect.userId));
        break;
      case 'setCartLines': {
        // A line is its product and variant ('' for none): kept lines by that pair.
        const kept = effect.items.map((item) => `${item.id}:${item.variantId ?? ''}`);
        const lineKey = sql`${cartItems.productId}::text || ':' || ${cartItems.variantId}`;
        await tx.db
          .delete(cartItems)
          .where(and(eq(cartItems.userId, effect.userId), kept.length > 0 ? notInArray(lineKey, kept) : undefined));
        if (effect.items.length > 0) {
          await tx.db
            .insert(cartItems)
            .values(effect.items.map((item) => ({ userId: effect.userId, productId: item.id, variantId: item.variantId ?? '', quantity: item.quantity })))
            .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId, cartItems.variantId], set: { quantity: sql`excluded.quantity` } });
        }
        break;
      }
      case 'insertProduct':
        await tx.db.insert(products).values({ ...productColumns(effect.product), ...productSearchColumns(effect.product) });
        await writeVariants(tx.db, effect.product);
        tx.changed(['products'], { kind: 'public' });
        break;
      case 'updateProduct': {
        const { id, ...fields } = productColumns(effect.product);
        await tx.db
          .update(products)
          .set({ ...fields, ...productSearchColumns(effect.product) })
          .where(eq(products.id, id));
        await writeVariants(tx.db, effect.product);
        tx.changed(['products'], { kind: 'public' });
        const owners = await cartOwnersOf(tx.db, id);
        if (owners.length > 0) tx.changed(['cartItems'], { kind: 'users', userIds: owners });
        break;
      }
      case 'importProducts': {
        const owners = await writeImportedProducts(tx.db, effect.creates, effect.updates);
        tx.changed(['products'], { kind: 'public' });
        if (owners.length > 0) tx.changed(['cartItems'], { kind: 'users', userIds: owners });
        break;
      }
      case 'deleteProduct': {
        const owners = await cartOwnersOf(tx.db, effect.productId);
        await tx.db.delete(products).where(eq(products.id, effect.productId));
        tx.changed(['products'], { kind: 'public' });
        if (owners.length > 0) tx.changed(['cartItems'], { kind: 'users', userIds: owners });
        break;
      }
      case 'insertPartner':
        await tx.db.insert(partners).values(partnerColumns(effect.partner));
        tx.changed(['partners'], { kind: 'public' });
        break;
      case 'updatePartner':
        await tx.db.update(partners).set(partnerColumns(effect.partner)).where(eq(partners.id, effect.partner.id));
        tx.changed(['partners'], { kind: 'public' });
        break;
      case 'saveVoucher': {
        const { used: _used, ...columns } = voucherColumns(effect.voucher);
        // An edit keeps the stored uses: an order may have taken one since the plan was made.
        if (effect.isNew) await tx.db.insert(vouchers).values({ ...columns, used: 0 });
        else await tx.db.update(vouchers).set(columns).where(eq(vouchers.id, effect.voucher.id));
        // Public: the shop shows some vouchers to anyone (`Tampilkan di Toko`), so visitors' lists and kept pages refresh.
        tx.changed(['vouchers'], { kind: 'public' });
        break;
      }
      case 'deleteVoucher':
        await tx.db.delete(vouchers).where(eq(vouchers.id, effect.voucherId));
        tx.changed(['vouchers'], { kind: 'public' });
        break;
      case 'saveReview': {
        const saved = effect.review;
        const values = { ...saved, authorId: saved.authorId ?? null, createdAt: saved.createdAt ?? null, updatedAt: saved.updatedAt ?? null };
        const [stored] =
          effect.replaces !== null
            ? await tx.db.update(reviews).set(values).where(eq(reviews.id, effect.replaces)).returning()
            : // The unique index (product, author) settles a race of two first reviews: the later edits.
              await tx.db
                .insert(reviews)
                .values(values)
                .onConflictDoUpdate({
                  target: [reviews.productId, reviews.authorId],
                  set: { author: values.author, rating: values.rating, text: values.text, updatedAt: values.createdAt },
                })
                .returning();
        review = toReview(stored!);
        tx.changed(['reviews'], { kind: 'public' });
        break;
      }
      case 'writeSettings':
        for (const [key, value] of effect.writes) await writeSetting(tx, key, value as never);
        break;
      case 'insertAccount': {
        const { account, passwordHash } = effect;
        await tx.db.insert(users).values({
          id: account.id,
          username: account.username,
          email: account.email,
          role: account.role,
          profileImage: account.profileImage,
          createdAt: account.createdAt ? new Date(account.createdAt) : null,
          // A browser-mode PBKDF2 record is kept as its JSON (the column's format).
          passwordHash: typeof passwordHash === 'string' ? passwordHash : JSON.stringify(passwordHash),
        });
        tx.changed(['users'], { kind: 'admin' });
        break;
      }
      case 'setRole':
        await tx.db.update(users).set({ role: effect.role }).where(eq(users.id, effect.userId));
        // A new admin has seen the orders so far: their bell lights at the next order (the flag
        // is derived from the orders, ./settings.ts `hasNewOrders`).
        if (effect.role === 'admin' && effect.from !== 'admin') await markOrdersSeen(tx.db, [effect.userId]);
        // The account's own devices learn their new role; the admins see every change anyway.
        tx.changed(['users', 'currentUser'], { kind: 'users', userIds: [effect.userId] });
        break;
      case 'setAddresses': {
        const { userId } = effect;
        const ids = effect.addresses.map((address) => address.id);
        await tx.db
          .delete(addresses)
          .where(and(eq(addresses.userId, userId), ids.length > 0 ? notInArray(addresses.id, ids) : undefined));
        if (ids.length > 0) {
          await tx.db
            .insert(addresses)
            .values(effect.addresses.map((address) => ({ ...address, userId })))
            .onConflictDoUpdate({
              target: addresses.id,
              set: {
                label: sql`excluded.label`,
                recipientName: sql`excluded.recipient_name`,
                phone: sql`excluded.phone`,
                fullAddress: sql`excluded.full_address`,
                postalCode: sql`excluded.postal_code`,
                isDefault: sql`excluded.is_default`,
              },
              // Ids are the server's own; an id of another account's address is never taken over.
              setWhere: eq(addresses.userId, userId),
            });
        }
        tx.changed(['users', 'currentUser'], { kind: 'users', userIds: [userId] });
        break;
      }
      case 'appendChatMessage': {
        const { message } = effect;
        const [inserted] = await tx.db
          .insert(chatMessages)
          .values({
            ...message,
            buyerId: effect.buyerId,
            buyer: effect.buyerName,
            senderName: message.senderName ?? null,
            product: message.product ?? null,
          })
          .returning({ seq: chatMessages.seq });
        const counters = { buyerCount: effect.counter.buyer, adminCount: effect.counter.admin, lastSeq: inserted!.seq };
        await tx.db
          .insert(unreadCounts)
          .values({ buyerId: effect.buyerId, ...counters })
          .onConflictDoUpdate({ target: unreadCounts.buyerId, set: counters });
        break;
      }
      case 'notifyNewOrder':
        // Nothing to write: the admins' notification is derived (`hasNewOrders`), only announced.
        break;
      case 'log':
        await ctx.log(tx, actor, effect.entry.type, effect.entry.description, effect.entry.details);
        break;
      case 'queueOrderEmails': {
        const order = effectsOfKind(plan.effects, 'insertOrder').find((insert) => insert.order.id === effect.orderId)?.order ?? plan.order;
        if (!order) throw new Error(`No order ${effect.orderId} to queue e-mails of`);
        const rows = outboxRowsFor(order, await readSetting(tx.db, 'adminEmail'), await verifiedEmailOf(tx.db, order.userId), ctx.now());
        if (rows.length > 0) await tx.db.insert(emailOutbox).values(rows);
        emails += rows.length;
        break;
      }
      default: {
        // A new effect kind fails the build here until this mode writes it.
        const unwritten: never = effect;
        throw new Error(`Unwritten effect: ${JSON.stringify(unwritten)}`);
      }
    }
  }
  // The plan's pushes, in its own transaction: they exist exactly when what they tell of does.
  await queuePushes(tx.db, pushesFor(plan.effects, plan.order, actor.role), ctx.now());
  announceEffects(tx, plan);
  return { ...(row ? { row } : {}), ...(review ? { review } : {}), emails };
}

/**
 * Announces what `plan`'s effects changed, once it commits: stock moved → `stock` to everyone
 * (not `products`: no catalogue edit) with the products' ids; the order, its transactions and the
 * cart it clears → their buyer (`plan.order.userId`) and the admins, or the admins only for an
 * order without owner; `notifyNewOrder` → the admins' new-order notification; `setCartLines` →
 * `cartItems` to that account's own devices; a voucher's use taken or given back → `vouchers` and
 * `voucherUses` to the admins; `appendChatMessage` → the thread's messages and
 * counters to its buyer and the admins. The log entries announce themselves (`ctx.log`,
 * `ctx.logEntry`); the other kinds announce as they write ({@link applyEffects}).
 */
export function announceEffects(tx: Pick<Tx, 'changed'>, plan: ServerPlan): void {
  const kinds = new Set(plan.effects.map((effect) => effect.kind));
  if (kinds.has('notifyNewOrder')) announceNewOrder(tx);
  const moved = plan.effects.flatMap((effect) =>
    effect.kind === 'takeStock' || effect.kind === 'returnStock' ? effect.lines.map((line) => line.productId) : [],
  );
  if (moved.length > 0) tx.changed(['stock'], { kind: 'public' }, [...new Set(moved)]);
  if (kinds.has('redeemVouchers') || kinds.has('releaseVouchers')) tx.changed(['vouchers', 'voucherUses'], { kind: 'admin' });
  const keys = [
    ...(kinds.has('insertOrder') || kinds.has('setOrderFields') ? (['orders'] as const) : []),
    ...(kinds.has('insertTransaction') || kinds.has('setTransactionStatus') ? (['transactions'] as const) : []),
    ...(kinds.has('clearCart') ? (['cartItems'] as const) : []),
  ];
  const owner = plan.order?.userId;
  if (keys.length > 0) tx.changed(keys, owner ? { kind: 'users', userIds: [owner] } : { kind: 'admin' });
  const carts = [...new Set(effectsOfKind(plan.effects, 'setCartLines').map((effect) => effect.userId))];
  if (carts.length > 0) tx.changed(['cartItems'], { kind: 'users', userIds: carts });
  const threads = [...new Set(effectsOfKind(plan.effects, 'appendChatMessage').map((effect) => effect.buyerId))];
  if (threads.length > 0) tx.changed(['allChatMessages', 'allUnreadCounts'], { kind: 'users', userIds: threads });
}
