/**
 * The back office's figures (docs/api.md "Back-office figures"): the dashboard's cards and chart
 * and the sales report, for the Jakarta day given as `?day=YYYY-MM-DD`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import type { AppEnv } from '../http/env';
import { parseQuery } from './query';
import { servicesFor } from './request';

/** `?day=` only; the service checks the day itself (`figuresRequestSchema`). */
const figuresQuerySchema = z.object({ day: z.string() }).strict();

/** Routes of `/api/reports/*` (admins only: 401 signed out, 403 buyer; the role before the query). */
export function reportRoutes() {
  return new Hono<AppEnv>()
    .get('/reports/dashboard', async (c) => {
      const services = servicesFor(c, 'admin');
      return c.json(await services.reports.dashboard(parseQuery(c, figuresQuerySchema, messages.lists.dayInvalid)));
    })
    .get('/reports/sales', async (c) => {
      const services = servicesFor(c, 'admin');
      return c.json(await services.reports.sales(parseQuery(c, figuresQuerySchema, messages.lists.dayInvalid)));
    });
}
