/**
 * Session endpoints (`docs/api.md`): who is signed in, register, login (new session id, HttpOnly
 * cookie), logout (session destroyed, cookie cleared), and an e-mail verification link's token.
 */
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createSession, invalidateOtherSessions, invalidateSession, sessionsEnded } from '../auth/sessions';
import { clearSessionCookie, writeSessionCookie } from '../http/session-cookie';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import type { Context } from 'hono';
import { z } from 'zod';
import { messages, serverMessages } from '@/shared/messages';
import { verificationMessages } from '@/shared/messages-verification';
import { parseBody } from './request';

/**
 * The sign-up and login bodies as the API takes them: exactly these fields, texts (the rules
 * themselves are the services': src/domain/accounts/inputs.ts). A missing field or one of another type
 * gets the form's own message; an unknown field or a body that is no object gets
 * 'Data permintaan tidak sesuai format.' — never zod's English default.
 */
const registerField = z.string({ error: messages.auth.registerRequired });
const registerBodySchema = z.strictObject({ username: registerField, email: registerField, password: registerField });
const loginField = z.string({ error: messages.auth.loginInvalid });
const loginBodySchema = z.strictObject({ username: loginField, password: loginField });
/** `POST /api/auth/verify-email`: the token of a verification link. */
const verifyBodySchema = z.strictObject({ token: z.string({ error: verificationMessages.tokenInvalid }) });

/**
 * The client's address, for the per-address limits. With no trusted proxy (`trustProxy` 0) it is
 * the socket's, and `X-Forwarded-For` is ignored (a client could write anything there). Behind
 * `trustProxy` proxies, each appends the address it saw to `X-Forwarded-For`, so the entry that
 * many places from the end is the one the outermost trusted proxy saw: the client's.
 * @param trustProxy - reverse proxies in front of the server (`TRUST_PROXY`).
 */
export function clientIp(c: Context<AppEnv>, trustProxy = 0): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not a Node socket (tests call the app directly).
  }
  if (trustProxy <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? socket;
}

/** Routes of `/api/session` and `/api/auth/*`. */
export function authRoutes(options: { trustProxy?: number }) {
  return new Hono<AppEnv>()
    .get('/session', (c) => c.json(c.get('user')))
    .post('/auth/register', async (c) =>
      c.json(
        await c
          .get('services')
          .auth.register(parseBody(registerBodySchema, await readJson(c), serverMessages.requestInvalid), clientIp(c, options.trustProxy)),
        201,
      ),
    )
    // The verification page's button (docs/decisions/022): a POST, so a mail scanner that opens
    // the link (a GET of the page) verifies nothing. Signed in or not: the token is the proof.
    .post('/auth/verify-email', async (c) => {
      const body = parseBody(verifyBodySchema, await readJson(c), serverMessages.requestInvalid);
      await c.get('services').auth.verifyEmail(body.token);
      return c.body(null, 204);
    })
    .post('/auth/login', async (c) => {
      const services = c.get('services');
      const body = parseBody(loginBodySchema, await readJson(c), serverMessages.requestInvalid);
      const user = await services.auth.login(body, clientIp(c, options.trustProxy));
      // A new session id at every login; the previous session of this browser ends, on every
      // instance (their session caches hear it on the change channel).
      const previous = c.get('sessionToken');
      const ended = previous ? await invalidateSession(services.ctx.db, previous) : null;
      if (ended) await services.ctx.deps.publish(sessionsEnded([ended]));
      const { token } = await createSession(services.ctx.db, user.id, services.ctx.now());
      writeSessionCookie(c, token);
      return c.json(user);
    })
    .post('/auth/logout', async (c) => {
      const token = c.get('sessionToken');
      const { ctx } = c.get('services');
      const ended = token ? await invalidateSession(ctx.db, token) : null;
      // Announced for the account whose session was deleted (none deleted: whoever deleted it
      // announced it): every instance drops it from its session cache, and the account's open
      // event streams end and reopen with the sessions still valid (this one's browser as a
      // visitor), none keeping the role it opened with.
      if (ended) await ctx.deps.publish(sessionsEnded([ended]));
      clearSessionCookie(c);
      return c.body(null, 204);
    })
    // `Keluar dari semua perangkat`: every session of the account ends, this one
    // too, and its open event streams with them.
    .post('/auth/logout-everywhere', async (c) => {
      const { ctx } = c.get('services');
      const user = ctx.requireRole();
      if ((await invalidateOtherSessions(ctx.db, user.id, null)) > 0) await ctx.deps.publish(sessionsEnded([user.id]));
      clearSessionCookie(c);
      return c.body(null, 204);
    });
}
