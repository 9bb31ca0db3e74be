/**
 * The buyer's cart on the server (spec section 4; `docs/api.md` "/api/cart"): in server mode the
 * cart belongs to the account (table `cart_items`), so it follows the buyer from device to device.
 * Each change is decided once for both modes (`src/domain/cart-changes.ts`) and logged as
 * `addToCart`.
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { cartChangeProductId, decideCartChange, type CartChange } from '@/domain/cart-changes';
import { planOrThrow } from '@/domain/decision';
import type { CartItem } from '@/domain/schemas';
import type { CartRepository } from '@/data/ports';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { cartItems, products, users } from '../db/schema';
import { allAtOnce, fromJson, queryRows, rowJson } from '../db/statements';
import type { ServiceContext, Tx } from './context';
import { settingsOf, storedSettingsJson } from './settings';

/**
 * A buyer's cart lines as one JSON value (SQL, for a statement that reads more; {@link cartFrom}
 * reads it): each line's product row and quantity, in the order the lines were added.
 * @param userId - the buyer's account id.
 */
export function cartJson(userId: string): SQL {
  const line = sql`json_build_object('product', ${rowJson(products)}, 'quantity', ${cartItems.quantity})`;
  return sql`(select coalesce(json_agg(${line} order by ${cartItems.seq}), '[]'::json) from ${cartItems} inner join ${products} on ${products.id} = ${cartItems.productId} where ${cartItems.userId} = ${userId})`;
}

/** The cart lines of a {@link cartJson} value: each the product's current fields (name, price in Rupiah, stock) and its quantity. */
export function cartFrom(value: unknown): CartItem[] {
  return fromJson<Array<{ product: typeof products.$inferSelect; quantity: number }>>(value).map((line) => ({
    ...toProduct(line.product),
    quantity: line.quantity,
  }));
}

/**
 * A buyer's cart lines in the order they were added: each line carries the product's current
 * fields (name, price in Rupiah, stock) and its quantity.
 * @param userId - the buyer's account id.
 */
export async function readCart(db: Executor, userId: string): Promise<CartItem[]> {
  const [row] = await queryRows<{ cart: unknown }>(db, sql`select ${cartJson(userId)} as cart`);
  return cartFrom(row?.cart);
}

/**
 * Locks the buyer's account row for the rest of `tx`, so two changes to one cart (two tabs, two
 * devices, or a checkout from the stored cart) run one after the other instead of both reading the
 * old lines. Lock order everywhere: the account row first, then product rows. What the change
 * decides on is read by a later statement, whose snapshot is taken once the lock is held.
 * @param userId - the buyer's account id.
 */
export async function lockCart(tx: Tx, userId: string): Promise<void> {
  await tx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The writes that turn the cart `previous` into `next` (none when nothing changed): removed lines
 * deleted in one statement, changed and new lines upserted in another (new lines are appended:
 * the cart's order is the order lines were added). Not yet run: sent with the log entry as one
 * statement ({@link allAtOnce}).
 */
export function cartWrites(
  tx: Tx,
  userId: string,
  previous: readonly CartItem[],
  next: readonly CartItem[],
): Record<string, SQLWrapper> {
  const before = new Map(previous.map((item) => [item.id, item.quantity]));
  const after = new Set(next.map((item) => item.id));
  const removed = previous.filter((item) => !after.has(item.id)).map((item) => item.id);
  const changed = next.filter((item) => before.get(item.id) !== item.quantity);
  const writes: Record<string, SQLWrapper> = {};
  if (removed.length > 0) {
    writes.removed = tx.db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, removed)));
  }
  if (changed.length > 0) {
    writes.changed = tx.db
      .insert(cartItems)
      .values(changed.map((item) => ({ userId, productId: item.id, quantity: item.quantity })))
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity: sql`excluded.quantity` } });
  }
  return writes;
}

/**
 * The cart service of one request (implements the port's {@link CartRepository}).
 * Reads: the signed-in buyer's lines, `[]` for visitors and admins. Changes: buyers only
 * (PermissionError otherwise: 401 signed out, 403 admin), each in one transaction that locks the
 * cart, loads the lines, the product and the store's `maxPerProduct` in one statement, lets
 * `decideCartChange` (src/domain/cart-changes.ts) decide, writes the new lines and logs `addToCart`
 * in one more, and announces `cartItems` to the buyer's own devices.
 */
export function createCartService(ctx: ServiceContext): CartRepository {
  const { db } = ctx;

  /**
   * Applies a cart change of the signed-in buyer.
   * @throws PermissionError without a buyer; the decision's refusal (NotFoundError 'Produk tidak
   * ditemukan.' for adding a missing product, InsufficientStockError above the stock).
   */
  async function change(request: CartChange): Promise<CartItem[]> {
    const user = ctx.requireRole('buyer');
    return ctx.transact(async (tx) => {
      await lockCart(tx, user.id);
      // Everything the decision needs, in one statement once the account is locked (issue 22).
      const productId = cartChangeProductId(request);
      const product = productId === null ? sql`null::json` : sql`(select ${rowJson(products)} from ${products} where ${products.id} = ${productId})`;
      const [facts] = await queryRows<{ cart: unknown; product: unknown; settings: unknown }>(
        tx.db,
        sql`select ${cartJson(user.id)} as cart, ${product} as product, ${storedSettingsJson(['maxPerProduct'])} as settings`,
      );
      const current = cartFrom(facts?.cart);
      const row = fromJson<typeof products.$inferSelect | null>(facts?.product ?? null);
      const { maxPerProduct } = settingsOf(['maxPerProduct'], fromJson(facts?.settings ?? {}));
      const plan = planOrThrow(decideCartChange({ current, change: request, product: row ? toProduct(row) : null, maxPerProduct }));
      // The new lines and the log entry in one statement; the answer is the decided cart.
      const log = ctx.logInsert(tx, user, plan.log.type, plan.log.description, plan.log.details);
      await tx.db.execute(allAtOnce({ ...cartWrites(tx, user.id, current, plan.items), log }, sql`select 1`));
      tx.changed(['cartItems'], { kind: 'users', userIds: [user.id] });
      return plan.items;
    });
  }

  return {
    /** The signed-in buyer's cart lines; `[]` for visitors and admins. */
    async list() {
      const user = ctx.actor;
      if (!user || user.role !== 'buyer') return [];
      return readCart(db, user.id);
    },
    add: (productId, quantity) => change({ action: 'add', productId, quantity }),
    setQuantity: (productId, quantity) => change({ action: 'update', productId, quantity }),
    remove: (productId) => change({ action: 'remove', productId }),
    async clear() {
      await change({ action: 'clear' });
    },
  };
}
