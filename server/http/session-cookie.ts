/**
 * The session cookie (docs/security.md "Threat model"): HttpOnly, SameSite=Lax,
 * Path=/. Over HTTPS — `PUBLIC_URL` is `https://…`, or a trusted proxy (`TRUST_PROXY`) says
 * `X-Forwarded-Proto: https` — it is `__Host-seulanga_session`, Secure and without Domain, so
 * neither a sibling subdomain nor a plain-HTTP page can set or replace it; over plain HTTP (a
 * local shop) it is `seulanga_session`. A request is read only through the name its own scheme uses.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions';
import type { AppEnv } from './env';

/**
 * Whether `c` reached the shop over HTTPS: always when the shop's address is HTTPS
 * (`secureCookies`), else when a trusted proxy in front (`trustProxy` > 0) says so in the first
 * value of `X-Forwarded-Proto` (the outermost proxy's, the one the browser spoke to).
 */
export function isSecureRequest(c: Context, secureCookies: boolean, trustProxy: number): boolean {
  if (secureCookies) return true;
  if (trustProxy <= 0) return false;
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

/** Options of the session cookie; over HTTPS with the `__Host-` prefix (which implies Secure). */
function cookieOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge: Math.floor(maxAgeMs / 1000) };
  return secure ? { ...options, prefix: 'host' } : options;
}

/** The session token of the request's cookie (the name its scheme uses), or null. */
export function readSessionCookie(c: Context<AppEnv>): string | null {
  return getCookie(c, SESSION_COOKIE, c.get('secureRequest') ? 'host' : undefined) ?? null;
}

/**
 * Whether the request carries a session cookie under either name (plain or `__Host-`), whatever
 * its scheme: a cheap test before work that only a session could use (not a validation).
 */
export function hasSessionCookie(c: Context<AppEnv>): boolean {
  return getCookie(c, SESSION_COOKIE) !== undefined || getCookie(c, SESSION_COOKIE, 'host') !== undefined;
}

/** Sets the session cookie to `token` for `maxAgeMs` milliseconds (default the session's 30 days). */
export function writeSessionCookie(c: Context<AppEnv>, token: string, maxAgeMs = SESSION_TTL_MS): void {
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c.get('secureRequest'), maxAgeMs));
}

/** Clears the session cookie (logout). */
export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c.get('secureRequest'), 0));
}
