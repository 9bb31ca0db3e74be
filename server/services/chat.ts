/**
 * Buyer–admin chat on the server (spec sections 3 and 4, issue 3; `docs/api.md`, `/api/chat/*`)
 * over `chat_messages` (one thread per buyer username) and `unread_counts`, with the browser
 * adapter's rules: the thread rule, the counter arithmetic and the thread order come from
 * `src/domain/chat.ts`, so both modes count alike. Changes are announced as `allChatMessages` /
 * `allUnreadCounts` to the thread's buyer (and the admins).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  chatThreadFor,
  counterAfterRead,
  EMPTY_UNREAD_COUNTER,
  threadsByActivity,
  unreadCountFor,
  type ChatThreadRef,
  type UnreadCounter,
} from '@/domain/chat';
import { decideChatSend, parseChatAttachment } from '@/domain/chat-send';
import { planOrThrow } from '@/domain/decision';
import type { ChatMessage, UnreadCounts } from '@/domain/schemas';
import { chatTextSchema } from '@/domain/validation';
import { ValidationError } from '@/data/errors';
import type { ChatRepository, ChatThreadSummary } from '@/data/ports';
import type { Executor } from '../db/client';
import { toChatMessage } from '../db/records';
import { chatMessages, unreadCounts, users } from '../db/schema';
import { validate, type Audience, type ServiceContext, type Tx } from './context';

/** The id of the buyer account named `username`, or null (a thread may outlive its account). */
async function buyerIdOf(db: Executor, username: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'buyer')));
  return row?.id ?? null;
}

/** Who sees a thread's changes: its buyer and the admins (the admins only without an account). */
const threadAudience = (buyerId: string | null): Audience =>
  buyerId ? { kind: 'users', userIds: [buyerId] } : { kind: 'admin' };

/** A thread's counters, locked for the rest of `tx` (created at 0 when absent). */
async function lockCounter(tx: Tx, buyer: string): Promise<UnreadCounter> {
  await tx.db
    .insert(unreadCounts)
    .values({ buyer })
    .onConflictDoNothing({ target: unreadCounts.buyer });
  const [row] = await tx.db
    .select()
    .from(unreadCounts)
    .where(eq(unreadCounts.buyer, buyer))
    .for('update');
  return { buyer: row!.buyerCount, admin: row!.adminCount };
}

async function writeCounter(tx: Tx, buyer: string, counter: UnreadCounter): Promise<void> {
  await tx.db
    .update(unreadCounts)
    .set({ buyerCount: counter.buyer, adminCount: counter.admin })
    .where(eq(unreadCounts.buyer, buyer));
}

/**
 * The chat service for the request's actor (implements the port's `ChatRepository`).
 * @param ctx - the request's context; reading and writing a thread needs a signed-in actor
 * (PermissionError, 401), `listThreads` an admin (403 for a buyer); bad messages throw
 * ValidationError with the catalogue's texts (400). `unreadCount` is 0 for visitors.
 */
export function createChatService(ctx: ServiceContext): ChatRepository {
  const { db } = ctx;

  /**
   * The thread the actor means: a buyer's own, or the buyer an admin names.
   * @throws PermissionError signed out; ValidationError 'Pilih pembeli terlebih dahulu.' for an
   * admin without a buyer.
   */
  function threadOf(buyer?: string): ChatThreadRef {
    const actor = ctx.requireRole('buyer', 'admin');
    const thread = chatThreadFor(actor, buyer);
    if ('error' in thread) throw new ValidationError(thread.error);
    return thread;
  }

  return {
    async listMessages(buyer) {
      const thread = threadOf(buyer);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.buyer, thread.buyer))
        .orderBy(asc(chatMessages.seq));
      return rows.map(toChatMessage);
    },

    async send(input) {
      const thread = threadOf(input.buyer);
      const actor = ctx.actor!;
      const text = validate(chatTextSchema, input.text);
      const product = planOrThrow(parseChatAttachment(input.product));
      return ctx.transact(async (tx) => {
        const buyerId = thread.side === 'buyer' ? actor.id : await buyerIdOf(tx.db, thread.buyer);
        const plan = planOrThrow(
          decideChatSend({
            thread,
            senderName: actor.username,
            text,
            product,
            recipientIsBuyer: Boolean(buyerId),
            counter: buyerId ? await lockCounter(tx, thread.buyer) : EMPTY_UNREAD_COUNTER,
            now: ctx.now(),
            newMessageId: () => ctx.newId('MSG'),
          }),
        );
        const { message } = plan;
        const [row] = await tx.db
          .insert(chatMessages)
          .values({ ...message, buyer: thread.buyer, product: message.product ?? null })
          .returning();
        await writeCounter(tx, thread.buyer, plan.counter);
        tx.changed(['allChatMessages', 'allUnreadCounts'], threadAudience(buyerId!));
        return toChatMessage(row!);
      });
    },

    async markRead(buyer) {
      const thread = threadOf(buyer);
      const actor = ctx.actor!;
      await ctx.transact(async (tx) => {
        const [existing] = await tx.db
          .select()
          .from(unreadCounts)
          .where(eq(unreadCounts.buyer, thread.buyer));
        if (!existing || existing[thread.side === 'buyer' ? 'buyerCount' : 'adminCount'] === 0)
          return;
        const read = counterAfterRead(await lockCounter(tx, thread.buyer), thread.side);
        if (!read) return; // nothing to write: no change event, no loop
        await writeCounter(tx, thread.buyer, read);
        const buyerId = thread.side === 'buyer' ? actor.id : await buyerIdOf(tx.db, thread.buyer);
        tx.changed(['allUnreadCounts'], threadAudience(buyerId));
      });
    },

    async unreadCount() {
      const actor = ctx.actor;
      if (!actor) return 0;
      const rows =
        actor.role === 'buyer'
          ? await db.select().from(unreadCounts).where(eq(unreadCounts.buyer, actor.username))
          : await db.select().from(unreadCounts);
      const counts: UnreadCounts = {};
      for (const row of rows) counts[row.buyer] = { buyer: row.buyerCount, admin: row.adminCount };
      return unreadCountFor(actor, counts);
    },

    async listThreads() {
      ctx.requireRole('admin');
      // The last message of every thread, threads in the order they began (ties keep it).
      const last = await db
        .selectDistinctOn([chatMessages.buyer])
        .from(chatMessages)
        .orderBy(chatMessages.buyer, desc(chatMessages.seq));
      const firstSeq = await db
        .select({
          buyer: chatMessages.buyer,
          first: sql<number>`min(${chatMessages.seq})`.mapWith(Number),
        })
        .from(chatMessages)
        .groupBy(chatMessages.buyer);
      const order = new Map(firstSeq.map((r) => [r.buyer, r.first]));
      const counts = new Map(
        (await db.select().from(unreadCounts)).map((r) => [r.buyer, r.adminCount]),
      );
      const threads: ChatThreadSummary[] = last
        .sort((a, b) => (order.get(a.buyer) ?? 0) - (order.get(b.buyer) ?? 0))
        .map((row) => ({
          buyer: row.buyer,
          lastMessage: toChatMessage(row) as ChatMessage,
          unread: counts.get(row.buyer) ?? 0,
        }));
      return threadsByActivity(threads);
    },
  };
}
