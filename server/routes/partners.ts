/**
 * Partners (mitra) (`docs/api.md`): the list for anyone (`/api/partners`) and the admin's changes
 * (`/api/admin/partners*`), role checked before the body is read, strict bodies.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import type { AppEnv } from '../http/env';
import { adminBody } from './admin-role';

const partnerField = z.string({ error: adminMessages.partnerRequired });

/** `POST /api/admin/partners`, `PUT /api/admin/partners/:id`: `PartnerInput`. */
const partnerBodySchema = z
  .object({
    name: partnerField,
    location: partnerField,
    address: partnerField,
    coordinates: z.object({ lat: z.number(), lng: z.number() }).strict(),
    featuredProduct: z.string().optional(),
    status: z.enum(['Active', 'Inactive']).optional(),
  })
  .strict();

/** Routes of `/api/partners` and `/api/admin/partners*`. */
export function partnerRoutes() {
  return new Hono<AppEnv>()
    .get('/partners', async (c) => c.json(await c.get('services').partners.list()))
    .post('/admin/partners', async (c) => {
      const body = await adminBody(c, partnerBodySchema);
      return c.json(await c.get('services').partners.save(body), 201);
    })
    .put('/admin/partners/:id', async (c) => {
      const body = await adminBody(c, partnerBodySchema);
      return c.json(await c.get('services').partners.save(body, c.req.param('id')));
    });
}
