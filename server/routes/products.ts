/**
 * Products (`docs/api.md` "Catalogue" and "Back office"): the catalogue's reads for anyone
 * (`/api/products*`, `/api/categories`) and the admin's changes (`/api/admin/products*`). Thin:
 * the admin's role is checked before the body is read (401 signed out, 403 buyer), bodies are
 * checked with strict schemas (no coercion: a text price is 400), the product service applies
 * the rules.
 */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import type { ProductStockFilter } from '@/domain/back-office/lists';
import { PRODUCT_STATUSES, type ProductStatus } from '@/domain/core/vocabulary';
import { MAX_PRODUCT_IDS, type ProductSort } from '@/domain/catalog/query';
import { adminMessages } from '@/shared/messages-admin';
import { messages, serverMessages } from '@/shared/messages';
import { shippingMessages } from '@/shared/messages-shipping';
import { NotFoundError, ValidationError } from '@/domain/core/errors';
import type { AppEnv } from '../http/env';
import { adminBody, requireAdmin } from './admin-role';
import { numericId } from './params';
import { listQuerySchema, pageQueryFields, parseQuery, singleQuery } from './query';
import { readBody } from './request';

/**
 * `GET /api/products/search`: each parameter at most once, no other parameter. The sort is
 * checked by the service (an unknown one answers its own message).
 */
const searchQuerySchema = listQuerySchema('category', 'q', 'sort', 'minPrice', 'maxPrice');

/** `GET /api/products/suggest`: `q` once, nothing else. */
const suggestQuerySchema = z.object({ q: z.string() }).strict();

/** A `minPrice` or `maxPrice` parameter: a whole number of Rupiah (digits only), else 400 'Rentang harga tidak valid.'. */
function priceParameter(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ValidationError(messages.catalog.priceRangeInvalid);
  return Number(value);
}

/** `GET /api/products/admin-search` (docs/api.md "Back-office lists"). */
const adminSearchQuerySchema = listQuerySchema('q', 'stock', 'status');

/** `GET /api/products` without `ids`: `page` and `pageSize` only (docs/api.md "Catalogue"). */
const productPageQuerySchema = z.object(pageQueryFields).strict();

/** `GET /api/products?ids=`: product ids separated by commas, at most {@link MAX_PRODUCT_IDS}. */
const idsSchema = z
  .string()
  .regex(/^(\d{1,16}(,\d{1,16})*)?$/)
  .transform((value) => (value ? value.split(',').map(Number) : []))
  .refine((ids) => ids.length <= MAX_PRODUCT_IDS);

const productField = z.string({ error: adminMessages.productRequired });

