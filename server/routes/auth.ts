/**
 * Session endpoints (`docs/api.md`): who is signed in, register, login (new session id, HttpOnly
 * cookie), logout (session destroyed, cookie cleared).
 */
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createSession, invalidateSession, SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import type { Context } from 'hono';

/** The client's address: the socket's (a reverse proxy's own address when behind one). */
export function clientIp(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Options of the session cookie (HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS). */
export function sessionCookieOptions(secure: boolean, maxAgeMs = SESSION_TTL_MS) {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge: Math.floor(maxAgeMs / 1000) } as const;
}

/** Routes of `/api/session` and `/api/auth/*`. */
export function authRoutes(options: { secureCookies: boolean }) {
  return new Hono<AppEnv>()
    .get('/session', (c) => c.json(c.get('user')))
    .post('/auth/register', async (c) => c.json(await c.get('services').auth.register(await readJson(c)), 201))
    .post('/auth/login', async (c) => {
      const services = c.get('services');
      const user = await services.auth.login(await readJson(c), clientIp(c));
      // A new session id at every login; the previous session of this browser ends.
      const previous = c.get('sessionToken');
      if (previous) await invalidateSession(services.ctx.db, previous);
      const { token } = await createSession(services.ctx.db, user.id, services.ctx.now());
      setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(options.secureCookies));
      return c.json(user);
    })
    .post('/auth/logout', async (c) => {
      const token = c.get('sessionToken');
      if (token) await invalidateSession(c.get('services').ctx.db, token);
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: options.secureCookies });
      return c.body(null, 204);
    });
}
