/**
 * The buyer's cart on the server (spec section 4; `docs/api.md` "/api/cart"): in server mode the
 * cart belongs to the account (table `cart_items`), so it follows the buyer from device to device.
 * The cart rules are the domain's (`src/domain/cart.ts`), the same the browser adapter applies;
 * every change is logged as `addToCart`, like the browser adapter does.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { addProduct, removeProduct, setQuantity } from '@/domain/cart';
import { activityMessages, messages } from '@/domain/messages';
import type { CartItem, SessionUser } from '@/domain/schemas';
import { NotFoundError } from '@/data/errors';
import type { CartRepository } from '@/data/ports';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { cartItems, products, users } from '../db/schema';
import type { ServiceContext, Tx } from './context';

/**
 * A buyer's cart lines in the order they were added: each line carries the product's current
 * fields (name, price in Rupiah, stock) and its quantity.
 * @param userId - the buyer's account id.
 */
export async function readCart(db: Executor, userId: string): Promise<CartItem[]> {
  const rows = await db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.seq));
  return rows.map((row) => ({ ...toProduct(row.product), quantity: row.quantity }));
}

/**
 * Locks the buyer's account row for the rest of `tx`, so two changes to one cart (two tabs, two
 * devices, or a checkout from the stored cart) run one after the other instead of both reading the
 * old lines. Lock order everywhere: the account row first, then product rows.
 * @param userId - the buyer's account id.
 */
export async function lockCart(tx: Tx, userId: string): Promise<void> {
  await tx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Writes the cart `next` over `previous` inside `tx`: removed lines are deleted, changed
 * quantities updated, new lines appended (the cart's order is the order lines were added).
 */
async function writeCart(
  tx: Tx,
  userId: string,
  previous: readonly CartItem[],
  next: readonly CartItem[],
): Promise<void> {
  const before = new Map(previous.map((item) => [item.id, item.quantity]));
  const after = new Set(next.map((item) => item.id));
  for (const item of previous) {
    if (!after.has(item.id)) {
      await tx.db
        .delete(cartItems)
        .where(sql`${cartItems.userId} = ${userId} and ${cartItems.productId} = ${item.id}`);
    }
  }
  for (const item of next) {
    const old = before.get(item.id);
    if (old === item.quantity) continue;
    await tx.db
      .insert(cartItems)
      .values({ userId, productId: item.id, quantity: item.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: item.quantity },
      });
  }
}

/**
 * The cart service of one request (implements the port's {@link CartRepository}).
 * Reads: the signed-in buyer's lines, `[]` for visitors and admins. Changes: buyers only
 * (PermissionError otherwise: 401 signed out, 403 admin), each in one transaction that logs
 * `addToCart` and announces `cartItems` to the buyer's own devices.
 */
export function createCartService(ctx: ServiceContext): CartRepository {
  const { db } = ctx;

  /** Runs a cart change of the buyer: locked cart, new lines written, logged and announced. */
  async function change(
    apply: (
      tx: Tx,
      user: SessionUser,
      current: CartItem[],
    ) => Promise<{ items: CartItem[]; description: string; details: Record<string, unknown> }>,
  ): Promise<CartItem[]> {
    const user = ctx.requireRole('buyer');
    return ctx.transact(async (tx) => {
      await lockCart(tx, user.id);
      const current = await readCart(tx.db, user.id);
      const { items, description, details } = await apply(tx, user, current);
      await writeCart(tx, user.id, current, items);
      await ctx.log(tx, user, 'addToCart', description, details);
      tx.changed(['cartItems'], { kind: 'users', userIds: [user.id] });
      return readCart(tx.db, user.id);
    });
  }

  async function productById(tx: Tx, productId: number) {
    if (!Number.isSafeInteger(productId)) return null;
    const [row] = await tx.db.select().from(products).where(eq(products.id, productId));
    return row ? toProduct(row) : null;
  }

  return {
    /** The signed-in buyer's cart lines; `[]` for visitors and admins. */
    async list() {
      const user = ctx.actor;
      if (!user || user.role !== 'buyer') return [];
      return readCart(db, user.id);
    },

    /**
     * Adds one unit of a product.
     * @throws PermissionError without a buyer; NotFoundError 'Produk tidak ditemukan.';
     * InsufficientStockError when the line would exceed the stock.
     */
    add: (productId) =>
      change(async (tx, _user, current) => {
        const product = await productById(tx, productId);
        if (!product) throw new NotFoundError(messages.catalog.productNotFound);
        return {
          items: addProduct(current, product),
          description: activityMessages.cartAdd(product.name),
          details: { action: 'add', productId },
        };
      }),

    /**
     * Sets a line's quantity (0 or less removes it; a product no longer sold is removed).
     * @throws PermissionError without a buyer; InsufficientStockError above the stock.
     */
    setQuantity: (productId, quantity) =>
      change(async (tx, _user, current) => {
        const product = await productById(tx, productId);
        return {
          items: product
            ? setQuantity(current, productId, quantity, product.stock)
            : removeProduct(current, productId),
          description: activityMessages.cartQuantity(String(product?.name ?? productId), quantity),
          details: { action: 'update', productId, quantity },
        };
      }),

    /** Removes a line (an absent line changes nothing). @throws PermissionError without a buyer. */
    remove: (productId) =>
      change(async (_tx, _user, current) => {
        const line = current.find((item) => item.id === productId);
        return {
          items: removeProduct(current, productId),
          description: activityMessages.cartRemove(String(line?.name ?? productId)),
          details: { action: 'remove', productId },
        };
      }),

    /** Empties the cart. @throws PermissionError without a buyer. */
    async clear() {
      await change(async () => ({
        items: [],
        description: activityMessages.cartClear,
        details: { action: 'clear' },
      }));
    },
  };
}
