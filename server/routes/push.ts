/**
 * Web Push (`docs/api.md` "Push notifications"; docs/decisions/026-web-push.md): the shop's VAPID
 * public key, a signed-in account's device subscriptions (its own only) and the test push.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { servicesFor } from './request';

/** Routes of `/api/push`. */
export function pushRoutes() {
  return new Hono<AppEnv>()
    .get('/push/public-key', async (c) => c.json(await servicesFor(c, 'buyer', 'admin').push.publicKey()))
    .post('/push/subscriptions', async (c) => {
      const services = servicesFor(c, 'buyer', 'admin');
      return c.json(await services.push.subscribe(await readJson(c), c.req.header('user-agent')), 201);
    })
    .delete('/push/subscriptions', async (c) => {
      const services = servicesFor(c, 'buyer', 'admin');
      await services.push.unsubscribe(await readJson(c));
      return c.body(null, 204);
    })
    .post('/push/test', async (c) => c.json(await servicesFor(c, 'buyer', 'admin').push.sendTest()));
}
