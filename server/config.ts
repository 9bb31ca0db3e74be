/**
 * The server's settings, read once from the environment at start-up (`README.md`, "Configuration").
 * An invalid value stops the server with a message listing every problem.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client';
import type { StartOptions } from './db/startup';
import { DEFAULT_RENDERS_PER_ADDRESS } from './pages/render-limit';
import { SEARCHES_PER_ADDRESS } from './services/rate-limits';

/** The shortest admin password `ADMIN_PASSWORD` may set: 12 characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Addresses that only this machine reaches. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Sign-ups per client address in 15 minutes unless `REGISTER_LIMIT` says otherwise: enough for a
 * family or a school behind one mobile carrier's shared address, too few to fill the users table
 * or keep the CPU busy hashing passwords.
 */
export const DEFAULT_REGISTRATIONS_PER_IP = 20;

/**
 * Orders one buyer account may place in 10 minutes unless `ORDER_LIMIT` says otherwise: more than
 * any shopper needs, few enough that one account cannot hold the catalogue's stock or use up the
 * day's 9,000 payment codes.
 */
export const DEFAULT_ORDERS_PER_ACCOUNT = 10;

/**
 * Orders one client address may place in 10 minutes unless `ORDER_ADDRESS_LIMIT` says otherwise:
 * a few busy shoppers behind one carrier's shared address, not a farm of fresh accounts.
 */
export const DEFAULT_ORDERS_PER_ADDRESS = 30;

/**
 * Chat messages one buyer account may send in a minute unless `CHAT_LIMIT` says otherwise: one
 * every two seconds for a whole minute is more than anyone types, and one account cannot fill
 * the admin's threads or the database with a script. The admin's replies are not counted.
 */
export const DEFAULT_CHAT_MESSAGES_PER_ACCOUNT = 30;

/**
 * Chat messages one client address may send in a minute unless `CHAT_ADDRESS_LIMIT` says
 * otherwise, whatever the buyer accounts: a few buyers chatting behind one carrier's shared
 * address, not a farm of fresh accounts flooding the admin.
 */
export const DEFAULT_CHAT_MESSAGES_PER_ADDRESS = 60;

/**
 * Open event streams (`/api/events`) one client address may have on an instance unless
 * `EVENT_STREAM_ADDRESS_LIMIT` says otherwise (docs/security.md "Limits"): a household's tabs
 * and devices, not a flood of sockets.
 */
export const DEFAULT_STREAMS_PER_ADDRESS = 20;

/**
 * Open event streams one session keeps on an instance unless `EVENT_STREAM_SESSION_LIMIT` says
 * otherwise: a further one supersedes the session's oldest (docs/security.md "Limits").
 */
export const DEFAULT_STREAMS_PER_SESSION = 5;

