/**
 * The order e-mails in server mode (spec section 7; docs/product/decisions.md "E-mail"): once an
 * order is committed, the server itself sends the buyer's confirmation and the admin's new-order
 * notice over SMTP — the same templates and message shape as the order e-mail function
 * (`functions/order-email`), without the browser calling it. Every outcome is written to the
 * e-mail log (`success`, or `failed` with the reason) and announced to the admins.
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { messages } from '@/domain/messages';
import type { EmailType, Order } from '@/domain/schemas';
import type { MailTransport } from '../../functions/order-email/app';
import { ConfigError, loadConfig, type OrderEmailEnv } from '../../functions/order-email/config';
import {
  renderAdminEmail,
  renderBuyerEmail,
  SHOP_NAME,
  singleLine,
} from '../../functions/order-email/templates';
import {
  createSmtpTransport,
  type ClosableMailTransport,
} from '../../functions/order-email/transport';
import type { ShopDatabase } from '../db/client';
import { orders, users } from '../db/schema';
import { createServiceContext, type ChangePublisher } from './context';
import { createLogService } from './logs';
import { withItems } from './orders';
import { readSetting } from './settings';

export type { MailTransport };

/** The sender used when `MAIL_FROM` is unset. */
export const DEFAULT_MAIL_FROM = 'Seulanga <pesanan@seulanga.id>';

/**
 * The function's configuration asks for its bearer key; the shop server has no such key (it sends
 * the e-mails itself), so this stand-in lets it reuse the function's SMTP parsing as it is.
 */
const UNUSED_FUNCTION_KEY = 'not-used-by-the-shop-server';

/**
 * A nodemailer SMTP transport from the environment, parsed by the order e-mail function's
 * configuration (`functions/order-email/config.ts`): `SMTP_HOST`, `SMTP_PORT` (required with a
 * host), `SMTP_SECURE` (`true`/`false`; default `true` only on port 465), `SMTP_USER` and
 * `SMTP_PASS` (together or neither; with them on a non-secure port STARTTLS is required), and
 * `MAIL_FROM` (checked; default {@link DEFAULT_MAIL_FROM}). Timeouts: 5 s to connect and greet,
 * 8 s per socket read.
 * @param env - usually `process.env`.
 * @param overrides - extra nodemailer SMTP options (tests: e.g. `{ ignoreTLS: true }`).
 * @returns the transport, or null when `SMTP_HOST` is unset (e-mails are then logged as failed).
 * @throws Error listing every invalid SMTP variable (at start-up, before any order).
 */
export function createSmtpTransportFromEnv(
  env: OrderEmailEnv,
  overrides: Record<string, unknown> = {},
): ClosableMailTransport | null {
  if (!env.SMTP_HOST?.trim()) return null;
  try {
    const config = loadConfig({
      SMTP_HOST: env.SMTP_HOST,
      SMTP_PORT: env.SMTP_PORT,
      SMTP_SECURE: env.SMTP_SECURE,
      SMTP_USER: env.SMTP_USER,
      SMTP_PASS: env.SMTP_PASS,
      MAIL_FROM: env.MAIL_FROM?.trim() ? env.MAIL_FROM : DEFAULT_MAIL_FROM,
      ORDER_EMAIL_KEY: UNUSED_FUNCTION_KEY,
    });
    return createSmtpTransport(config, overrides);
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new Error(`SMTP configuration is invalid: ${error.issues.join(' ')}`, { cause: error });
    }
    throw error;
  }
}

/** Options of {@link createOrderEmailSender}. */
export interface OrderEmailSenderOptions {
  database: ShopDatabase;
  /** Announces the new e-mail log entries (`emailLogs`, to the admins). */
  publish: ChangePublisher;
  /** The SMTP transport, or null when no SMTP server is configured. */
  transport: MailTransport | null;
  /** The sender, e.g. `Seulanga <pesanan@seulanga.id>`. */
  from: string;
  logger: Logger;
  /** Clock of the log entries (the real one by default). */
  now?: () => Date;
}

