/**
 * Orders and transactions (`docs/api.md`): the buyer's orders, checkout, payment confirmation,
 * and the admin's order list, order search, order update and transaction list and search. Thin:
 * bodies and queries are checked with strict schemas (unknown fields, wrong types and fractional
 * numbers are refused with 400), the services do the rest.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/domain/messages';
import {
  orderStatusSchema,
  shippingStatusSchema,
  type OrderStatus,
  type ShippingStatus,
  type TransactionStatus,
} from '@/domain/schemas';
import { ValidationError } from '@/data/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { pageQueryFields, parseQuery } from './query';

/** Most lines one order request may carry. */
export const MAX_ORDER_LINES = 200;

/**
 * Checks a request body with a strict schema; issues without their own message get `message`
 * (Indonesian, from the catalogue), never zod's English text.
 * @returns the parsed body.
 * @throws ValidationError (400) with the first issue's message and per-field messages keyed by
 * the field's name (`form` for the body itself).
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  message: string = messages.generic.unexpected,
): z.output<T> {
  const parsed = schema.safeParse(body, { error: () => message });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.filter((part) => typeof part === 'string').at(-1) ?? 'form';
    fieldErrors[field] ??= issue.message;
  }
  throw new ValidationError(parsed.error.issues[0]?.message ?? message, fieldErrors);
}

const shippingField = z.string({ error: messages.checkout.shippingRequired });

/** `POST /api/orders`: the checkout form (`CheckoutInput`) and optionally the reviewed lines. */
const placeBodySchema = z
  .object({
    checkout: z
      .object({
        customerName: shippingField,
        customerPhone: shippingField,
        shippingAddress: shippingField,
        postalCode: shippingField,
        paymentMethod: z.string({ error: messages.checkout.paymentMethodInvalid }),
      })
      .strict(),
    lines: z
      .array(
        z
          .object({ productId: z.number().int().nonnegative(), quantity: z.number().int().min(1) })
          .strict(),
      )
      .min(1, messages.checkout.emptyCart)
      .max(MAX_ORDER_LINES)
      .optional(),
  })
  .strict();

/** `PATCH /api/orders/:id`: a status and/or a shipping status. */
const updateBodySchema = z
  .object({ status: orderStatusSchema.optional(), shippingStatus: shippingStatusSchema.optional() })
  .strict();

/**
 * `GET /api/orders/search` (docs/api.md "Back-office lists"); the statuses are checked by the
 * service with the domain's schema (an unknown one answers its message).
 */
const orderSearchQuerySchema = z
  .object({
    status: z.string().optional(),
    shippingStatus: z.string().optional(),
    q: z.string().optional(),
    ...pageQueryFields,
  })
  .strict();

/** `GET /api/transactions/search`, checked as {@link orderSearchQuerySchema}. */
const transactionSearchQuerySchema = z
  .object({ status: z.string().optional(), q: z.string().optional(), ...pageQueryFields })
  .strict();

/** Routes of `/api/orders*` and `/api/transactions*`. */
export function orderRoutes() {
  return new Hono<AppEnv>()
    .get('/orders/mine', async (c) => c.json(await c.get('services').orders.listMine()))
    .post('/orders', async (c) => {
      const services = c.get('services');
      const buyer = services.ctx.requireRole('buyer');
      const body = parseBody(placeBodySchema, await readJson(c));
      // Counted before the order's transaction (per account and per address, docs/security.md);
      // a refused order (validation, empty cart, stock) gives its points back.
      const attempt = await services.ctx.limits.placeOrder(buyer.id, services.ctx.clientAddress);
      try {
        return c.json(await services.orders.place(body.checkout, body.lines), 201);
      } catch (error) {
        await attempt.refund();
        throw error;
      }
    })
    .post('/orders/:id/confirm-payment', async (c) =>
      c.json(await c.get('services').orders.confirmPayment(c.req.param('id'))),
    )
    .get('/orders', async (c) => c.json(await c.get('services').orders.listAll()))
    .get('/orders/search', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole('admin');
      const { status, shippingStatus, ...query } = parseQuery(c, orderSearchQuerySchema, messages.lists.pageInvalid);
      return c.json(
        await services.orders.searchAll({
          ...query,
          status: status as OrderStatus | undefined,
          shippingStatus: shippingStatus as ShippingStatus | undefined,
        }),
      );
    })
    .patch('/orders/:id', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole('admin');
      const changes = parseBody(updateBodySchema, await readJson(c));
      return c.json(await services.orders.update(c.req.param('id'), changes));
    })
    .get('/transactions', async (c) => c.json(await c.get('services').orders.listTransactions()))
    .get('/transactions/search', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole('admin');
      const { status, ...query } = parseQuery(c, transactionSearchQuerySchema, messages.lists.pageInvalid);
      return c.json(await services.orders.searchTransactions({ ...query, status: status as TransactionStatus | undefined }));
    });
}
