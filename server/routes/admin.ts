/**
 * The back office (`docs/api.md`, `/api/admin/*`), admins only: products, partners, user roles,
 * backup export and restore. Thin: the role is checked before the body is read (401 signed out,
 * 403 buyer), bodies are checked with strict schemas (no coercion: a text price is 400), the admin
 * service applies the rules. A restore's body (up to 20 MB) is validated whole by the service.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { adminMessages, messages, serverMessages } from '@/domain/messages';
import { roleSchema } from '@/domain/schemas';
import { PermissionError } from '@/data/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { numericId } from './params';
import { readBody } from './request';

const productField = z.string({ error: adminMessages.productRequired });

/** `POST /api/admin/products`, `PUT /api/admin/products/:id`: `ProductInput` (image as a URL). */
const productBodySchema = z
  .object({
    name: productField,
    category: productField,
    price: z.number({ error: adminMessages.priceInvalid }),
    stock: z.number({ error: adminMessages.stockInvalid }),
    location: productField,
    partnerId: productField,
    image: productField,
    description: z.string({ error: messages.checkout.fieldTooLong }).optional(),
  })
  .strict();

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

/** `PUT /api/admin/users/:id/role`. */
const roleBodySchema = z.object({ role: roleSchema }).strict();

/** The admin's check before anything is read (401 signed out, 403 otherwise). */
function requireAdmin(c: Context<AppEnv>, message?: string) {
  const { ctx } = c.get('services');
  if (message && ctx.actor && ctx.actor.role !== 'admin') throw new PermissionError(message);
  return ctx.requireRole('admin');
}

/**
 * The body of an admin's request, read once the role is checked (see {@link requireAdmin}).
 * @returns the body parsed by `schema`.
 * @throws PermissionError (401, 403) before the body is read; ValidationError (400) for a body
 *   that is not JSON or does not match ('Data permintaan tidak sesuai format.' without a field message).
 */
async function adminBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
  message?: string,
): Promise<z.output<T>> {
  requireAdmin(c, message);
  return readBody(c, schema, serverMessages.requestInvalid);
}

/** Routes of `/api/admin/*`. */
export function adminRoutes() {
  return new Hono<AppEnv>()
    .post('/admin/products', async (c) => {
      const body = await adminBody(c, productBodySchema);
      return c.json(await c.get('services').admin.saveProduct(body), 201);
    })
    .put('/admin/products/:id', async (c) => {
      requireAdmin(c);
      const id = numericId(c.req.param('id'), messages.catalog.productNotFound);
      const body = await readBody(c, productBodySchema, serverMessages.requestInvalid);
      return c.json(await c.get('services').admin.saveProduct(body, id));
    })
    .delete('/admin/products/:id', async (c) => {
      requireAdmin(c);
      await c
        .get('services')
        .admin.deleteProduct(numericId(c.req.param('id'), messages.catalog.productNotFound));
      return c.body(null, 204);
    })
    .post('/admin/partners', async (c) => {
      const body = await adminBody(c, partnerBodySchema);
      return c.json(await c.get('services').admin.savePartner(body), 201);
    })
    .put('/admin/partners/:id', async (c) => {
      const body = await adminBody(c, partnerBodySchema);
      return c.json(await c.get('services').admin.savePartner(body, c.req.param('id')));
    })
    .get('/admin/users', async (c) => c.json(await c.get('services').admin.listUsers()))
    .put('/admin/users/:id/role', async (c) => {
      // Spec section 5: a buyer gets the role-change text, not the generic one.
      const { role } = await adminBody(c, roleBodySchema, messages.permission.roleChangeForbidden);
      return c.json(await c.get('services').admin.setRole(c.req.param('id'), role));
    })
    .get('/admin/backup', async (c) => c.json(await c.get('services').admin.exportBackup()))
    .post('/admin/restore', async (c) => {
      requireAdmin(c);
      await c.get('services').admin.restoreBackup(await readJson(c));
      return c.body(null, 204);
    });
}
