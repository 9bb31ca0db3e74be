/**
 * Buyer–admin chat on the server (spec sections 3 and 4; `docs/api.md`, `/api/chat/*`)
 * over `chat_messages` (one thread per buyer account, `buyer_id`; decision 017) and
 * `unread_counts`, with the browser
 * adapter's rules: the thread rule, the counter arithmetic and the thread order come from
 * `src/domain/chat/threads.ts` and the thread list's paging from `src/domain/chat/thread-paging.ts`, so both modes count alike. Changes are announced as `allChatMessages` /
 * `allUnreadCounts` to the thread's buyer (and the admins).
 */
import { and, asc, desc, eq, gt, isNotNull, lt, sql, type Placeholder } from 'drizzle-orm';
import {
  chatThreadFor,
  counterAfterRead,
  EMPTY_UNREAD_COUNTER,
  unreadCountFor,
  type ChatThreadRef,
  type UnreadCounter,
} from '@/domain/chat/threads';
import { chatAttachmentOf, decideChatSend, parseChatAttachment } from '@/domain/chat/send';
import { chatPageFromRows, checkChatPageRequest, cursorRefusal } from '@/domain/chat/paging';
import { checkChatThreadPageRequest, threadPageFromRows } from '@/domain/chat/thread-paging';
import { planOrThrow } from '@/domain/core/decision';
import type { ChatMessage, ChatProductRef, UnreadCounts } from '@/domain/core/records';
import { chatTextSchema } from '@/domain/chat/inputs';
import { ValidationError } from '@/domain/core/errors';
import type { ChatRepository, ChatThreadSummary } from '@/domain/port/port';
import type { Executor } from '../db/client';
import { toChatMessage } from '../db/records';
import { allAtOnce, builtOnce, fromJson } from '../db/statements';
import { chatMessages, partners, products, unreadCounts, users } from '../db/schema';
import { validate, type Audience, type PipelinedTx, type ServiceContext, type Tx } from './context';
import { announceEffects } from './effects';
import { pushesFor } from '@/domain/notifications/push';
import { boundPushQueue } from './push';
import { effectsOfKind, type EffectPlan } from '@/domain/core/effects';

/** The username of the buyer account `buyerId`, or null (a thread may outlive its account). */
async function buyerNameOf(db: Executor, buyerId: string): Promise<string | null> {
  const [row] = await buyerNameStatement<{ username: string }>(db, { buyerId });
  return row?.username ?? null;
}

/** {@link buyerNameOf}'s statement built once: the buyer account's `username`, no row for another. */
const buyerNameStatement = builtOnce<{ buyerId: string }>((db) =>
  db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('buyerId')), eq(users.role, 'buyer'))),
);

/**
 * The catalogue's product `id` as a chat attachment (its partner's name joined), one statement
 * built once: a `product` JSON object (ids as numbers on both drivers), no row for an unknown id.
 */
const catalogueProductStatement = builtOnce<{ id: number }>(
  () => sql`select json_build_object('id', ${products.id}, 'name', ${products.name}, 'price', ${products.price}, 'image', ${products.image}, 'partnerName', ${partners.name}) as product
    from ${products} left join ${partners} on ${partners.id} = ${products.partnerId} where ${products.id} = ${sql.placeholder('id')}::bigint`,
);

/** The attachment of {@link catalogueProductStatement}'s rows, or undefined (no such product). */
function catalogueProductOf(rows: ReadonlyArray<Record<string, unknown>>): ChatProductRef | undefined {
  const row = rows[0] && fromJson<{ id: number; name: string; price: number; image: string; partnerName: string | null }>(rows[0].product);
  return row ? chatAttachmentOf(row, row.partnerName ?? undefined) : undefined;
}

/** Who sees a thread's changes: its buyer and the admins (the admins only without an account). */
const threadAudience = (buyerId: string | null): Audience =>
  buyerId ? { kind: 'users', userIds: [buyerId] } : { kind: 'admin' };

