/** Product reviews (`docs/api.md` "Reviews"): anyone reads, a signed-in buyer writes. */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/domain/messages';
import { ValidationError } from '@/data/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { numericId } from './params';
import { servicesFor } from './request';

/** The review body: the product comes from the path. */
const reviewBodySchema = z.object({ rating: z.unknown(), text: z.unknown() }).strict();

/** Routes of `/api/products/:id/reviews`. */
export function reviewRoutes() {
  return new Hono<AppEnv>()
    .get('/products/:id/reviews', async (c) =>
      c.json(await c.get('services').reviews.listByProduct(numericId(c.req.param('id'), messages.catalog.productNotFound))),
    )
    .post('/products/:id/reviews', async (c) => {
      const services = servicesFor(c, 'buyer');
      const productId = numericId(c.req.param('id'), messages.catalog.productNotFound);
      const body = reviewBodySchema.safeParse(await readJson(c));
      if (!body.success) throw new ValidationError(messages.review.required);
      const review = await services.reviews.add({ productId, ...(body.data as { rating: number; text: string }) });
      return c.json(review, 201);
    });
}
