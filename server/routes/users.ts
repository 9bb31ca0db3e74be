/** User accounts in the back office (`docs/api.md`, `/api/admin/users*`), admins only. */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import { roleSchema } from '@/domain/core/records';
import type { AppEnv } from '../http/env';
import { adminBody } from './admin-role';

/** `PUT /api/admin/users/:id/role`. */
const roleBodySchema = z.object({ role: roleSchema }).strict();

/** Routes of `/api/admin/users*`. */
export function userRoutes() {
  return new Hono<AppEnv>()
    .get('/admin/users', async (c) => c.json(await c.get('services').users.list()))
    .put('/admin/users/:id/role', async (c) => {
      // Spec section 5: a buyer gets the role-change text, not the generic one.
      const { role } = await adminBody(c, roleBodySchema, messages.permission.roleChangeForbidden);
      return c.json(await c.get('services').users.setRole(c.req.param('id'), role));
    });
}
