/**
 * The owner's vouchers (`docs/api.md` "Vouchers"): `/api/admin/vouchers*`, role checked before
 * the body is read; the body's fields are checked by the voucher service
 * (src/domain/vouchers/inputs.ts), so a form's field gets its own message.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
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

/** Routes of `/api/admin/vouchers*`. */
export function voucherRoutes() {
  return new Hono<AppEnv>()
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