/** What the server runs with. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PGlite folder (used when `databaseUrl` is empty). */
  dataDir: string;
  /** A PostgreSQL 15+ URL, or null for the embedded database. */
  databaseUrl: string | null;
  /** Largest number of PostgreSQL connections of this instance. */
  poolMax: number;
  /** PostgreSQL statement and idle-transaction timeout in milliseconds. */
  statementTimeoutMs: number;
  /** Folder of the built SPA, or null to serve the API only. */
  staticDir: string | null;
  /**
   * Folder of the server renderer (`SSR_DIR`; by default the static folder's name with `-ssr`,
   * e.g. `dist-ssr`; see server/pages/ssr.ts), outside the static folder so it is never served.
   */
  ssrDir: string | null;
  /** The public address (e.g. `https://seulanga.id`): `Secure` cookies and HSTS when HTTPS. */
  publicUrl: string | null;
  /** Extra origins allowed to make state-changing requests. */
  allowedOrigins: string[];
  logLevel: string;
  /**
   * Reverse proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: none,
   * the socket's address is the client's). Behind one Caddy or nginx: 1.
   */
  trustProxy: number;
  /** Sign-ups accepted per client address in 15 minutes. */
  registrationsPerIp: number;
  /** Orders accepted per buyer account in 10 minutes (`ORDER_LIMIT`). */
  ordersPerAccount: number;
  /** Orders accepted per client address in 10 minutes (`ORDER_ADDRESS_LIMIT`). */
  ordersPerAddress: number;
  /** Chat messages accepted per buyer account in a minute (`CHAT_LIMIT`). */
  chatMessagesPerAccount: number;
  /** Chat messages accepted per client address in a minute (`CHAT_ADDRESS_LIMIT`). */
  chatMessagesPerAddress: number;
  /** Uncached catalogue searches per client address in a minute (`SEARCH_LIMIT`). */
  searchesPerAddress: number;
  /** Open event streams per client address on an instance (`EVENT_STREAM_ADDRESS_LIMIT`). */
  streamsPerAddress: number;
  /** Open event streams per session on an instance (`EVENT_STREAM_SESSION_LIMIT`). */
  streamsPerSession: number;
  /** Pages rendered per client address in a minute on an instance (`RENDER_LIMIT`). */
  rendersPerAddress: number;
  /**
   * The first start's seed and admin (`SEED`, `ADMIN_USERNAME`, `ADMIN_PASSWORD` or
   * `ADMIN_PASSWORD_FILE`), and whether the shop is exposed (a `HOST` that is not loopback, or a
   * `PUBLIC_URL`). `SEED` defaults to `demo` on loopback and `empty` when exposed.
   */
  start: StartOptions;
  /**
   * Web Push (docs/decisions/026-web-push.md): the VAPID pair of `VAPID_PUBLIC_KEY` and
   * `VAPID_PRIVATE_KEY` (both or neither; neither: the pair stored at the first start), the
   * subject `VAPID_SUBJECT` (mailto: or https:), and `PUSH_ALLOW_LOOPBACK=1`, which accepts
   * loopback http endpoints (a test's local push service; refused on an exposed shop).
   */
  push: { vapid: { publicKey: string; privateKey: string } | null; subject: string | null; allowLoopback: boolean };
}

