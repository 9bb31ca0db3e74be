/**
 * The server's settings, read once from the environment at start-up (`README.md`, "Configuration").
 * An invalid value stops the server with a message listing every problem.
 */
import { resolve } from 'node:path';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client';

/**
 * Sign-ups per client address in 15 minutes unless `REGISTER_LIMIT` says otherwise: enough for a
 * family or a school behind one mobile carrier's shared address, too few to fill the users table
 * or keep the CPU busy hashing passwords.
 */
export const DEFAULT_REGISTRATIONS_PER_IP = 20;

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
}

/**
 * Reads the configuration.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`PORT must be a port number (got "${env.PORT}")`);
  const poolMax = Number(env.DATABASE_POOL_MAX ?? 10);
  if (!Number.isInteger(poolMax) || poolMax < 1) problems.push(`DATABASE_POOL_MAX must be a positive whole number (got "${env.DATABASE_POOL_MAX}")`);
  const statementTimeoutMs = Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs < 100) problems.push(`DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, 100 or more (got "${env.DATABASE_STATEMENT_TIMEOUT_MS}")`);
  const trustProxy = Number(env.TRUST_PROXY ?? 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0) problems.push(`TRUST_PROXY must be the number of proxies in front, 0 or more (got "${env.TRUST_PROXY}")`);
  const registrationsPerIp = Number(env.REGISTER_LIMIT ?? DEFAULT_REGISTRATIONS_PER_IP);
  if (!Number.isInteger(registrationsPerIp) || registrationsPerIp < 1) problems.push(`REGISTER_LIMIT must be a positive whole number (got "${env.REGISTER_LIMIT}")`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const publicUrl = env.PUBLIC_URL?.trim() || null;
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) address (got "${publicUrl}")`);
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) if (!/^https?:\/\/[^/]+$/.test(origin)) problems.push(`ALLOWED_ORIGINS: "${origin}" is not an origin`);
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n- ${problems.join('\n- ')}`);
  const staticDir = env.STATIC_DIR === '' ? null : resolve(cwd, env.STATIC_DIR ?? 'dist');
  return {
    host: env.HOST?.trim() || '127.0.0.1',
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
  };
}
