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
import { voucherMessages } from '@/shared/messages';
import type { AppEnv } from '../http/env';
import type { Services } from '../services';
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

/** `POST /api/vouchers/check`: the code as typed (normalised by the service). */
const checkBodySchema = z.object({ code: z.string().max(MAX_TYPED_VOUCHER_CODE_LENGTH) }).strict();

/**
 * Runs `work` with one wrong-code attempt of the signed-in buyer counted first
 * (`limits.voucherCode`): given back unless `work` fails because a code named no voucher.
 * @throws RateLimitError (429) past the limit, before `work`; what `work` throws.
 */
export async function withVoucherCodeAttempt<T>(services: Services, work: () => Promise<T>): Promise<T> {
  const attempt = await services.ctx.limits.voucherCode(services.ctx.actor!.id, services.ctx.clientAddress);
  try {
    const result = await work();
    await attempt.refund();
    return result;
  } catch (error) {
    if (!(error instanceof ShopError && error.code === 'VOUCHER_INVALID' && error.message === voucherMessages.notFound)) await attempt.refund();
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
