/**
 * The buyer's cart on the server (spec section 4; `docs/api.md` "/api/cart"): in server mode the
 * cart belongs to the account (table `cart_items`), so it follows the buyer from device to device.
 * Each change is decided once for both modes (`src/domain/cart/changes.ts`) and logged as
 * `addToCart`.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { cartChangeProductId, decideCartChange, type CartChange } from '@/domain/cart/changes';
import { withCurrentProducts } from '@/domain/cart/lines';
import { planOrThrow } from '@/domain/core/decision';
import { effectsOfKind, type EffectPlan, type ShopEffectKind } from '@/domain/core/effects';
import type { CartItem, ProductVariant } from '@/domain/core/records';
import type { CartRepository } from '@/domain/port/port';
import type { Executor } from '../db/client';
import { toProduct, toVariant } from '../db/records';
import { variantsJson } from './product-variants';
import { cartItems, products } from '../db/schema';
import { accountLock } from './account-lock';
import { allAtOnce, builtOnce, fromJson, queryRows, rowJson } from '../db/statements';
import { logInsertPart, type LogValues, type PipelinedTx, type ServiceContext } from './context';
import { announceEffects, type Actor } from './effects';
import { settingsOf, storedSettingsJson } from './settings';

/** A cart line's product as a JSON object, built once (a static fragment). */
const PRODUCT_JSON = rowJson(products);

/**
 * A buyer's cart lines as one JSON value (SQL, for a statement that reads more; {@link cartFrom}
 * reads it): each line's product row and quantity, in the order the lines were added.
 * @param userId - the buyer's account id, or a placeholder (a statement built once).
 */
function cartJson(userId: string | SQLWrapper): SQL {
  const line = sql`json_build_object('product', ${PRODUCT_JSON}, 'variants', ${variantsJson(products.id)}, 'variantId', ${cartItems.variantId}, 'quantity', ${cartItems.quantity})`;
  return sql`(select coalesce(json_agg(${line} order by ${cartItems.seq}), '[]'::json) from ${cartItems} inner join ${products} on ${products.id} = ${cartItems.productId} where ${cartItems.userId} = ${userId})`;
}

/**
 * The cart lines of a {@link cartJson} value: each the product's current fields (name, price in
 * Rupiah, stock) and its quantity — a variant's line with its variant's price, promo price, stock
 * and weight (src/domain/cart/lines.ts `withCurrentProducts`), as the cart shows and the order charges.
 */
function cartFrom(value: unknown): CartItem[] {
  const lines = fromJson<Array<{ product: typeof products.$inferSelect; variants: ProductVariant[]; variantId: string; quantity: number }>>(value);
  const catalogue = lines.map((line) => toProduct(line.product, line.variants.map(toVariant)));
  const items = lines.map((line, i) => ({ ...catalogue[i]!, quantity: line.quantity, ...(line.variantId ? { variantId: line.variantId } : {}) }));
  return withCurrentProducts(items, catalogue);
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

/** The values of {@link writeCartChange}, but the log entry's. */
interface CartWriteValues {
  userId: string;
  /** The product ids of the removed lines, and their variants ('' for none). */
  removed: number[];
  removedVariants: string[];
  /** The product ids of the changed and new lines, in the cart's order, their variants and quantities. */
  changedIds: number[];
  changedVariants: string[];
  changedQuantities: number[];
}

/**
 * The values that turn the cart `previous` into `next` for {@link writeCartChange}: the removed
 * lines, and the changed and new ones (new lines are appended: the cart's order is the order lines
 * were added). Empty lists write nothing.
 */
function cartWriteValues(userId: string, previous: readonly CartItem[], next: readonly CartItem[]): CartWriteValues {
  const key = (item: CartItem) => `${item.id}\u0000${item.variantId ?? ''}`;
  const before = new Map(previous.map((item) => [key(item), item.quantity]));
  const after = new Set(next.map(key));
  const changed = next.filter((item) => before.get(key(item)) !== item.quantity);
  const removed = previous.filter((item) => !after.has(key(item)));
  return {
    userId,
    removed: removed.map((item) => item.id),
    removedVariants: removed.map((item) => item.variantId ?? ''),
    changedIds: changed.map((item) => item.id),
    changedVariants: changed.map((item) => item.variantId ?? ''),
    changedQuantities: changed.map((item) => item.quantity),
  };
}

/**
 * Everything a cart change decides on, in one statement built once: the buyer's
 * lines, the product the change names (none for `null`) and the store's `maxPerProduct`.
 */
const readCartChange = builtOnce<{ userId: string; productId: number | null }>(() => {
  const product = sql`(select ${PRODUCT_JSON} from ${products} where ${products.id} = ${sql.placeholder('productId')}::bigint)`;
  const variants = variantsJson(sql`${sql.placeholder('productId')}::bigint`);
  return sql`select ${cartJson(sql.placeholder('userId'))} as cart, ${product} as product, ${variants} as variants, ${storedSettingsJson(['maxPerProduct'])} as settings`;
});

/**
 * A decided cart change and its log entry in one statement built once (one text
 * whatever the number of lines): removed lines deleted (`= any(array)`), changed and new lines
 * upserted from two arrays (`unnest`, in the cart's order), the log entry inserted.
 */
const writeCartChange = builtOnce<CartWriteValues & LogValues>((db) =>
  allAtOnce(
    {
      removed: db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, sql.placeholder('userId')),
            sql`(${cartItems.productId}, ${cartItems.variantId}) in (select * from unnest(${sql.placeholder('removed')}::bigint[], ${sql.placeholder('removedVariants')}::text[]))`,
          ),
        ),
      changed: sql`insert into ${cartItems} (${sql.identifier(cartItems.userId.name)}, ${sql.identifier(cartItems.productId.name)}, ${sql.identifier(cartItems.variantId.name)}, ${sql.identifier(cartItems.quantity.name)})
        select ${sql.placeholder('userId')}, line.id, line.variant_id, line.quantity
        from unnest(${sql.placeholder('changedIds')}::bigint[], ${sql.placeholder('changedVariants')}::text[], ${sql.placeholder('changedQuantities')}::integer[]) with ordinality as line(id, variant_id, quantity, n)
        order by line.n
        on conflict (${sql.identifier(cartItems.userId.name)}, ${sql.identifier(cartItems.productId.name)}, ${sql.identifier(cartItems.variantId.name)}) do update set ${sql.identifier(cartItems.quantity.name)} = excluded.quantity`,
      log: logInsertPart(db),
    },
    sql`select 1`,
  ),
);

