/**
 * Starts the shop server (`npm start`): opens the database (PGlite in `DATA_DIR`, or PostgreSQL
 * at `DATABASE_URL`), applies the migrations, seeds a fresh shop, and serves the API, the live
 * updates and the built SPA, and sends the order e-mails of the outbox. Stops cleanly on
 * SIGTERM/SIGINT: no new connections, open requests finish, event streams end, the e-mail and push workers
 * finish the e-mails and pushes under way, the database closes.
 */
import { mkdir } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { createLogger } from './http/logger';
import { createApp } from './app';
import type { AppDeps } from './http/env';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { assertOwnDataDir } from './db/data-dir';
import { prepareShop } from './db/startup';
import { createEventHub } from './events/hub';
import { closeAllEventStreams } from './routes/events';
import { createSmtpTransportFromEnv } from './services/email';
import { createOrderEmailWorker } from './jobs/email-worker';
import { createPushWorker } from './jobs/push-worker';
import { loadPageRenderer } from './pages/ssr';
import { startOutboxPruning } from './jobs/email-outbox-pruning';
import { startImageCleanup } from './jobs/image-cleanup';
import { startOrderDeadlines } from './jobs/order-deadlines';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);

if (!config.databaseUrl) {
  // A file of another user in the folder would make PGlite abort without saying why (root may
  // open any folder, as it always could).
  if (process.getuid?.() !== 0) assertOwnDataDir(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.poolMax, statementTimeoutMs: config.statementTimeoutMs }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await prepareShop(database, logger, config.start);
const events = await createEventHub(database, logger, { streamsPerSession: config.streamsPerSession, streamsPerAddress: config.streamsPerAddress });
const publish = (changes: Parameters<typeof events.publish>[0]) => events.publish(changes);
const transport = createSmtpTransportFromEnv(process.env);
// This instance's order e-mail worker: woken after each order here, polling for the rest.
const orderEmails = createOrderEmailWorker({
  database,
  publish,
  transport,
  from: process.env.MAIL_FROM ?? 'Seulanga <pesanan@seulanga.id>',
  // The verification links (docs/decisions/022): PUBLIC_URL's origin, else this server's own
  // address (a wildcard host written as loopback), never a request's Host header.
  linkOrigin: config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://${['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`,
  logger,
});
orderEmails.start();
// This instance's push worker (docs/decisions/026-web-push.md), polling for the pushes of every instance.
const pushes = createPushWorker({ database, logger, vapid: config.push.vapid, subject: config.push.subject ?? undefined });
pushes.start();

// The storefront's server renderer, built beside the SPA (`npm run build`: dist-ssr/).
const renderPage = config.staticDir && config.ssrDir ? await loadPageRenderer(config.ssrDir) : null;
if (config.staticDir && !renderPage) logger.warn({ dir: config.ssrDir }, 'no server renderer: the browser renders every page');

const deps: AppDeps = {
  renderPage,
  database,
  publish,
  now: () => new Date(),
  random: Math.random,
  orderEmails,
  push: { delivery: pushes, vapid: config.push.vapid, allowLoopback: config.push.allowLoopback },
  logger,
  staticDir: config.staticDir,
  secureCookies: config.publicUrl?.startsWith('https://') ?? false,
  allowedOrigins: config.allowedOrigins,
  events,
  trustProxy: config.trustProxy,
  publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : null,
  registrationsPerIp: config.registrationsPerIp,
  ordersPerAccount: config.ordersPerAccount,
  ordersPerAddress: config.ordersPerAddress,
  chatMessagesPerAccount: config.chatMessagesPerAccount,
  chatMessagesPerAddress: config.chatMessagesPerAddress,
  searchesPerAddress: config.searchesPerAddress,
  rendersPerAddress: config.rendersPerAddress,
  // Open to the network: a seeded account must replace its published demo password first.
  demoPasswordsMustChange: config.start.exposed,
};
const app = createApp(deps);

// The shop's own steps (payment deadline, automatic completion), every minute on every instance.
const jobDeps = { database, publish, now: () => new Date(), random: Math.random };
const stopDeadlines = startOrderDeadlines(jobDeps, logger);
// Unused uploads (no record names them, none uploaded for a day), every hour on every instance.
const stopImageCleanup = startImageCleanup(jobDeps, logger);
// Outbox rows done for over a day (each outcome stays in the e-mail log), every hour.
const stopOutboxPruning = startOutboxPruning(jobDeps, logger);

// The catalogue's word index first (docs/decisions/028-search-index.md): `/readyz` answers once
// the instance listens, so a load balancer (or the load tool) sends searches to a built index.
await deps.catalogIndex!.built;

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, host: config.host, database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}` },
    `Seulanga berjalan di http://${config.host}:${info.port}`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  stopDeadlines();
  stopImageCleanup();
  stopOutboxPruning();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  closeAllEventStreams();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await orderEmails.stop();
  await pushes.stop();
  transport?.close();
  await events.close();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
