/**
 * The order e-mail function's limits (docs/security.md "Limits (the order e-mail function)";
 * docs/decisions/018-order-email-recipients.md), kept in the memory of the function's process:
 * - per recipient address: at most `ORDER_EMAILS_PER_RECIPIENT_PER_DAY` e-mails in
 *   `RECIPIENT_LIMIT_WINDOW_MS` (the server's number and rule, src/domain/orders/emails.ts),
 *   counted over the e-mails the function tried to send in the window, whatever the recipient
 *   type: the caller names it, and browser mode's key is in the shop's bundle, so the function
 *   verifies no address (counted by mailbox, `recipientLimitKey`: `a+x@d` and, at Gmail, `a.b@googlemail.com` are one);
 * - per client address (IPv4 whole, IPv6 by /64, as the shop server's limits):
 *   {@link REQUESTS_PER_CLIENT} authorised requests in {@link CLIENT_WINDOW_SECONDS}.
 * Several instances of the function (a platform that starts more than one) each count their
 * own, so N instances allow N times as much; a restart forgets them. With `LIMITS_DATABASE_URL`
 * the function counts the same limits in PostgreSQL instead (`./shared-limits.ts`).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ORDER_EMAILS_PER_RECIPIENT_PER_DAY, RECIPIENT_LIMIT_WINDOW_MS, recipientLimitKey, withinRecipientLimit } from '../../src/domain/orders/emails';
import { addressKey } from '../../src/shared/rate-limit-keys';

/** Authorised requests one client address may send in {@link CLIENT_WINDOW_SECONDS}: an order sends two, so 10 orders. */
export const REQUESTS_PER_CLIENT = 20;
/** The window of the per-client limit (seconds): 10 minutes. */
export const CLIENT_WINDOW_SECONDS = 10 * 60;
/** Recipients remembered before the ones whose window has passed are swept out. */
const SWEEP_AT = 10_000;

/** A refusal: the seconds until the next request may pass. */
export interface LimitRefusal {
  retryAfterSeconds: number;
}

/** The function's limits: in the process's memory (here) or in PostgreSQL (`./shared-limits.ts`). */
export interface OrderEmailLimits {
  /**
   * Counts one authorised request of `clientAddress`.
   * @returns null within the limit, else the wait.
   */
  client(clientAddress: string): Promise<LimitRefusal | null>;
  /**
   * Counts one e-mail to `recipient` (before it is sent), when the recipient's window has room.
   * @returns null when it may be sent, else the wait until the oldest counted e-mail leaves the window.
   * @throws the store's error (shared store: the database cannot be reached).
   */
  recipient(recipient: string): Promise<LimitRefusal | null>;
}

/**
 * Empty limits in this process's memory.
 * @param now - the clock (milliseconds), for tests; default `Date.now`.
 */
export function createOrderEmailLimits(now: () => number = Date.now): OrderEmailLimits {
  const clients = new RateLimiterMemory({ keyPrefix: 'order-email-client', points: REQUESTS_PER_CLIENT, duration: CLIENT_WINDOW_SECONDS });
  /** The send times (ms) of each recipient's e-mails in the window, oldest first. */
  const sent = new Map<string, number[]>();
  const inWindow = (times: number[], at: number) => times.filter((time) => time > at - RECIPIENT_LIMIT_WINDOW_MS);

  return {
    async client(clientAddress) {
      try {
        await clients.consume(addressKey(clientAddress));
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async recipient(recipient) {
      const at = now();
      if (sent.size >= SWEEP_AT) {
        for (const [key, times] of sent) if (inWindow(times, at).length === 0) sent.delete(key);
      }
      const key = recipientLimitKey(recipient);
      const times = inWindow(sent.get(key) ?? [], at);
      if (!withinRecipientLimit(1, times.length, ORDER_EMAILS_PER_RECIPIENT_PER_DAY)[0]) {
        sent.set(key, times);
        return { retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + RECIPIENT_LIMIT_WINDOW_MS - at) / 1000)) };
      }
      sent.set(key, [...times, at]);
      return null;
    },
  };
}