/** The effect kinds {@link writeCartChange} writes. */
const CART_KINDS: ReadonlySet<ShopEffectKind> = new Set(['setCartLines', 'log']);

/**
 * Applies a cart change's plan (src/domain/cart/changes.ts `decideCartChange`) as one statement
 * built once, sent with the transaction's `COMMIT` (docs/decisions/019): `setCartLines` as the
 * difference from `previous` (removed lines deleted, changed and new ones upserted), `log` as
 * `actor`; then announces the changes (`announceEffects`, ./effects.ts: `cartItems` to the
 * account's own devices). The server's plain writer, `applyEffects`, writes the same effects a
 * statement each; this is the cart's hot path.
 * @param plan - one `setCartLines` and one `log`, nothing else.
 * @param previous - the account's lines as the decision read them (under the account's lock).
 * @throws Error for a plan of other effects, or without its lines or its log entry (a
 *   programming error); nothing is written then.
 */
export async function commitCartEffects(
  ctx: ServiceContext,
  tx: PipelinedTx,
  plan: EffectPlan,
  actor: Actor,
  previous: readonly CartItem[],
): Promise<void> {
  const other = plan.effects.find((effect) => !CART_KINDS.has(effect.kind));
  if (other) throw new Error(`A cart change does not write ${other.kind}`);
  const [lines, ...moreLines] = effectsOfKind(plan.effects, 'setCartLines');
  const [log, ...moreLogs] = effectsOfKind(plan.effects, 'log');
  if (!lines || !log || moreLines.length > 0 || moreLogs.length > 0) throw new Error('A cart change writes one setCartLines and one log');
  const { entry } = log;
  const values = ctx.logEntry(tx, actor, entry.type, entry.description, entry.details);
  await tx.commit([writeCartChange.bound(ctx.db, { ...cartWriteValues(lines.userId, previous, lines.items), ...values })]);
  announceEffects(tx, plan);
}

/**
 * The cart service of one request (implements the port's {@link CartRepository}).
 * Reads: the signed-in buyer's lines, `[]` for visitors and admins. Changes: buyers only
 * (PermissionError otherwise: 401 signed out, 403 admin), each in one transaction of two round
 * trips (docs/decisions/019): `BEGIN`, the account's lock and one statement loading the lines, the
 * product and the store's `maxPerProduct`; then, once `decideCartChange`
 * (src/domain/cart/changes.ts) has decided, its plan's effects compiled into one statement writing
 * the new lines and logging `addToCart`, with the `COMMIT` ({@link commitCartEffects}). Announces
 * `cartItems` to the buyer's own devices.
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
    return ctx.transactPipelined(async (tx) => {
      // BEGIN, the account's lock and everything the decision needs in one round trip: the read
      // runs once the lock is held (docs/decisions/019).
      const [, read] = await tx.send([
        accountLock(db, user.id),
        readCartChange.bound(db, { userId: user.id, productId: cartChangeProductId(request) }),
      ]);
      const facts = read?.[0];
      const current = cartFrom(facts?.cart);
      const row = fromJson<typeof products.$inferSelect | null>(facts?.product ?? null);
      const { maxPerProduct } = settingsOf(['maxPerProduct'], fromJson(facts?.settings ?? {}));
      const plan = planOrThrow(
        decideCartChange({
          userId: user.id,
          current,
          change: request,
          product: row ? toProduct(row, fromJson<ProductVariant[]>(facts?.variants ?? []).map(toVariant)) : null,
          maxPerProduct,
        }),
      );
      // The plan's effects (the new lines, the log entry) in one statement, sent with the COMMIT;
      // the answer is the decided cart.
      await commitCartEffects(ctx, tx, plan, user, current);
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
    add: (productId, quantity, variantId) => change({ action: 'add', productId, quantity, variantId }),
    setQuantity: (productId, quantity, variantId) => change({ action: 'update', productId, quantity, variantId }),
    remove: (productId, variantId) => change({ action: 'remove', productId, variantId }),
    async clear() {
      await change({ action: 'clear' });
    },
  };
}
