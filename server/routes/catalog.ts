/** Catalogue, categories, partners and reviews (`docs/api.md`). */
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_PRODUCT_IDS, type ProductSort } from '@/domain/catalog';
import { messages, serverMessages } from '@/domain/messages';
import { NotFoundError, ValidationError } from '@/data/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { numericId } from './params';
import { pageQueryFields, parseQuery, singleQuery } from './query';
import { servicesFor } from './request';

/** The review body: the product comes from the path. */
const reviewBodySchema = z.object({ rating: z.unknown(), text: z.unknown() }).strict();

/**
 * `GET /api/products/search`: each parameter at most once, no other parameter. The sort is
 * checked by the service (an unknown one answers its own message).
 */
const searchQuerySchema = z
  .object({
    category: z.string().optional(),
    q: z.string().optional(),
    sort: z.string().optional(),
    ...pageQueryFields,
  })
  .strict();

/** `GET /api/products/admin-search` (docs/api.md "Back-office lists"). */
const adminSearchQuerySchema = z.object({ q: z.string().optional(), ...pageQueryFields }).strict();

/** `GET /api/products?ids=`: product ids separated by commas, at most {@link MAX_PRODUCT_IDS}. */
const idsSchema = z
  .string()
  .regex(/^(\d{1,16}(,\d{1,16})*)?$/)
  .transform((value) => (value ? value.split(',').map(Number) : []))
  .refine((ids) => ids.length <= MAX_PRODUCT_IDS);

/** Routes of `/api/products*`, `/api/categories` and `/api/partners`. */
export function catalogRoutes() {
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const catalog = c.get('services').catalog;
      if (c.req.query('ids') === undefined) return c.json(await catalog.listProducts());
      const { ids, ...rest } = singleQuery(c);
      const parsed = idsSchema.safeParse(ids);
      if (!parsed.success || Object.keys(rest).length > 0) throw new ValidationError(serverMessages.requestInvalid);
      return c.json(await catalog.getProducts(parsed.data));
    })
    .get('/products/search', async (c) => {
      const { sort, ...query } = parseQuery(c, searchQuerySchema, messages.catalog.pageInvalid);
      return c.json(await c.get('services').catalog.search({ ...query, sort: sort as ProductSort | undefined }));
    })
    // Before `/products/:id`, which would take `admin-search` for an id.
    .get('/products/admin-search', async (c) =>
      c.json(await c.get('services').catalog.searchAdmin(parseQuery(c, adminSearchQuerySchema, messages.lists.pageInvalid))),
    )
    .get('/categories', async (c) => c.json(await c.get('services').catalog.listCategories()))
    .get('/products/:id', async (c) => {
      const product = await c.get('services').catalog.getProduct(numericId(c.req.param('id'), messages.catalog.productNotFound));
      if (!product) throw new NotFoundError(messages.catalog.productNotFound);
      return c.json(product);
    })
    .get('/partners', async (c) => c.json(await c.get('services').catalog.listPartners()))
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