/** `POST /api/admin/products`, `PUT /api/admin/products/:id`: `ProductInput` (image as a URL). */
const productBodySchema = z
  .object({
    name: productField,
    category: productField,
    price: z.number({ error: adminMessages.priceInvalid }),
    stock: z.number({ error: adminMessages.stockInvalid }),
    weight: z.number({ error: shippingMessages.weightInvalid }).optional(),
    location: productField,
    partnerId: productField,
    image: productField,
    // The photo gallery in order (src/domain/catalog/gallery.ts); absent: it follows `image`.
    images: z.array(productField, { error: adminMessages.productRequired }).optional(),
    description: z.string({ error: messages.checkout.fieldTooLong }).optional(),
    // Absent: `active` on a new product, unchanged on an edit.
    status: z.enum(PRODUCT_STATUSES, { error: adminMessages.productRequired }).optional(),
    // `Harga Promo` (a whole number, or null: none) and its period (ISO instants or WIB
    // `datetime-local` texts, '' or null: open); absent: no promo (src/domain/catalog/promo.ts).
    promoPrice: z.union([z.number(), z.null()], { error: adminMessages.promoPriceInvalid }).optional(),
    promoStart: z.union([z.string(), z.null()], { error: adminMessages.promoDateInvalid }).optional(),
    promoEnd: z.union([z.string(), z.null()], { error: adminMessages.promoDateInvalid }).optional(),
    // `Variasi` (src/domain/catalog/variants.ts); absent: none on a new product, unchanged on an edit.
    variations: z.array(z.object({ name: z.string(), options: z.array(z.string()) }).strict()).optional(),
    variants: z
      .array(
        z
          .object({
            id: z.string(),
            options: z.array(z.string()),
            price: z.number({ error: adminMessages.priceInvalid }),
            stock: z.number({ error: adminMessages.stockInvalid }),
            weight: z.number({ error: shippingMessages.weightInvalid }),
            sku: z.string(),
            image: z.string(),
            // The combination's `Harga Promo` (null or absent: none), in the product's window.
            promoPrice: z.union([z.number(), z.null()], { error: adminMessages.promoPriceInvalid }).optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** Routes of `/api/products*`, `/api/categories` and `/api/admin/products*`. */
export function productRoutes() {
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const products = c.get('services').products;
      // Without ids a page of the stored order, never the whole catalogue (at most 100 products).
      if (c.req.query('ids') === undefined) return c.json(await products.listPage(parseQuery(c, productPageQuerySchema, messages.catalog.pageInvalid)));
      const { ids, ...rest } = singleQuery(c);
      const parsed = idsSchema.safeParse(ids);
      if (!parsed.success || Object.keys(rest).length > 0) throw new ValidationError(serverMessages.requestInvalid);
      return c.json(await products.getMany(parsed.data));
    })
    .get('/products/search', async (c) => {
      const { sort, minPrice, maxPrice, ...query } = parseQuery(c, searchQuerySchema, messages.catalog.pageInvalid);
      const services = c.get('services');
      const prices = { minPrice: priceParameter(minPrice), maxPrice: priceParameter(maxPrice) };
      const page = await services.products.search({ ...query, ...prices, sort: sort as ProductSort | undefined });
      // Whether the instance's search cache answered (docs/api.md "Catalogue search"; the load scenario reads it).
      if (services.ctx.cacheUse.search) c.header('X-Cache', services.ctx.cacheUse.search);
      return c.json(page);
    })
    // Before `/products/:id`, which would take `suggest` for an id.
    .get('/products/suggest', async (c) => {
      const { q } = parseQuery(c, suggestQuerySchema, messages.catalog.searchInvalid);
      return c.json(await c.get('services').products.suggest(q));
    })
    // Before `/products/:id`, which would take `admin-search` for an id.
    .get('/products/admin-search', async (c) => {
      // The role before the query, as every admin-only list (docs/api.md "Back-office lists").
      requireAdmin(c);
      // The stock and status filters are checked by the service (an unknown one answers its own message).
      const { stock, status, ...query } = parseQuery(c, adminSearchQuerySchema, messages.lists.pageInvalid);
      return c.json(
        await c.get('services').products.searchAdmin({
          ...query,
          stock: stock as ProductStockFilter | undefined,
          status: status as ProductStatus | undefined,
        }),
      );
    })
    .get('/categories', async (c) => c.json(await c.get('services').products.listCategories()))
    .get('/products/:id', async (c) => {
      const product = await c.get('services').products.get(numericId(c.req.param('id'), messages.catalog.productNotFound));
      if (!product) throw new NotFoundError(messages.catalog.productNotFound);
      return c.json(product);
    })
    // Units sold (`Terjual N`): 0 for a whole id no product has; a malformed id is 404 as above.
    .get('/products/:id/sold', async (c) =>
      c.json({ unitsSold: await c.get('services').products.unitsSold(numericId(c.req.param('id'), messages.catalog.productNotFound)) }),
    )
    .post('/admin/products', async (c) => {
      const body = await adminBody(c, productBodySchema);
      return c.json(await c.get('services').products.save(body), 201);
    })
    .put('/admin/products/:id', async (c) => {
      requireAdmin(c);
      const id = numericId(c.req.param('id'), messages.catalog.productNotFound);
      const body = await readBody(c, productBodySchema, serverMessages.requestInvalid);
      return c.json(await c.get('services').products.save(body, id));
    })
    // `Impor Produk` (docs/api.md "Product import and export"): the CSV file as the body, `dryRun=1` the preview.
    .post('/admin/products/import', async (c) => {
      requireAdmin(c);
      const { dryRun, ...rest } = singleQuery(c);
      const csvType = /^text\/csv\b/i.test(c.req.header('content-type') ?? '');
      if (Object.keys(rest).length > 0 || (dryRun !== undefined && dryRun !== '1') || !csvType) throw new ValidationError(serverMessages.requestInvalid);
      const csv = await c.req.text();
      return c.json(await c.get('services').products.importCsv(csv, { dryRun: dryRun === '1' }));
    })
    // `Ekspor Produk`: every product in stored order, streamed a page at a time.
    .get('/admin/products/export', (c) => {
      requireAdmin(c);
      if (Object.keys(singleQuery(c)).length > 0) throw new ValidationError(serverMessages.requestInvalid);
      const parts = c.get('services').products.exportChunks();
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="produk-seulanga.csv"');
      return stream(c, async (out) => {
        for await (const part of parts) await out.write(part);
      });
    })
    .delete('/admin/products/:id', async (c) => {
      requireAdmin(c);
      await c
        .get('services')
        .products.remove(numericId(c.req.param('id'), messages.catalog.productNotFound));
      return c.body(null, 204);
    });
}
