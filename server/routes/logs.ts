/** The admin's e-mail and activity logs (`docs/api.md`), newest first. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** Routes of `/api/logs/*` (admins only: 401 signed out, 403 buyer). */
export function logRoutes() {
  return new Hono<AppEnv>()
    .get('/logs/email', async (c) => c.json(await c.get('services').logs.listEmailLogs()))
    .get('/logs/activity', async (c) => c.json(await c.get('services').logs.listActivity()));
}
