/**
 * How the shop learns that it is reachable beyond this machine though it was started as a local
 * demo (docs/security.md "Seeded accounts"): `npm start` behind Caddy, nginx, ngrok or
 * cloudflared keeps the loopback `HOST`, so only its requests tell. One that carries forwarding
 * headers, names a Host that is not loopback, or comes from a socket address that is not loopback
 * marks the shop exposed in its database (server/db/exposure.ts), and from then on a published
 * demo password is refused (server/services/auth.ts, server/services/account.ts).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Executor } from '../db/client';
import { markShopExposed } from '../db/exposure';
import { accountsWithDemoPasswords } from '../db/first-start';
import type { AppEnv } from './env';

/** Headers a reverse proxy or a tunnel adds; a browser talking to the shop directly sends none. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];

/** Whether `host` (a name or an address, without port or brackets) is this machine's loopback. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** The host of a `Host` header value: `[::1]:4173` → `::1`, `localhost:4173` → `localhost`. */
function hostOf(header: string): string {
  const value = header.trim();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  const colon = value.indexOf(':');
  return colon >= 0 && value.indexOf(':', colon + 1) < 0 ? value.slice(0, colon) : value;
}

/** Whether `c` carries any header a proxy or a tunnel adds. */
export function hasForwardingHeaders(c: Context): boolean {
  return FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
}

/**
 * Whether request `c` shows that the shop is reached from beyond this machine: forwarding headers
 * ({@link hasForwardingHeaders}), a `Host` (else the URL's host) that is not loopback, or a socket
 * address that is not loopback. A request without a Node socket (tests call the app directly)
 * is judged by its headers alone.
 */
export function requestShowsExposure(c: Context): boolean {
  if (hasForwardingHeaders(c)) return true;
  if (!isLoopbackHost(hostOf(c.req.header('host') ?? new URL(c.req.url).host))) return true;
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Not a Node socket.
  }
  return socket !== undefined && !isLoopbackHost(socket);
}

/**
 * The middleware that marks the shop exposed at the first request that shows it
 * ({@link requestShowsExposure}), and warns once when forwarding headers arrive while no proxy is
 * trusted (`TRUST_PROXY` 0: every client then shares the proxy's address in the rate limits).
 * Per instance, in memory: once this instance has written the mark, later requests write nothing
 * (so the check is a few header reads); a failed write is logged and tried again at the next such
 * request. The request waits for the mark, so a sign-in that revealed the exposure is judged by it.
 * @param deps - the database, the logger (read at each request: a test may swap it), the trusted
 * proxies and the clock.
 */
export function exposureWatch(deps: { database: { db: Executor }; logger: Logger; trustProxy?: number; now: () => Date }): MiddlewareHandler<AppEnv> {
  let marked = false;
  let marking: Promise<void> | null = null;
  let warnedUntrusted = false;
  async function writeMark(): Promise<void> {
    try {
      const first = await markShopExposed(deps.database.db, deps.now());
      marked = true;
      // Once per shop, and only when it matters: an empty shop has no demo account to name.
      const accounts = first ? await accountsWithDemoPasswords(deps.database.db) : [];
      if (accounts.length > 0) {
        deps.logger.warn(
          { accounts },
          'the shop was reached from beyond this machine (a proxy, a tunnel or another address): these accounts still have the published demo passwords, which it refuses from now on; run npm run admin:reset-password -- <username>',
        );
      }
    } catch (error) {
      if (!marked) marking = null;
      deps.logger.error({ err: error }, 'could not mark the shop as reachable beyond this machine');
    }
  }
  const mark = () => (marking ??= writeMark());
  return async (c, next) => {
    if (!warnedUntrusted && (deps.trustProxy ?? 0) <= 0 && hasForwardingHeaders(c)) {
      warnedUntrusted = true;
      deps.logger.warn(
        'requests arrive through a proxy (X-Forwarded-For, Forwarded or X-Forwarded-Proto) but TRUST_PROXY is 0: every client shares the proxy\'s address in the rate limits; set TRUST_PROXY to the number of proxies in front (README, "Configuration")',
      );
    }
    if (!marked && requestShowsExposure(c)) await mark();
    return next();
  };
}
