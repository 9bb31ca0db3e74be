/**
 * The admin's e-mail and activity logs, newest first, and the sales history a page at a time
 * (`docs/api.md`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import type { AppEnv } from '../http/env';
import { listQuerySchema, pageQueryFields, parseQuery } from './query';
import { servicesFor } from './request';

/** `GET /api/logs/sales-history` (docs/api.md "Back-office lists"): the page only. */
const salesHistoryQuerySchema = z.object(pageQueryFields).strict();
/** `GET /api/logs/email/page`: the page and `unresolved=true` (only the failures not sent since). */
const emailLogQuerySchema = listQuerySchema('unresolved');

/** Routes of `/api/logs/*` (admins only: 401 signed out, 403 buyer). */
export function logRoutes() {
  return new Hono<AppEnv>()
    .get('/logs/email', async (c) => c.json(await c.get('services').logs.listEmailLogs()))
    .get('/logs/email/page', async (c) => {
      const services = servicesFor(c, 'admin');
      const { unresolved, ...query } = parseQuery(c, emailLogQuerySchema, messages.lists.pageInvalid);
      // Only 'true' turns the filter on; any other value reaches the schema, which refuses it.
      return c.json(await services.logs.emailLogPage({ ...query, unresolved: (unresolved === 'true' ? true : unresolved) as true | undefined }));
    })
    .get('/logs/email/failed-count', async (c) => {
      const services = servicesFor(c, 'admin');
      return c.json({ count: await services.logs.failedEmailCount() });
    })
    .post('/logs/email/:id/resend', async (c) => {
      const services = servicesFor(c, 'admin');
      return c.json(await services.logs.resendEmail(c.req.param('id')));
    })
    .get('/logs/activity', async (c) => c.json(await c.get('services').logs.listActivity()))
    .get('/logs/sales-history', async (c) => {
      const services = servicesFor(c, 'admin');
      return c.json(await services.logs.salesHistory(parseQuery(c, salesHistoryQuerySchema, messages.lists.pageInvalid)));
    });
}
