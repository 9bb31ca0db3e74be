/**
 * The order e-mails in server mode (spec section 7; docs/product/decisions.md "E-mail"): the SMTP
 * transport and the sending of one e-mail — the same templates and message shape as the order
 * e-mail function (`functions/order-email`), without the browser calling it. Which e-mails an
 * order has, when they go and how they are logged is the outbox's (`./email-outbox.ts`).
 */
import type { Logger } from 'pino';
import { messages } from '@/shared/messages';
import type { OrderEmail } from '@/domain/orders/emails';
import type { Order } from '@/domain/core/records';
import { EMAIL_VERIFICATION_TTL_MS } from '@/domain/accounts/email-verification';
import { ConfigError, loadConfig, type OrderEmailEnv } from '@/shared/order-email/config';
import {
  renderAdminEmail,
  renderAdminSummaryEmail,
  renderBuyerEmail,
  renderVerificationEmail,
  SHOP_NAME,
  singleLine,
} from '@/domain/order-email/templates';
import {
  createSmtpTransport,
  type ClosableMailTransport,
  type MailTransport,
} from '@/shared/order-email/transport';

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

/** A short, non-sensitive description of an SMTP failure (codes only, no host names). */
function smtpFailureDetail(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [e.code, e.responseCode].filter(
    (v) => typeof v === 'string' || typeof v === 'number',
  );
  return parts.length > 0 ? parts.join(' ') : 'kesalahan SMTP';
}

/** The outcome of one attempt of {@link sendOrderEmail}. */
export interface SendOutcome {
  /** null when the SMTP server took the message, else the e-mail log's reason. */
  error: string | null;
  /**
   * Whether trying again cannot help: no SMTP server configured, or the server answered with a
   * permanent (5xx) reply, such as a refused recipient. Timeouts, refused connections and 4xx
   * replies are transient.
   */
  permanent: boolean;
}

/** The outcome of every e-mail while no SMTP server is configured: failed for good, nothing sent. */
export const NO_TRANSPORT: SendOutcome = { error: messages.email.smtpNotConfigured, permanent: true };

/**
 * Sends one order e-mail over SMTP: the buyer's confirmation (`email.unverified`: with the note
 * that the shop did not verify the address) or the admin's new-order notice, rendered by
 * `functions/order-email/templates.ts` (totals in Rupiah, every order value escaped), with the
 * order id in `X-Seulanga-Order-Id`.
 * @param transport - the SMTP transport, or null when none is configured.
 * @returns the outcome: sent, or the reason ('Email tidak dikirim: server SMTP belum dikonfigurasi …'
 * without a transport, 'Server email menolak pesan …' when the SMTP server refuses or is
 * unreachable) and whether it is permanent; never throws.
 */
export async function sendOrderEmail(
  transport: MailTransport | null,
  from: string,
  logger: Logger,
  order: Order,
  email: OrderEmail,
): Promise<SendOutcome> {
  if (!transport) return NO_TRANSPORT;
  const buyer = email.type === 'buyer_order_confirmation';
  const content = buyer
    ? renderBuyerEmail({ ...order, customerEmail: email.recipient }, { unverifiedRecipient: email.unverified })
    : renderAdminEmail(order);
  const toName = buyer ? singleLine(order.customerName, 80) : `Admin ${SHOP_NAME}`;
  return sendOne(transport, logger, {
    from,
    to: toName ? { name: toName, address: email.recipient } : email.recipient,
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: { 'X-Seulanga-Order-Id': singleLine(order.id, 60) },
  }, { orderId: order.id, type: email.type });
}

/** Sends one rendered message; a failure is its outcome (permanent for a 5xx reply), never thrown. */
async function sendOne(
  transport: MailTransport,
  logger: Logger,
  message: Parameters<MailTransport['sendMail']>[0],
  context: Record<string, unknown>,
): Promise<SendOutcome> {
  try {
    await transport.sendMail(message);
    return { error: null, permanent: false };
  } catch (error) {
    logger.warn({ err: error, ...context }, 'e-mail not sent');
    const reply = Number((error as { responseCode?: unknown } | null)?.responseCode);
    return { error: messages.email.smtpFailed(smtpFailureDetail(error)), permanent: reply >= 500 && reply < 600 };
  }
}

/**
 * Sends the admin's summary of held new-order notices ('{n} pesanan baru dalam 10 menit terakhir',
 * `renderAdminSummaryEmail`), with the X-Seulanga-Summary header.
 * @param recipient - the store's admin address.
 * @param orderIds - the held orders, oldest first (at least one).
 * @param windowMinutes - the window the summary names (10).
 * @returns the outcome, as {@link sendOrderEmail}'s; never throws.
 */
export async function sendAdminSummaryEmail(
  transport: MailTransport | null,
  from: string,
  logger: Logger,
  recipient: string,
  orderIds: readonly string[],
  windowMinutes: number,
): Promise<SendOutcome> {
  if (!transport) return NO_TRANSPORT;
  const content = renderAdminSummaryEmail(orderIds, windowMinutes);
  return sendOne(transport, logger, {
    from,
    to: { name: `Admin ${SHOP_NAME}`, address: recipient },
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: { 'X-Seulanga-Summary': String(orderIds.length) },
  }, { type: 'admin_order_summary', orders: orderIds.length });
}

/**
 * Sends a verification link of a buyer's address (`renderVerificationEmail`, docs/decisions/022),
 * with the X-Seulanga-Verification header (tests and mail filters find it by it).
 * @param recipient - the address being verified.
 * @param link - the absolute link with its token.
 * @returns the outcome, as {@link sendOrderEmail}'s; never throws.
 */
export async function sendVerificationEmail(
  transport: MailTransport | null,
  from: string,
  logger: Logger,
  recipient: string,
  link: string,
): Promise<SendOutcome> {
  if (!transport) return NO_TRANSPORT;
  const content = renderVerificationEmail(link, recipient, EMAIL_VERIFICATION_TTL_MS / 3_600_000);
  return sendOne(transport, logger, {
    from,
    to: recipient,
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: { 'X-Seulanga-Verification': '1' },
  }, { type: 'email_verification' });
}
