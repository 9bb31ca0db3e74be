/**
 * The owner's vouchers (`docs/api.md` "Vouchers"): `/api/admin/vouchers*`, role checked before
 * the body is read; the body's fields are checked by the voucher service
 * (src/domain/vouchers/inputs.ts), so a form's field gets its own message. And the buyer's check
 * of a code at checkout, `/api/vouchers/check`, a wrong code a counted attempt; and the vouchers
 * the shop shows, `/api/vouchers/shown`, to anyone.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ShopError } from '@/domain/core/errors';
import { MAX_TYPED_VOUCHER_CODE_LENGTH } from '@/domain/vouchers/code';
import { messages } from '@/shared/messages';
import { voucherMessages } from '@/shared/messages-voucher';
import type { AppEnv } from '../http/env';
import type { Services } from '../services';
import { pageQueryFields, parseQuery } from './query';
import { readBody, servicesFor } from './request';
import { adminBody, requireAdmin } from './admin-role';

/** `POST /api/admin/vouchers`, `PUT /api/admin/vouchers/:id`: `VoucherInput` (its fields checked by the service). */
const voucherBodySchema = z
  .object({
    code: z.unknown(),
    discountType: z.unknown(),
    value: z.unknown(),
    maxDiscount: z.unknown(),
    minSpend: z.unknown(),
    quota: z.unknown(),
    perBuyerLimit: z.unknown(),
    startsAt: z.unknown(),
    endsAt: z.unknown(),
    productIds: z.unknown(),
    categories: z.unknown(),
    active: z.unknown(),
    showInStore: z.unknown(),
  })
  .strict();

/** `PUT /api/admin/vouchers/:id/active`. */
const activeBodySchema = z.object({ active: z.boolean() }).strict();

/** `GET /api/admin/vouchers/:id/uses`: the page only (docs/api.md "Paging"). */
const usesQuerySchema = z.object(pageQueryFields).strict();

/** `POST /api/vouchers/check`: the code as typed (normalised by the service). */
const checkBodySchema = z.object({ code: z.string().max(MAX_TYPED_VOUCHER_CODE_LENGTH) }).strict();

/**
 * Runs `work`, which looks voucher codes up, under the signed-in buyer's wrong-code limit
 * (`limits.voucherCodes`): refused before `work` once the limit is reached; a code that named no
 * voucher (`work` failed with 'Voucher tidak ditemukan.') is counted after it.
 * @throws RateLimitError (429) past the limit, before `work` or instead of its not-found refusal;
 *   what `work` throws.
 */
export async function withVoucherCodeAttempt<T>(services: Services, work: () => Promise<T>): Promise<T> {
  const codes = services.ctx.limits.voucherCodes(services.ctx.actor!.id, services.ctx.clientAddress);
  await codes.allowed();
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopError && error.code === 'VOUCHER_INVALID' && error.message === voucherMessages.notFound) await codes.wrong();
    throw error;
  }
}

/** Routes of `/api/admin/vouchers*`, the buyer's `/api/vouchers/check` and the public `/api/vouchers/shown`. */
export function voucherRoutes() {
  return new Hono<AppEnv>()
    .get('/vouchers/shown', async (c) => c.json(await c.get('services').vouchers.listShown()))
    .post('/vouchers/check', async (c) => {
      const services = servicesFor(c, 'buyer');
      const { code } = await readBody(c, checkBodySchema);
      return c.json(await withVoucherCodeAttempt(services, () => services.vouchers.check(code)));
    })
    .get('/admin/vouchers', async (c) => {
      requireAdmin(c);
      return c.json(await c.get('services').vouchers.list());
    })
    .get('/admin/vouchers/:id/uses', async (c) => {
      const services = servicesFor(c, 'admin');
      const request = parseQuery(c, usesQuerySchema, messages.lists.pageInvalid);
      return c.json(await services.vouchers.uses(c.req.param('id'), request));
    })
    .post('/admin/vouchers', async (c) => {
      const body = await adminBody(c, voucherBodySchema);
      return c.json(await c.get('services').vouchers.save(body as never), 201);
    })
    .put('/admin/vouchers/:id', async (c) => {
      const body = await adminBody(c, voucherBodySchema);
      return c.json(await c.get('services').vouchers.save(body as never, c.req.param('id')));
    })
    .put('/admin/vouchers/:id/active', async (c) => {
      const { active } = await adminBody(c, activeBodySchema);
      return c.json(await c.get('services').vouchers.setActive(c.req.param('id'), active));
    })
    .delete('/admin/vouchers/:id', async (c) => {
      requireAdmin(c);
      await c.get('services').vouchers.remove(c.req.param('id'));
      return c.body(null, 204);
    });
}
