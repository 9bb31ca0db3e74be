/**
 * The buyer's cart on the server (spec section 4; `docs/api.md` "/api/cart"): in server mode the
 * cart belongs to the account (table `cart_items`), so it follows the buyer from device to device.
 * Each change is decided once for both modes (`src/domain/cart-changes.ts`) and logged as
 * `addToCart`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { cartChangeProductId, decideCartChange, type CartChange } from '@/domain/cart-changes';
import { planOrThrow } from '@/domain/decision';
import type { CartItem } from '@/domain/schemas';
import type { CartRepository } from '@/data/ports';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { cartItems, products, users } from '../db/schema';
import type { ServiceContext, Tx } from './context';
import { readSetting } from './settings';

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
 * (PermissionError otherwise: 401 signed out, 403 admin), each in one transaction that locks the
 * cart, loads the lines and the product, lets `decideCartChange` (src/domain/cart-changes.ts)
 * decide, writes the new lines, logs `addToCart` and announces `cartItems` to the buyer's own
 * devices.
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
      const current = await readCart(tx.db, user.id);
      const productId = cartChangeProductId(request);
      const [row] =
        productId === null ? [] : await tx.db.select().from(products).where(eq(products.id, productId));
      const maxPerProduct = await readSetting(tx.db, 'maxPerProduct');
      const plan = planOrThrow(
        decideCartChange({ current, change: request, product: row ? toProduct(row) : null, maxPerProduct }),
      );
      await writeCart(tx, user.id, current, plan.items);
      await ctx.log(tx, user, plan.log.type, plan.log.description, plan.log.details);
      tx.changed(['cartItems'], { kind: 'users', userIds: [user.id] });
      return readCart(tx.db, user.id);
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
