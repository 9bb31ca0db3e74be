/**
 * The owner's phone in the fault suite (scripts/load/faults.ts; docs/server.md "The fault
 * suite"): a Web Push device at a push service the suite runs on 127.0.0.1, subscribed through
 * the API as the admin, and the count of the pushes after the faults — counted like e-mails: one
 * outbox row per order placed (written by the order's own transaction, so neither a killed
 * instance nor the database's outage loses one), all sent once the workers drain, each received
 * push decrypting to an order of the shop, none twice.
 */
import type { Agent } from 'node:http';
import { createPushDevice, decryptPush, pushSubscriptionOf, startLocalPushService } from '../../src/testing/push-device.ts';
import { send } from './http.ts';
import { toNumber, type SqlClient } from './sql.ts';

/** What the pushes came to after the faults. */
export interface PushFigures {
  ordersInRun: number;
  outboxRows: number;
  sent: number;
  stillWaiting: number;
  failed: number;
  received: number;
  receivedTwice: number;
  receivedForNoOrder: number;
  /** Whether nothing was lost or sent twice (the suite's check). */
  ok: boolean;
}

/**
 * Starts the push service and subscribes the phone as the admin whose session is `cookie` (the
 * instances must run with `PUSH_ALLOW_LOOPBACK=1`), and notes the orders stored so far.
 * @throws when the subscription is refused.
 */
export async function subscribeOwnerPhone(sql: SqlClient, agent: Agent, origin: string, cookie: string) {
  const service = await startLocalPushService();
  const device = createPushDevice(`${service.origin}/push/owner-phone`);
  const subscribed = await send(agent, origin, 'POST', '/api/push/subscriptions', { json: pushSubscriptionOf(device), cookie });
  if (subscribed.status !== 201) throw new Error(`the owner's push subscription: ${subscribed.status} ${subscribed.body.slice(0, 200)}`);
  const [before] = await sql.query<{ n: unknown }>('select count(*) as n from orders');
  const ordersBefore = toNumber(before?.n);

  /** The order pushes' outbox rows by state. */
  async function outbox() {
    const [row] = await sql.query<{ rows: unknown; sent: unknown; waiting: unknown; failed: unknown }>(
      `select count(*) as rows, count(*) filter (where status = 'sent') as sent,
              count(*) filter (where status in ('pending', 'sending')) as waiting, count(*) filter (where status = 'failed') as failed
         from push_outbox where payload->>'tag' like 'order-%'`,
    );
    return { rows: toNumber(row?.rows), sent: toNumber(row?.sent), waiting: toNumber(row?.waiting), failed: toNumber(row?.failed) };
  }

  return {
    /**
     * Waits until the workers have nothing left to send (at most `drainMs`: a push claimed by a
     * killed instance waits out its one-minute lease), counts, and stops the push service.
     */
    async count(drainMs = 90_000): Promise<PushFigures> {
      const [after] = await sql.query<{ n: unknown }>('select count(*) as n from orders');
      const deadline = Date.now() + drainMs;
      let rows = await outbox();
      while (rows.waiting > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        rows = await outbox();
      }
      await service.close();
      const tags = service.received.map(({ body }) => (decryptPush(device, body) as { tag: string }).tag).filter((tag) => tag.startsWith('order-'));
      const distinct = new Set(tags);
      const [unknown] = await sql.query<{ n: unknown }>(
        `select count(*) as n from unnest($1::text[]) as tag where not exists (select 1 from orders where 'order-' || orders.id = tag)`,
        [[...distinct]],
      );
      const figures = {
        ordersInRun: toNumber(after?.n) - ordersBefore,
        outboxRows: rows.rows,
        sent: rows.sent,
        stillWaiting: rows.waiting,
        failed: rows.failed,
        received: tags.length,
        receivedTwice: tags.length - distinct.size,
        receivedForNoOrder: toNumber(unknown?.n),
      };
      const ok =
        figures.outboxRows === figures.ordersInRun &&
        figures.sent === figures.outboxRows &&
        distinct.size === figures.sent &&
        figures.receivedTwice === 0 &&
        figures.receivedForNoOrder === 0;
      return { ...figures, ok };
    },
  };
}
