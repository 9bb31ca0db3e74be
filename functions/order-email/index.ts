/**
 * The order e-mail function as a fetch-style module (`export default { fetch }`), for runtimes
 * that import a module and call `fetch(request)` per request (e.g. Bun or serverless platforms
 * with Node compatibility). The runtime must provide `process.env` and TCP sockets (`node:net`,
 * `node:tls`) for the SMTP client; a runtime without raw TCP cannot speak SMTP.
 *
 * The configuration is read when the module loads, so a deployment with a missing variable fails
 * at start-up (cold start), not at the first order. See functions/order-email/README.md,
 * "Environment variables" and "Deploy it for real".
 *
 * Example: Bun serves a module whose default export has `fetch`
 * (`bun run functions/order-email/index.ts`). Only Node is exercised by this repository's tests.
 */
import { createApp } from './app';
import { createSharedOrderEmailLimits, openLimitsDatabase } from './shared-limits';
import { loadConfig } from '../../src/shared/order-email/config';
import { createSmtpTransport } from '../../src/shared/order-email/transport';

const config = loadConfig(process.env);

/** The Hono app built from `process.env` (also usable as a sub-app: `parent.route('/email', app)`). */
export const app = createApp(config, createSmtpTransport(config), {
  // With LIMITS_DATABASE_URL the instances share their limits; the tables are created at the first
  // request (a module load cannot wait for the database), whose failure answers 500.
  limits: config.limitsDatabaseUrl ? createSharedOrderEmailLimits(openLimitsDatabase(config.limitsDatabaseUrl).db) : undefined,
});

/** The fetch handler: `fetch(request) → Promise<Response>`. */
const handler = { fetch: app.fetch };
export default handler;
