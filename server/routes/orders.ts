/**
 * Orders and transactions (`docs/api.md`): the buyer's orders, checkout, payment confirmation,
 * and the admin's order list, order search, order update and transaction list and search. Thin:
 * bodies and queries are checked with strict schemas (unknown fields, wrong types and fractional
 * numbers are refused with 400), the services do the rest.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages, serverMessages } from '@/shared/messages';
import { checkoutInputSchema } from '@/domain/orders/checkout-inputs';
import {
  orderStatusSchema,
  shippingStatusSchema,
  type OrderStatus,
  type ShippingStatus,
  type TransactionStatus,
} from '@/domain/core/records';
import type { OrderVerificationFilter } from '@/domain/back-office/lists';
import type { OwnerStage } from '@/domain/orders/stage';
import type { AppEnv } from '../http/env';
import { listQuerySchema, parseQuery } from './query';
import { readBody, servicesFor } from './request';
import { withVoucherCodeAttempt } from './vouchers';
import { MAX_ORDER_VOUCHERS, MAX_TYPED_VOUCHER_CODE_LENGTH } from '@/domain/vouchers/code';

/**
 * Most lines one order request may carry: a bound on the request's size, checked before the
 * domain's own limit of products per order (`MAX_ORDER_LINES`, src/domain/orders/limits.ts).
 */
const MAX_REQUEST_LINES = 200;

/**
 * `POST /api/orders`: the checkout form (the domain's `checkoutInputSchema`, strict: the cost is
 * the server's to compute, so a client's figure such as `shippingCost` or `total` is an unknown
 * field and refused) and optionally the reviewed lines.
 */
const placeBodySchema = z
  .object({
    checkout: checkoutInputSchema.strict(),
    lines: z
      .array(
        z
          .object({ productId: z.number().int().nonnegative(), quantity: z.number().int().min(1), variantId: z.string().max(40).optional() })
          .strict(),
      )
      .min(1, messages.checkout.emptyCart)
      .max(MAX_REQUEST_LINES)
      .optional(),
    /** The `Kode Voucher`s applied (one shop voucher and one `Gratis Ongkir` at most; the service decides them). */
    vouchers: z.array(z.string().max(MAX_TYPED_VOUCHER_CODE_LENGTH)).max(MAX_ORDER_VOUCHERS).optional(),
  })
  .strict();

/**
 * `PATCH /api/orders/:id`: a status and/or a shipping status, with a tracking number and a cancel
 * reason (their formats are checked by the service with the domain's schema, which answers their
 * messages).
 */
const updateBodySchema = z
  .object({
    status: orderStatusSchema.optional(),
    shippingStatus: shippingStatusSchema.optional(),
    trackingNumber: z.string().max(200).optional(),
    cancelReason: z.string().max(2000).optional(),
  })
  .strict();

/** `POST /api/orders/:id/reject-payment`: the reason (its rules are the service's: 1–300 characters). */
const rejectBodySchema = z.object({ reason: z.string().max(2000) }).strict();

/**
 * `GET /api/orders/search` (docs/api.md "Back-office lists"); the statuses and `verification`
 * are checked by the service with the domain's schema (an unknown one answers its message).
 */
const orderSearchQuerySchema = listQuerySchema('status', 'shippingStatus', 'verification', 'stage', 'today', 'q');

/**
 * `GET /api/orders/by-ids?ids=ORD1,ORD2`: the ids, comma-separated; long enough for the most a
 * print holds (`MAX_LABELS_PER_PRINT`), whose count the service checks.
 */
const byIdsQuerySchema = z.object({ ids: z.string().min(1).max(4000) }).strict();

/** `GET /api/transactions/search`, checked as {@link orderSearchQuerySchema}. */
const transactionSearchQuerySchema = listQuerySchema('status', 'q');

/** Routes of `/api/orders*` and `/api/transactions*`. */
export function orderRoutes() {
  return new Hono<AppEnv>()
    .get('/orders/mine', async (c) => c.json(await c.get('services').orders.listMine()))
    .get('/orders/mine/:id', async (c) => c.json(await c.get('services').orders.getMine(c.req.param('id'))))
    .post('/orders', async (c) => {
      const services = servicesFor(c, 'buyer');
      const body = await readBody(c, placeBodySchema);
      // Counted before the order's transaction (per account and per address, docs/security.md);
      // a refused order (validation, empty cart, stock) gives its points back.
      const attempt = await services.ctx.limits.placeOrder(services.ctx.actor!.id, services.ctx.clientAddress);
      try {
        const place = () => services.orders.place(body.checkout, body.lines, body.vouchers);
        // A code that names no voucher costs an attempt, here as at `Pakai` (codes are not enumerable).
        return c.json(await (body.vouchers?.length ? withVoucherCodeAttempt(services, place) : place()), 201);
      } catch (error) {
        await attempt.refund();
        throw error;
      }
    })
    .post('/orders/:id/confirm-payment', async (c) =>
      c.json(await c.get('services').orders.confirmPayment(c.req.param('id'))),
    )
    .post('/orders/:id/cancel', async (c) => c.json(await c.get('services').orders.cancel(c.req.param('id'))))
    .post('/orders/:id/received', async (c) =>
      c.json(await c.get('services').orders.markReceived(c.req.param('id'))),
    )
    .post('/orders/:id/verify-payment', async (c) =>
      c.json(await servicesFor(c, 'admin').orders.verifyPayment(c.req.param('id'))),
    )
    .post('/orders/:id/reject-payment', async (c) => {
      const services = servicesFor(c, 'admin');
      const body = await readBody(c, rejectBodySchema);
      return c.json(await services.orders.rejectPayment(c.req.param('id'), body.reason));
    })
    .get('/orders', async (c) => c.json(await c.get('services').orders.listAll()))
    .get('/orders/search', async (c) => {
      const services = servicesFor(c, 'admin');
      const { status, shippingStatus, verification, stage, today, ...query } = parseQuery(c, orderSearchQuerySchema, messages.lists.pageInvalid);
      return c.json(
        await services.orders.searchAll({
          ...query,
          status: status as OrderStatus | undefined,
          shippingStatus: shippingStatus as ShippingStatus | undefined,
          verification: verification as OrderVerificationFilter | undefined,
          stage: stage as OwnerStage | undefined,
          // Only 'true' turns the filter on; any other value reaches the schema, which refuses it.
          today: (today === 'true' ? true : today) as true | undefined,
        }),
      );
    })
    .get('/orders/stage-counts', async (c) => c.json(await servicesFor(c, 'admin').orders.stageCounts()))
    .get('/orders/by-ids', async (c) => {
      const services = servicesFor(c, 'admin');
      const { ids } = parseQuery(c, byIdsQuerySchema, serverMessages.requestInvalid);
      return c.json(await services.orders.getMany(ids.split(',')));
    })
    .get('/orders/:id', async (c) => c.json(await servicesFor(c, 'admin').orders.get(c.req.param('id'))))
    .patch('/orders/:id', async (c) => {
      const services = servicesFor(c, 'admin');
      const changes = await readBody(c, updateBodySchema);
      return c.json(await services.orders.update(c.req.param('id'), changes));
    })
    .get('/transactions', async (c) => c.json(await c.get('services').orders.listTransactions()))
    .get('/transactions/search', async (c) => {
      const services = servicesFor(c, 'admin');
      const { status, ...query } = parseQuery(c, transactionSearchQuerySchema, messages.lists.pageInvalid);
      return c.json(await services.orders.searchTransactions({ ...query, status: status as TransactionStatus | undefined }));
    });
}