/** {@link lockCounter}'s statement, built once (server/db/statements.ts `builtOnce`). */
const counterLockStatement = builtOnce<{ buyerId: string }>((db) =>
  db
    .insert(unreadCounts)
    .values({ buyerId: sql.placeholder('buyerId') })
    .onConflictDoUpdate({ target: unreadCounts.buyerId, set: { buyerId: sql`excluded.buyer_id` } })
    .returning({ buyerCount: unreadCounts.buyerCount, adminCount: unreadCounts.adminCount }),
);

/**
 * A thread's counters, locked for the rest of `tx` (created at 0 when absent), in one statement:
 * the upsert's no-op update takes the row lock a `select … for update` would and answers the row.
 */
async function lockCounter(tx: Tx, buyerId: string): Promise<UnreadCounter> {
  return counterOf(await counterLockStatement(tx.db, { buyerId }));
}

/** The counters of {@link counterLockStatement}'s row (a statement built once answers the columns as the database names them). */
function counterOf(rows: ReadonlyArray<Record<string, unknown>>): UnreadCounter {
  return { buyer: rows[0]!.buyer_count as number, admin: rows[0]!.admin_count as number };
}

/** The message columns written from a placeholder each (`product` apart: JSON text or null). */
const MESSAGE_COLUMNS = ['id', 'buyerId', 'buyer', 'sender', 'text', 'timestamp', 'senderName'] as const satisfies ReadonlyArray<
  keyof typeof chatMessages.$inferInsert
>;

/**
 * A sent message and its thread's counters in one statement built once: the message
 * inserted, the counters (locked by {@link lockCounter}) and the thread's last activity written.
 */
const messageSendStatement = builtOnce<Record<(typeof MESSAGE_COLUMNS)[number] | 'product' | 'buyerCount' | 'adminCount', unknown>>((db) =>
  allAtOnce(
    {
      message: db
        .insert(chatMessages)
        .values({
          ...(Object.fromEntries(MESSAGE_COLUMNS.map((column) => [column, sql.placeholder(column)])) as Record<(typeof MESSAGE_COLUMNS)[number], Placeholder>),
          product: sql`${sql.placeholder('product')}::jsonb`,
        })
        .returning({ seq: chatMessages.seq }),
      // The thread's last activity is the new message's `seq`, read from the insert above (the
      // statement's parts see the same snapshot, so a read of the table would not find it).
      counter: db
        .update(unreadCounts)
        .set({
          buyerCount: sql`${sql.placeholder('buyerCount')}`,
          adminCount: sql`${sql.placeholder('adminCount')}`,
          lastSeq: sql`(select seq from message)`,
        })
        .where(eq(unreadCounts.buyerId, sql.placeholder('buyerId'))),
    },
    sql`select 1`,
  ),
);

/** Writes a thread's counters (its row locked by `lockCounter` in the same transaction). */
async function writeCounter(tx: Tx, buyerId: string, counter: UnreadCounter): Promise<void> {
  await tx.db
    .update(unreadCounts)
    .set({ buyerCount: counter.buyer, adminCount: counter.admin })
    .where(eq(unreadCounts.buyerId, buyerId));
}

/**
 * Commits a chat message's plan (src/domain/chat/send.ts `decideChatSend`) in `tx`: its one
 * `appendChatMessage` compiled into {@link messageSendStatement} (the message inserted, the
 * thread's counters written; their row locked by {@link lockCounter} earlier in `tx`), sent with
 * the `COMMIT` (docs/decisions/019-pipelined-transactions.md), then announced as
 * ./effects.ts `announceEffects` says. ./effects.ts `applyEffects` writes the same kind statement by
 * statement.
 * @throws Error for a plan of other effects or of more than one message (a programming error);
 *   nothing is written then.
 */