/** A short, non-sensitive description of an SMTP failure (codes only, no host names). */
function smtpFailureDetail(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [e.code, e.responseCode].filter(
    (v) => typeof v === 'string' || typeof v === 'number',
  );
  return parts.length > 0 ? parts.join(' ') : 'kesalahan SMTP';
}

/**
 * Builds the sender the services call after an order commits (`ServiceDeps.sendOrderEmails`).
 * For the order it sends, at the same time: the buyer's confirmation to the order's
 * `customerEmail` (or else the buyer account's e-mail; skipped when neither is set) and the
 * admin's notice to the `adminEmail` setting (skipped when empty), rendered by
 * `functions/order-email/templates.ts` (totals in Rupiah). Each outcome becomes an e-mail log entry:
 * `success`, or `failed` with the reason ('Email tidak dikirim: server SMTP belum dikonfigurasi …'
 * without a transport, 'Server email menolak pesan …' when the SMTP server refuses or is
 * unreachable).
 * @returns `(orderId, only?) => Promise<void>`: `only` sends just that one e-mail of the order
 * (the admin's 'Kirim Ulang', issue 20), to the order's current recipient; it never throws (an
 * unknown order or a database failure is only logged with `logger`).
 */
export function createOrderEmailSender(
  opts: OrderEmailSenderOptions,
): (orderId: string, only?: EmailType) => Promise<void> {
  const { database, transport, from, logger } = opts;
  const now = opts.now ?? (() => new Date());
  const db = database.db;

  async function send(order: Order, type: EmailType, recipient: string): Promise<string | null> {
    if (!transport) return messages.email.smtpNotConfigured;
    const buyer = type === 'buyer_order_confirmation';
    const email = buyer ? renderBuyerEmail(order) : renderAdminEmail(order);
    const toName = buyer ? singleLine(order.customerName, 80) : `Admin ${SHOP_NAME}`;
    try {
      await transport.sendMail({
        from,
        to: toName ? { name: toName, address: recipient } : recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'X-Seulanga-Order-Id': singleLine(order.id, 60) },
      });
      return null;
    } catch (error) {
      logger.warn({ err: error, orderId: order.id, type }, 'order e-mail not sent');
      return messages.email.smtpFailed(smtpFailureDetail(error));
    }
  }

  return async (orderId, only) => {
    try {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) {
        logger.warn({ orderId }, 'order e-mails: unknown order');
        return;
      }
      const [order] = await withItems(db, [row]);
      let buyerEmail = row.customerEmail ?? '';
      if (!buyerEmail && row.userId) {
        const [account] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, row.userId));
        buyerEmail = account?.email ?? '';
      }
      const adminEmail = await readSetting(db, 'adminEmail');
      const all: { type: EmailType; recipient: string; order: Order }[] = [];
      if (buyerEmail) {
        all.push({
          type: 'buyer_order_confirmation',
          recipient: buyerEmail,
          order: { ...order!, customerEmail: buyerEmail },
        });
      }
      if (adminEmail) all.push({ type: 'admin_new_order', recipient: adminEmail, order: order! });
      const jobs = only ? all.filter((job) => job.type === only) : all;
      const outcomes = await Promise.all(
        jobs.map((job) => send(job.order, job.type, job.recipient)),
      );
      // The log entries are written outside any request: no actor, the sender's clock.
      const logs = createLogService(
        createServiceContext({ database, publish: opts.publish, now, random: Math.random }, null),
      );
      for (const [index, job] of jobs.entries()) {
        const error = outcomes[index] ?? null;
        await logs.addEmailLog({
          orderId,
          recipient: job.recipient,
          type: job.type,
          status: error ? 'failed' : 'success',
          error,
        });
      }
    } catch (error) {
      logger.error({ err: error, orderId }, 'order e-mails: could not send or log');
    }
  };
}
