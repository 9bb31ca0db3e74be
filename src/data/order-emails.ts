/**
 * Browser mode's one network call: asking the order e-mail function to send the buyer's
 * confirmation and the admin's new-order notice (spec section 7, docs/product/decisions.md
 * "E-mail"). The key-value adapter starts it after an order commits (`orderEmails` of its
 * options); in server mode the server sends the e-mails itself, so no screen decides who sends.
 */
import { messages } from '@/shared/messages';
import { orderEmailsFor } from '@/domain/orders/emails';
import type { EmailLog, EmailType, Order } from '@/domain/core/records';
import type { OrderEmailConfig } from '@/config/env';

/** Where the e-mails' outcomes go: the store's admin address and the e-mail log. */
export interface OrderEmailTarget {
  /** The store settings' `adminEmail` ('' when none is set). */
  adminEmail(): Promise<string>;
  /** Stores one e-mail outcome (spec section 7). */
  addEmailLog(entry: Omit<EmailLog, 'id' | 'timestamp'>): Promise<EmailLog>;
}

/** The JSON body the function expects (spec section 7). */
export interface OrderEmailPayload {
  order: Order;
  recipientType: 'buyer' | 'admin';
  recipientEmail: string;
}

async function post(
  payload: OrderEmailPayload,
  config: OrderEmailConfig,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  if (!config.url) return messages.email.notConfigured;
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.key}` },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    let body: { ok?: boolean; error?: string } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // A non-JSON answer is judged by its status alone.
    }
    if (response.ok && body.ok !== false) return null;
    return body.error ?? `HTTP ${response.status}`;
  } catch (error) {
    return messages.email.requestFailed(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Sends the order e-mails and logs each outcome; never throws, so it never blocks the order.
 * One e-mail goes to the buyer (the order's `customerEmail`, else `accountEmail`), one to the
 * store's admin address (`orderEmailsFor`, src/domain/orders/emails.ts); with `only`, just that one
 * (the admin's 'Kirim Ulang').
 * @param accountEmail - the e-mail of the order's account now (a resend), when the caller has it.
 * @returns the e-mail log entries written (none to two).
 */
export async function sendOrderEmails(
  target: OrderEmailTarget,
  order: Order,
  accountEmail: string | undefined,
  config: OrderEmailConfig,
  fetchImpl: typeof fetch = fetch,
  only?: EmailType,
): Promise<EmailLog[]> {
  // Browser mode verifies no address (docs/decisions/022): the buyer's e-mail goes marked unverified.
  const emails = orderEmailsFor(order, await target.adminEmail(), { email: accountEmail });
  const wanted = emails
    .filter((email) => !only || email.type === only)
    .map(({ type, recipient }): { type: EmailType; payload: OrderEmailPayload } =>
      type === 'buyer_order_confirmation'
        ? { type, payload: { order: { ...order, customerEmail: recipient }, recipientType: 'buyer', recipientEmail: recipient } }
        : { type, payload: { order, recipientType: 'admin', recipientEmail: recipient } },
    );
  const outcomes = await Promise.all(wanted.map((job) => post(job.payload, config, fetchImpl)));
  const logs: EmailLog[] = [];
  for (const [index, job] of wanted.entries()) {
    const error = outcomes[index] ?? null;
    try {
      logs.push(
        await target.addEmailLog({
          orderId: order.id,
          recipient: job.payload.recipientEmail,
          type: job.type,
          status: error ? 'failed' : 'success',
          error,
        }),
      );
    } catch {
      // The log itself could not be written (quota): the order still stands.
    }
  }
  return logs;
}
