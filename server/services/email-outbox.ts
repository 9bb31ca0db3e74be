/**
 * The order e-mail outbox's rows (docs/server.md "Order e-mails";
 * docs/decisions/018-order-email-recipients.md). An order's transaction inserts one row per
 * e-mail ({@link outboxRowsFor}; written by the order's one write, `commitPlacementEffects` in
 * `./order-effects.ts`), so the e-mails exist exactly when the order does; each instance's worker (`server/jobs/email-worker.ts`) sends them.
 */
import type { Order } from '@/domain/core/records';
import { orderEmailsFor } from '@/domain/orders/emails';
import type { emailOutbox } from '../db/schema';

/** Attempts an order e-mail gets before it fails for good. */
export const OUTBOX_MAX_ATTEMPTS = 6;

/** A row to insert into `email_outbox`. */
export type OutboxInsert = typeof emailOutbox.$inferInsert;

/**
 * The outbox rows of an order's e-mails as the domain decides them (`orderEmailsFor`,
 * src/domain/orders/emails.ts), due at once.
 * @param order - the order just decided (its id and `customerEmail`).
 * @param adminEmail - the store settings' `adminEmail` ('' when none).
 * @param now - the order's time (the rows' `created_at` and first due time).
 * @param maxAttempts - attempts each row gets ({@link OUTBOX_MAX_ATTEMPTS} by default).
 */
export function outboxRowsFor(
  order: Pick<Order, 'id' | 'customerEmail'>,
  adminEmail: string,
  now: Date,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
): OutboxInsert[] {
  return orderEmailsFor(order, adminEmail).map((email) => ({
    orderId: order.id,
    type: email.type,
    recipient: email.recipient,
    unverified: email.unverified,
    maxAttempts,
    nextAttemptAt: now,
    createdAt: now,
  }));
}
