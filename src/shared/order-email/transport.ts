/**
 * The SMTP transport of the order e-mails, built from the configuration: the e-mail
 * function's, and the shop server's that sends in process (server/services/email.ts).
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { OrderEmailConfig } from './config';

/**
 * What the app needs from a mail transport: nodemailer's `sendMail`. A nodemailer transporter
 * (`createTransport(...)`) fits; tests pass stubs. A rejected promise means the SMTP server
 * refused the message or could not be reached (answered with 502).
 */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/** A mail transport that can also be closed (nodemailer's transporter). */
export interface ClosableMailTransport extends MailTransport {
  close(): void;
}

/**
 * Timeouts in milliseconds, kept under the shop's 10-second request timeout
 * (`src/config/env.ts`) so an unreachable SMTP server is answered with 502 before the shop gives up.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 8_000,
} as const;

/**
 * Creates the nodemailer SMTP transport. With credentials on a non-secure port the transport
 * requires STARTTLS, so a password is never sent in clear text; without credentials (a local
 * sink) it upgrades to TLS only when the server offers it.
 * @param config - the function's configuration (`loadConfig`).
 * @param overrides - extra nodemailer SMTP options (e.g. `{ ignoreTLS: true }` for a local sink).
 */
export function createSmtpTransport(
  config: OrderEmailConfig,
  overrides: Record<string, unknown> = {},
): ClosableMailTransport {
  const { host, port, secure, auth } = config.smtp;
  return createTransport({
    host,
    port,
    secure,
    ...(auth ? { auth: { user: auth.user, pass: auth.pass } } : {}),
    requireTLS: Boolean(auth) && !secure,
    ...SMTP_TIMEOUTS,
    ...overrides,
  });
}
