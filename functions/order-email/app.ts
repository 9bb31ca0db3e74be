/**
 * The order e-mail HTTP function (spec section 7; docs/product/decisions.md "E-mail"): a Hono app
 * that takes `POST { order, recipientType, recipientEmail }` with `Authorization: Bearer <key>`
 * and sends the buyer's or the admin's e-mail over SMTP.
 *
 * Answers (always JSON): `200 { ok: true, message }`; `{ ok: false, error }` with 400 (invalid
 * JSON or payload), 401 (missing or wrong key), 405 (not POST), 413 (body over 64 KB), 429 (past
 * the limits per client address or per recipient address, `./limits.ts`, with `Retry-After`), 502
 * (the SMTP server refused the message or could not be reached), 500 (unexpected, e.g. the shared
 * limits' database cannot be reached: nothing is sent). CORS allows the configured origins,
 * preflight included. The key is checked by `hono/bearer-auth` (constant-time comparison) and the
 * body size by `hono/body-limit`, both answering with the JSON bodies above. It is runtime-neutral: `app.fetch` runs under Node (see `server.ts`) and
 * any fetch-style runtime that can open TCP connections for the SMTP client (see `index.ts`).
 */
import { Hono, type Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { OrderEmailConfig } from '../../src/shared/order-email/config';
import type { MailTransport } from '../../src/shared/order-email/transport';
import { applyIndonesianZod } from '../../src/shared/zod-indonesian';
import { messages, rateLimitMessages } from '../../src/shared/messages';
import { ORDER_EMAILS_PER_RECIPIENT_PER_DAY } from '../../src/domain/orders/emails';
import { formatWait } from '../../src/shared/rate-limit-keys';
import { createOrderEmailLimits, type OrderEmailLimits } from './limits';
import { describeIssues, orderEmailRequestSchema } from './payload';
import { renderAdminEmail, renderBuyerEmail, SHOP_NAME, singleLine } from '../../src/domain/order-email/templates';

export type { MailTransport };

/** Largest accepted request body: 64 KB (65,536 bytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Optional hooks of {@link createApp}. */
export interface AppOptions {
  /** Receives one line per request outcome and the details of SMTP failures; `console` by default. */
  log?: (line: string) => void;
  /**
   * The client's address, for the per-client limit: the socket's under Node (`server.ts`). Absent
   * (a runtime that gives none): every client counts as one (`unknown`).
   */
  clientAddress?: (c: Context) => string;
  /**
   * The limits: the shared ones of `LIMITS_DATABASE_URL` (`./shared-limits.ts`), or tests' own
   * clock; absent: new ones in this process's memory.
   */
  limits?: OrderEmailLimits;
}

/** The JSON body of every answer (the shop reads `message` or `error`). */
export type OrderEmailResponse = { ok: true; message: string } | { ok: false; error: string };

/** Texts of the answers (Indonesian: the admin reads them in the e-mail log). */
export const responseText = {
  sentBuyer: (orderId: string, to: string) =>
    `Email konfirmasi pesanan ${orderId} terkirim ke ${to}.`,
  sentAdmin: (orderId: string, to: string) =>
    `Email notifikasi pesanan baru ${orderId} terkirim ke ${to}.`,
  badJson: 'Body permintaan harus berupa JSON yang valid.',
  unauthorized: 'Kunci otorisasi tidak ada atau salah.',
  methodNotAllowed: 'Metode tidak diizinkan; gunakan POST.',
  tooLarge: `Data permintaan terlalu besar (maksimal ${MAX_BODY_BYTES / 1024} KB).`,
  smtpFailed: (detail: string) =>
    `Server email menolak pesan atau tidak dapat dihubungi (${detail}).`,
  internal: 'Terjadi kesalahan pada layanan email.',
  clientLimit: rateLimitMessages.orderEmails,
  recipientLimit: messages.email.recipientLimit(ORDER_EMAILS_PER_RECIPIENT_PER_DAY),
} as const;

/** A short, non-sensitive description of an SMTP failure for the answer (no host names). */
function smtpFailureDetail(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [e.code, e.responseCode].filter(
    (v) => typeof v === 'string' || typeof v === 'number',
  );
  return parts.length > 0 ? parts.join(' ') : 'kesalahan SMTP';
}

/**
 * Builds the function.
 * @param config - from `loadConfig` (`./config.ts`).
 * @param transport - a nodemailer transporter, or a stub in tests.
 * @param options - logging hook.
 * @returns the Hono app; call `app.fetch(request)` or, in tests, `app.request(path, init)`.
 */
export function createApp(
  config: OrderEmailConfig,
  transport: MailTransport,
  options: AppOptions = {},
): Hono {
  const log = options.log ?? ((line: string) => console.log(line));
  // zod's own messages in the 400 answers (a field of the shop's order schema without a message of
  // its own) in Indonesian, like the rest of the answers.
  applyIndonesianZod();
  const app = new Hono();
  const limits = options.limits ?? createOrderEmailLimits();
  const clientAddress = options.clientAddress ?? (() => 'unknown');
  const fail = (status: 400 | 401 | 405 | 413 | 429 | 500 | 502, error: string) =>
    new Response(JSON.stringify({ ok: false, error } satisfies OrderEmailResponse), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  const tooMany = (retryAfterSeconds: number, error: string) => {
    const response = fail(429, error);
    response.headers.set('Retry-After', String(retryAfterSeconds));
    return response;
  };

  app.use(
    '*',
    cors({
      origin: config.allowedOrigins,
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    }),
  );

  app.use('*', async (c, next) => {
    if (c.req.method === 'POST') return next();
    const response = fail(405, responseText.methodNotAllowed);
    response.headers.set('Allow', 'POST, OPTIONS');
    return response;
  });

  // A missing header, another scheme, an empty or malformed token and a wrong key all get the
  // same 401 (bearer-auth would answer a malformed header with 400 and a plain-text body).
  const unauthorized = {
    wwwAuthenticateHeader: 'Bearer',
    message: () => {
      const response = fail(401, responseText.unauthorized);
      response.headers.set('WWW-Authenticate', 'Bearer');
      return response;
    },
  };
  app.use(
    '*',
    bearerAuth({
      token: config.key,
      noAuthenticationHeader: unauthorized,
      invalidAuthenticationHeader: unauthorized,
      invalidToken: unauthorized,
    }),
  );

  // bodyLimit refuses a declared Content-Length over the limit before reading, and counts the
  // bytes of a body without Content-Length (or with Transfer-Encoding) as they arrive.
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => fail(413, responseText.tooLarge) }),
  );

  app.post('*', async (c) => {
    // Every authorised request counts, before its body is read.
    const busy = await limits.client(clientAddress(c));
    if (busy) return tooMany(busy.retryAfterSeconds, responseText.clientLimit(formatWait(busy.retryAfterSeconds)));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    // bodyLimit trusts a declared Content-Length. Over a socket the runtime's HTTP parser holds the
    // body to that length; a Request built in-process (`app.fetch`) can carry more bytes than it
    // declares, so the size actually received is checked once more.
    if (bytes.byteLength > MAX_BODY_BYTES) return fail(413, responseText.tooLarge);

    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return fail(400, responseText.badJson);
    }
    const parsed = orderEmailRequestSchema.safeParse(json);
    if (!parsed.success) return fail(400, describeIssues(parsed.error));

    const { order, recipientType, recipientEmail } = parsed.data;
    const full = await limits.recipient(recipientEmail);
    if (full) {
      log(`[order-email] ${recipientType} ${singleLine(order.id, 60)}: ${responseText.recipientLimit}`);
      return tooMany(full.retryAfterSeconds, responseText.recipientLimit);
    }
    const email = recipientType === 'buyer' ? renderBuyerEmail(order) : renderAdminEmail(order);
    const toName =
      recipientType === 'buyer' ? singleLine(order.customerName, 80) : `Admin ${SHOP_NAME}`;
    try {
      await transport.sendMail({
        from: {
          name: singleLine(config.mailFrom.name || SHOP_NAME, 80),
          address: config.mailFrom.address,
        },
        to: toName ? { name: toName, address: recipientEmail } : recipientEmail,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'X-Seulanga-Order-Id': singleLine(order.id, 60) },
      });
    } catch (error) {
      log(
        `[order-email] ${recipientType} ${singleLine(order.id, 60)}: SMTP gagal: ${error instanceof Error ? error.message : String(error)}`,
      );
      return fail(502, responseText.smtpFailed(smtpFailureDetail(error)));
    }
    const message =
      recipientType === 'buyer'
        ? responseText.sentBuyer(order.id, recipientEmail)
        : responseText.sentAdmin(order.id, recipientEmail);
    log(`[order-email] ${singleLine(message, 300)}`);
    return c.json({ ok: true, message } satisfies OrderEmailResponse, 200);
  });

  app.onError((error) => {
    if (error instanceof HTTPException) return error.getResponse();
    log(
      `[order-email] kesalahan tak terduga: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return fail(500, responseText.internal);
  });

  return app;
}
