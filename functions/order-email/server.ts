/**
 * The order e-mail function as a Node HTTP server (@hono/node-server). Used by
 * `npm run email:dev`, the integration test and the end-to-end test, and for a real deployment:
 *
 * ```sh
 * SMTP_HOST=... SMTP_PORT=587 SMTP_USER=... SMTP_PASS=... MAIL_FROM="Seulanga <pesanan@toko.id>" \
 * ORDER_EMAIL_KEY=... ALLOWED_ORIGIN=https://toko.id HOST=0.0.0.0 PORT=8787 \
 * node --import tsx functions/order-email/server.ts
 * ```
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp, type AppOptions, type MailTransport } from './app';
import { openLimitsDatabase, createSharedOrderEmailLimits, type LimitsConnection } from './shared-limits';
import { ConfigError, loadConfig, type OrderEmailEnv } from '../../src/shared/order-email/config';
import { createSmtpTransport, type ClosableMailTransport } from '../../src/shared/order-email/transport';

/** Port of the function when none is given (the shop's e2e build calls 8787). */
export const DEFAULT_PORT = 8787;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** TCP port; 0 picks a free one. Default {@link DEFAULT_PORT}. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 by default (use 0.0.0.0 in a container). */
  hostname?: string;
  /** The environment to read the configuration from (`process.env` or a test's object). */
  env: OrderEmailEnv;
  /** A transport to use instead of SMTP from the configuration (tests). */
  transport?: MailTransport;
  /** Extra nodemailer SMTP options for the configured transport (e.g. `{ ignoreTLS: true }`). */
  smtpOptions?: Record<string, unknown>;
  /** Log hook passed to the app. */
  log?: AppOptions['log'];
}

/** The line logged at start when the limits count in memory (no `LIMITS_DATABASE_URL`). */
export const MEMORY_LIMITS_NOTICE =
  'Batas email pesanan dihitung di memori instans ini: N instans mengizinkan N kali lipat. Atur LIMITS_DATABASE_URL agar semua instans berbagi batas.';

/** A running function. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:8787/` (the shop's `VITE_ORDER_EMAIL_URL`). */
  url: string;
  port: number;
  /** Stops accepting requests, drops open (keep-alive) connections and closes the SMTP transport. */
  close(): Promise<void>;
}

/**
 * Loads the configuration and starts the function on Node.
 * @returns once the server listens.
 * @throws {ConfigError} before listening when the configuration is incomplete, or when the
 *   database of `LIMITS_DATABASE_URL` cannot be reached or refuses to create the limits' tables;
 *   the listen error (e.g. `EADDRINUSE`) when the port is taken.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const config = loadConfig(options.env);
  let store: LimitsConnection | undefined;
  let limits: AppOptions['limits'];
  if (config.limitsDatabaseUrl) {
    store = openLimitsDatabase(config.limitsDatabaseUrl);
    const shared = createSharedOrderEmailLimits(store.db);
    try {
      await shared.ready();
    } catch (error) {
      await store.close().catch(() => undefined);
      const code = (error as { code?: unknown }).code;
      throw new ConfigError([`LIMITS_DATABASE_URL: basis data tidak dapat dipakai (${typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)}).`]);
    }
    limits = shared;
  } else {
    options.log?.(MEMORY_LIMITS_NOTICE);
  }
  let transport = options.transport;
  let smtp: ClosableMailTransport | undefined;
  if (!transport) {
    smtp = createSmtpTransport(config, options.smtpOptions);
    transport = smtp;
  }
  // The per-client limit counts the socket's address (no proxy in front of this server).
  const app = createApp(config, transport, { log: options.log, limits, clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown' });
  const hostname = options.hostname ?? '127.0.0.1';

  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({
      fetch: app.fetch,
      port: options.port ?? DEFAULT_PORT,
      hostname,
    }) as Server;
    const onError = (error: Error) => {
      smtp?.close();
      void store?.close();
      reject(error);
    };
    created.once('error', onError);
    created.once('listening', () => {
      created.off('error', onError);
      resolve(created);
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = hostname.includes(':')
    ? `[${hostname}]`
    : hostname === '0.0.0.0'
      ? '127.0.0.1'
      : hostname;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}/`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => void (store?.close() ?? Promise.resolve()).catch(() => undefined).then(() => resolve()));
        server.closeAllConnections();
        smtp?.close();
      });
      return closing;
    },
  };
}

/** Runs the server from the command line: PORT and HOST from the environment. */
async function main(): Promise<void> {
  try {
    const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
    const running = await startServer({
      env: process.env,
      port,
      hostname: process.env.HOST || '127.0.0.1',
      log: (line) => console.log(line),
    });
    console.log(`Fungsi email pesanan berjalan di ${running.url}`);
    const stop = () => void running.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