/** Reads `ADMIN_PASSWORD`, or the first line of the file `ADMIN_PASSWORD_FILE` names (a secret). */
function adminPassword(env: NodeJS.ProcessEnv, cwd: string, problems: string[]): string | null {
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_FILE) problems.push('set ADMIN_PASSWORD or ADMIN_PASSWORD_FILE, not both');
  let password = env.ADMIN_PASSWORD ?? null;
  if (env.ADMIN_PASSWORD_FILE) {
    try {
      password = readFileSync(resolve(cwd, env.ADMIN_PASSWORD_FILE), 'utf8').split(/\r?\n/)[0] ?? '';
    } catch {
      problems.push(`ADMIN_PASSWORD_FILE: cannot read "${env.ADMIN_PASSWORD_FILE}"`);
      return null;
    }
  }
  if (password !== null && password.length < MIN_ADMIN_PASSWORD_LENGTH)
    problems.push(`the admin password (ADMIN_PASSWORD or ADMIN_PASSWORD_FILE) must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  return password;
}

/**
 * Reads the configuration.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  /** `env[name]`, else `fallback`, as a number; listed as a problem when it is no positive whole number. */
  const positiveWholeNumber = (name: string, fallback: number): number => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a positive whole number (got "${env[name]}")`);
    return value;
  };
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`PORT must be a port number (got "${env.PORT}")`);
  const poolMax = positiveWholeNumber('DATABASE_POOL_MAX', 10);
  const statementTimeoutMs = Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs < 100) problems.push(`DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, 100 or more (got "${env.DATABASE_STATEMENT_TIMEOUT_MS}")`);
  const trustProxy = Number(env.TRUST_PROXY ?? 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0) problems.push(`TRUST_PROXY must be the number of proxies in front, 0 or more (got "${env.TRUST_PROXY}")`);
  const registrationsPerIp = positiveWholeNumber('REGISTER_LIMIT', DEFAULT_REGISTRATIONS_PER_IP);
  const ordersPerAccount = positiveWholeNumber('ORDER_LIMIT', DEFAULT_ORDERS_PER_ACCOUNT);
  const ordersPerAddress = positiveWholeNumber('ORDER_ADDRESS_LIMIT', DEFAULT_ORDERS_PER_ADDRESS);
  const chatMessagesPerAccount = positiveWholeNumber('CHAT_LIMIT', DEFAULT_CHAT_MESSAGES_PER_ACCOUNT);
  const chatMessagesPerAddress = positiveWholeNumber('CHAT_ADDRESS_LIMIT', DEFAULT_CHAT_MESSAGES_PER_ADDRESS);
  const searchesPerAddress = positiveWholeNumber('SEARCH_LIMIT', SEARCHES_PER_ADDRESS);
  const streamsPerAddress = positiveWholeNumber('EVENT_STREAM_ADDRESS_LIMIT', DEFAULT_STREAMS_PER_ADDRESS);
  const streamsPerSession = positiveWholeNumber('EVENT_STREAM_SESSION_LIMIT', DEFAULT_STREAMS_PER_SESSION);
  const rendersPerAddress = positiveWholeNumber('RENDER_LIMIT', DEFAULT_RENDERS_PER_ADDRESS);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const publicUrl = env.PUBLIC_URL?.trim() || null;
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) address (got "${publicUrl}")`);
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) if (!/^https?:\/\/[^/]+$/.test(origin)) problems.push(`ALLOWED_ORIGINS: "${origin}" is not an origin`);
  const host = env.HOST?.trim() || '127.0.0.1';
  const exposed = !LOOPBACK_HOSTS.has(host) || publicUrl !== null;
  const seed = env.SEED?.trim() || (exposed ? 'empty' : 'demo');
  if (seed !== 'demo' && seed !== 'empty') problems.push(`SEED must be demo or empty (got "${env.SEED}")`);
  const adminUsername = env.ADMIN_USERNAME?.trim() || 'admin';
  if (!/^[A-Za-z0-9._-]{3,30}$/.test(adminUsername)) problems.push(`ADMIN_USERNAME must be 3-30 letters, digits, dots, dashes or underscores (got "${adminUsername}")`);
  const password = adminPassword(env, cwd, problems);
  if (env.ADMIN_USERNAME && password === null) problems.push('ADMIN_USERNAME needs ADMIN_PASSWORD or ADMIN_PASSWORD_FILE');
  const vapidPublic = env.VAPID_PUBLIC_KEY?.trim() || null;
  const vapidPrivate = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((vapidPublic === null) !== (vapidPrivate === null)) problems.push('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const vapidSubject = env.VAPID_SUBJECT?.trim() || null;
  if (vapidSubject && !/^(mailto:|https:\/\/)/.test(vapidSubject)) problems.push(`VAPID_SUBJECT must be a mailto: or https: URL (got "${vapidSubject}")`);
  const pushAllowLoopback = env.PUSH_ALLOW_LOOPBACK === '1';
  if (pushAllowLoopback && exposed) problems.push('PUSH_ALLOW_LOOPBACK is for tests on loopback only');
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n- ${problems.join('\n- ')}`);
  const staticDir = env.STATIC_DIR === '' ? null : resolve(cwd, env.STATIC_DIR ?? 'dist');
  return {
    host,
    port,
    dataDir: resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl,
    poolMax,
    statementTimeoutMs,
    staticDir,
    ssrDir: env.SSR_DIR ? resolve(cwd, env.SSR_DIR) : staticDir ? `${staticDir}-ssr` : null,
    publicUrl,
    allowedOrigins: publicUrl ? [...allowedOrigins, new URL(publicUrl).origin] : allowedOrigins,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy,
    registrationsPerIp,
    ordersPerAccount,
    ordersPerAddress,
    chatMessagesPerAccount,
    chatMessagesPerAddress,
    searchesPerAddress,
    streamsPerAddress,
    streamsPerSession,
    rendersPerAddress,
    start: {
      seed: seed as StartOptions['seed'],
      admin: password === null ? null : { username: adminUsername, password },
      exposed,
    },
    push: {
      vapid: vapidPublic && vapidPrivate ? { publicKey: vapidPublic, privateKey: vapidPrivate } : null,
      subject: vapidSubject,
      allowLoopback: pushAllowLoopback,
    },
  };
}