export async function commitChatEffects(ctx: ServiceContext, tx: PipelinedTx, plan: EffectPlan): Promise<void> {
  const [append, ...more] = effectsOfKind(plan.effects, 'appendChatMessage');
  if (!append || more.length > 0 || plan.effects.length !== 1) throw new Error('A chat message writes one appendChatMessage');
  const { message, counter } = append;
  // A buyer's message pushes to the admins' devices, in the same COMMIT (./push.ts).
  const pushes = boundPushQueue(ctx.db, pushesFor(plan.effects, undefined, message.sender), ctx.now());
  await tx.commit([
    messageSendStatement.bound(ctx.db, {
      id: message.id,
      buyerId: append.buyerId,
      buyer: append.buyerName,
      sender: message.sender,
      text: message.text,
      timestamp: message.timestamp,
      senderName: message.senderName ?? null,
      product: message.product ? JSON.stringify(message.product) : null,
      buyerCount: counter.buyer,
      adminCount: counter.admin,
    }),
    ...(pushes ? [pushes] : []),
  ]);
  announceEffects(tx, plan);
}

/**
 * The chat service for the request's actor (implements the port's `ChatRepository`).
 * @param ctx - the request's context; reading and writing a thread needs a signed-in actor
 * (PermissionError, 401), `listThreads` an admin (403 for a buyer); bad messages throw
 * ValidationError with the catalogue's texts (400), a buyer's message past the thread's unread
 * cap ValidationError `CHAT_UNREAD_LIMIT` (400, src/domain/chat/send.ts), a buyer's message past
 * the chat message limits RateLimitError (429, ./rate-limits.ts `chatMessage`). `unreadCount` is
 * 0 for visitors.
 */
