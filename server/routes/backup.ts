/**
 * The shop's backup (`docs/api.md`, `/api/admin/backup` and `/api/admin/restore`), admins only.
 * A restore's body (up to 20 MB) is validated whole by the backup service.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { requireAdmin } from './admin-role';

/** Routes of `/api/admin/backup` and `/api/admin/restore`. */
export function backupRoutes() {
  return new Hono<AppEnv>()
    .get('/admin/backup', async (c) => c.json(await c.get('services').backup.export()))
    .post('/admin/restore', async (c) => {
      requireAdmin(c);
      await c.get('services').backup.restore(await readJson(c));
      return c.body(null, 204);
    });
}
