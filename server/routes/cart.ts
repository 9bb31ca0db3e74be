/**
 * The buyer's cart (`docs/api.md`): read by anyone (`[]` for visitors and admins), changed by
 * buyers. Thin: the product id comes from the path (not a whole number: 404), bodies are checked
 * with strict schemas (a fractional or text quantity: 400), the cart service applies the rules.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import type { AppEnv } from '../http/env';
import { numericId } from './params';
import { readBody, servicesFor } from './request';

/**
 * `POST /api/cart/items`: the product and the units to add (1 when left out; the cart decision
 * refuses a quantity that is no whole number from 1 to 999 with its own message).
 */
const addBodySchema = z.object({ productId: z.number().int().nonnegative(), quantity: z.number().optional() }).strict();
/** `PUT /api/cart/items/:productId`: the new whole quantity (0 or less removes the line). */
const quantityBodySchema = z.object({ quantity: z.number().int() }).strict();

/** Routes of `/api/cart*`. */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .get('/cart', async (c) => c.json(await c.get('services').cart.list()))
    .post('/cart/items', async (c) => {
      const services = servicesFor(c, 'buyer');
      const { productId, quantity } = await readBody(c, addBodySchema);
      return c.json(await services.cart.add(productId, quantity));
    })
    .put('/cart/items/:productId', async (c) => {
      const services = servicesFor(c, 'buyer');
      const productId = numericId(c.req.param('productId'), messages.catalog.productNotFound);
      const { quantity } = await readBody(c, quantityBodySchema);
      return c.json(await services.cart.setQuantity(productId, quantity));
    })
    .delete('/cart/items/:productId', async (c) => {
      const services = servicesFor(c, 'buyer');
      const productId = numericId(c.req.param('productId'), messages.catalog.productNotFound);
      return c.json(await services.cart.remove(productId));
    })
    .delete('/cart', async (c) => {
      await c.get('services').cart.clear();
      return c.body(null, 204);
    });
}