export function createChatService(ctx: ServiceContext): ChatRepository {
  const { db } = ctx;

  /**
   * The thread the actor means: a buyer's own (by account id), or the one an admin names.
   * @throws PermissionError signed out; ValidationError 'Pilih pembeli terlebih dahulu.' for an
   * admin without a thread.
   */
  function threadOf(buyerId?: string): ChatThreadRef {
    const actor = ctx.requireRole('buyer', 'admin');
    const thread = chatThreadFor(actor, buyerId);
    if ('error' in thread) throw new ValidationError(thread.error);
    return thread;
  }

  return {
    async listMessages(buyerId, page) {
      const thread = threadOf(buyerId);
      const query = planOrThrow(checkChatPageRequest(page));
      // Every read walks the thread's index (buyer_id, seq) from one end or from the cursor's
      // place, `limit + 1` rows, so a long thread costs no more than a short one.
      const inThread = eq(chatMessages.buyerId, thread.buyerId);
      let where = inThread;
      if (query.from !== 'newest') {
        const [cursor] = await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(and(inThread, eq(chatMessages.id, query.cursor)));
        if (!cursor) throw cursorRefusal();
        where = and(inThread, query.from === 'before' ? lt(chatMessages.seq, cursor.seq) : gt(chatMessages.seq, cursor.seq))!;
      }
      const rows = await db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(query.from === 'after' ? asc(chatMessages.seq) : desc(chatMessages.seq))
        .limit(query.limit + 1);
      return chatPageFromRows(rows.map(toChatMessage), query);
    },

    async send(input) {
      const thread = threadOf(input.buyerId);
      const actor = ctx.actor!;
      const text = validate(chatTextSchema, input.text);
      const requested = planOrThrow(parseChatAttachment(input.product));
      // Before the transaction, so a flood is refused without taking the counters' lock. The
      // admin is not counted: the shop's own replies should never wait.
      if (thread.side === 'buyer') await ctx.limits.chatMessage(actor.id, ctx.clientAddress);
      return ctx.transactPipelined(async (tx) => {
        // A buyer's own thread: BEGIN, the attachment's product and the counters' lock in one round
        // trip. An admin's: the thread's buyer account first (no counters without one).
        const productRead = requested ? [catalogueProductStatement.bound(db, { id: requested.id })] : [];
        const counterLock = counterLockStatement.bound(db, { buyerId: thread.buyerId });
        let buyerName: string | null = actor.username;
        let answers: Array<ReadonlyArray<Record<string, unknown>>>;
        let counter = EMPTY_UNREAD_COUNTER;
        if (thread.side === 'buyer') {
          answers = await tx.send([...productRead, counterLock]);
          counter = counterOf(answers.pop()!);
        } else {
          const [name, ...rest] = await tx.send([buyerNameStatement.bound(db, { buyerId: thread.buyerId }), ...productRead]);
          buyerName = (name![0]?.username as string | undefined) ?? null;
          answers = rest;
          if (buyerName !== null) counter = counterOf((await tx.send([counterLock]))[0]!);
        }
        const plan = planOrThrow(
          decideChatSend({
            thread,
            senderName: actor.username,
            text,
            product: requested && { requested, loaded: catalogueProductOf(answers[0]!) },
            buyerName,
            counter,
            now: ctx.now(),
            newMessageId: () => ctx.newId('MSG'),
          }),
        );
        // The plan's message and its thread's counters in one statement, sent with the COMMIT;
        // the stored row is the decided message, so it is answered as decided.
        await commitChatEffects(ctx, tx, plan);
        return plan.message;
      });
    },

    async markRead(buyerId) {
      const thread = threadOf(buyerId);
      await ctx.transact(async (tx) => {
        const [existing] = await tx.db
          .select()
          .from(unreadCounts)
          .where(eq(unreadCounts.buyerId, thread.buyerId));
        if (!existing || existing[thread.side === 'buyer' ? 'buyerCount' : 'adminCount'] === 0)
          return;
        const read = counterAfterRead(await lockCounter(tx, thread.buyerId), thread.side);
        if (!read) return; // nothing to write: no change event, no loop
        await writeCounter(tx, thread.buyerId, read);
        const account = thread.side === 'buyer' || (await buyerNameOf(tx.db, thread.buyerId)) !== null;
        tx.changed(['allUnreadCounts'], threadAudience(account ? thread.buyerId : null));
      });
    },

    async unreadCount() {
      const actor = ctx.actor;
      if (!actor) return 0;
      const rows =
        actor.role === 'buyer'
          ? await db.select().from(unreadCounts).where(eq(unreadCounts.buyerId, actor.id))
          : await db.select().from(unreadCounts);
      const counts: UnreadCounts = {};
      for (const row of rows) counts[row.buyerId] = { buyer: row.buyerCount, admin: row.adminCount };
      return unreadCountFor(actor, counts);
    },

    async listThreads(page) {
      ctx.requireRole('admin');
      const query = planOrThrow(checkChatThreadPageRequest(page));
      // One walk down `unread_counts_last_seq_idx` from the cursor, `limit + 1` rows, each joined
      // to its last message by the thread's index (buyer_id, seq): no pass over the messages.
      // `last_seq` is unique (a message's seq), so it alone orders the list on the server.
      const rows = await db
        .select({ message: chatMessages, unread: unreadCounts.adminCount, lastSeq: unreadCounts.lastSeq })
        .from(unreadCounts)
        .innerJoin(chatMessages, and(eq(chatMessages.buyerId, unreadCounts.buyerId), eq(chatMessages.seq, unreadCounts.lastSeq)))
        .where(query.after ? lt(unreadCounts.lastSeq, query.after.activity) : isNotNull(unreadCounts.lastSeq))
        .orderBy(desc(unreadCounts.lastSeq))
        .limit(query.limit + 1);
      return threadPageFromRows(
        rows.map((row) => ({
          summary: {
            buyerId: row.message.buyerId,
            buyer: row.message.buyer,
            lastMessage: toChatMessage(row.message) as ChatMessage,
            unread: row.unread,
          } satisfies ChatThreadSummary,
          place: { activity: row.lastSeq!, buyerId: row.message.buyerId },
        })),
        query,
      );
    },
  };
}
