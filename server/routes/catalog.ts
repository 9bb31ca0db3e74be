/** Catalogue, categories, partners and reviews (`docs/api.md`). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { MAX_PRODUCT_IDS, type ProductSort } from '@/domain/catalog';
import { messages, serverMessages } from '@/domain/messages';
import { NotFoundError, ValidationError } from '@/data/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { numericId } from './params';

/** The review body: the product comes from the path. */
const reviewBodySchema = z.object({ rating: z.unknown(), text: z.unknown() }).strict();

/** A whole number in a query string (a sign, then at most 20 digits); the service clamps it. */
const wholeNumber = z
  .string()
  .regex(/^-?\d{1,20}$/)
  .transform(Number);

/**
 * `GET /api/products/search`: each parameter at most once, no other parameter. The sort is
 * checked by the service (an unknown one answers its own message).
 */
const searchQuerySchema = z
  .object({
    category: z.string().optional(),
    q: z.string().optional(),
    sort: z.string().optional(),
    page: wholeNumber.optional(),
    pageSize: wholeNumber.optional(),
  })
  .strict();

/** `GET /api/products?ids=`: product ids separated by commas, at most {@link MAX_PRODUCT_IDS}. */
const idsSchema = z
  .string()
  .regex(/^(\d{1,16}(,\d{1,16})*)?$/)
  .transform((value) => (value ? value.split(',').map(Number) : []))
  .refine((ids) => ids.length <= MAX_PRODUCT_IDS);

/**
 * The query parameters of a request, each given at most once.
 * @throws ValidationError 'Data permintaan tidak sesuai format.' when one is repeated.
 */
function singleQuery(c: Context<AppEnv>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length !== 1) throw new ValidationError(serverMessages.requestInvalid);
    result[key] = values[0]!;
  }
  return result;
}

/** A failed search query: the page message for a bad page or page size, else the format message. */
function queryError(error: z.ZodError): ValidationError {
  const page = error.issues.some((issue) => issue.path[0] === 'page' || issue.path[0] === 'pageSize');
  return new ValidationError(page ? messages.catalog.pageInvalid : serverMessages.requestInvalid);
}

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
      const parsed = searchQuerySchema.safeParse(singleQuery(c));
      if (!parsed.success) throw queryError(parsed.error);
      const { sort, ...query } = parsed.data;
      return c.json(await c.get('services').catalog.search({ ...query, sort: sort as ProductSort | undefined }));
    })
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
      const services = c.get('services');
      services.ctx.requireRole('buyer');
      const productId = numericId(c.req.param('id'), messages.catalog.productNotFound);
      const body = reviewBodySchema.safeParse(await readJson(c));
      if (!body.success) throw new ValidationError(messages.review.required);
      const review = await services.reviews.add({ productId, ...(body.data as { rating: number; text: string }) });
      return c.json(review, 201);
    });
}
