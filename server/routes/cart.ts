/**
 * The buyer's cart (`docs/api.md`): read by anyone (`[]` for visitors and admins), changed by
 * buyers. Thin: the product id comes from the path (not a whole number: 404), bodies are checked
 * with strict schemas (a fractional or text quantity: 400), the cart service applies the rules.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import { ValidationError } from '@/domain/core/errors';
import type { AppEnv } from '../http/env';
import { numericId } from './params';
import { readBody, servicesFor } from './request';

/** A variant's id (`Variasi`; src/domain/catalog/variants.ts): short text. */
const variantIdSchema = z.string().max(40);

/**
 * `POST /api/cart/items`: the product and the units to add (1 when left out; the cart decision
 * refuses a quantity that is no whole number from 1 to 999 with its own message).
 */
const addBodySchema = z
  .object({ productId: z.number().int().nonnegative(), quantity: z.number().optional(), variantId: variantIdSchema.optional() })
  .strict();
/** `PUT /api/cart/items/:productId`: the new whole quantity (0 or less removes the line), of the line of `variantId`. */
const quantityBodySchema = z.object({ quantity: z.number().int(), variantId: variantIdSchema.optional() }).strict();

/** Routes of `/api/cart*`. */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .get('/cart', async (c) => c.json(await c.get('services').cart.list()))
    .post('/cart/items', async (c) => {
      const services = servicesFor(c, 'buyer');
      const { productId, quantity, variantId } = await readBody(c, addBodySchema);
      return c.json(await services.cart.add(productId, quantity, variantId));
    })
    .put('/cart/items/:productId', async (c) => {
      const services = servicesFor(c, 'buyer');
      const productId = numericId(c.req.param('productId'), messages.catalog.productNotFound);
      const { quantity, variantId } = await readBody(c, quantityBodySchema);
      return c.json(await services.cart.setQuantity(productId, quantity, variantId));
    })
    .delete('/cart/items/:productId', async (c) => {
      const services = servicesFor(c, 'buyer');
      const productId = numericId(c.req.param('productId'), messages.catalog.productNotFound);
      const variantId = c.req.query('variantId');
      if (variantId !== undefined && variantId.length > 40) throw new ValidationError(messages.catalog.productNotFound);
      return c.json(await services.cart.remove(productId, variantId || undefined));
    })
    .delete('/cart', async (c) => {
      await c.get('services').cart.clear();
      return c.body(null, 204);
    });
}
