/**
 * Product reviews (`docs/api.md` "Reviews"): anyone reads them a page at a time; a signed-in
 * buyer writes one per product (a second one edits it) and reads their own.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import { ValidationError } from '@/domain/core/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { numericId } from './params';
import { pageQueryFields, parseQuery } from './query';
import { servicesFor } from './request';

/** The review body: the product comes from the path. */
const reviewBodySchema = z.object({ rating: z.unknown(), text: z.unknown() }).strict();

/** The query of a page of reviews (docs/api.md "Paging"). */
const reviewPageQuerySchema = z.object({ ...pageQueryFields }).strict();

/** Routes of `/api/products/:id/reviews`. */
export function reviewRoutes() {
  return new Hono<AppEnv>()
    .get('/products/:id/reviews', async (c) => {
      const productId = numericId(c.req.param('id'), messages.catalog.productNotFound);
      const request = parseQuery(c, reviewPageQuerySchema, messages.catalog.pageInvalid);
      return c.json(await c.get('services').reviews.listByProduct(productId, request));
    })
    .get('/products/:id/reviews/mine', async (c) => {
      const services = servicesFor(c, 'buyer');
      return c.json(await services.reviews.own(numericId(c.req.param('id'), messages.catalog.productNotFound)));
    })
    .post('/products/:id/reviews', async (c) => {
      const services = servicesFor(c, 'buyer');
      const productId = numericId(c.req.param('id'), messages.catalog.productNotFound);
      const body = reviewBodySchema.safeParse(await readJson(c));
      if (!body.success) throw new ValidationError(messages.review.required);
      const review = await services.reviews.add({ productId, ...(body.data as { rating: number; text: string }) });
      return c.json(review, 201);
    });
}
