import { chatThreadFor, counterAfterRead, counterOf, threadsByActivity, unreadCountFor } from '@/domain/chat';
import { decideChatSend, parseChatAttachment } from '@/domain/chat-send';
import { planOrThrow } from '@/domain/decision';
import { chatTextSchema } from '@/domain/validation';
import { ValidationError } from '@/data/errors';
import type { ChatRepository } from '@/data/ports';
import { validate, type AdapterContext, type StoreReader } from './context';

/** A buyer's entry of a map keyed by username: own keys only (a buyer may be named `constructor`). */
const entryOf = <T>(record: Record<string, T>, buyer: string): T | undefined =>
  Object.hasOwn(record, buyer) ? record[buyer] : undefined;

/**
 * Buyer–admin chat over `allChatMessages` and `allUnreadCounts` (spec sections 3 and 4): a buyer
 * sending raises the admin's counter of that thread, an admin sending raises the buyer's; reading
 * resets the reader's own counter.
 */
export function createChatRepository(ctx: AdapterContext): ChatRepository {
  const { store } = ctx;

  /** The thread a viewer means: a buyer's own, or the one an admin names. */
  function threadOf(tx: StoreReader, buyer?: string): { role: 'buyer' | 'admin'; buyer: string; username: string } {
    const user = ctx.requireRole(tx, 'buyer', 'admin');
    const thread = chatThreadFor(user, buyer);
    if ('error' in thread) throw new ValidationError(thread.error);
    return { role: thread.side, buyer: thread.buyer, username: user.username };
  }

  return {
    listMessages: (buyer) =>
      ctx.readOnly((tx) => {
        const thread = threadOf(tx, buyer);
        return entryOf(tx.get('allChatMessages'), thread.buyer) ?? [];
      }),

    send: (input) =>
      store.transact((tx) => {
        const thread = threadOf(tx, input.buyer);
        const text = validate(chatTextSchema, input.text);
        const product = planOrThrow(parseChatAttachment(input.product));
        const all = tx.get('allChatMessages');
        const existing = entryOf(all, thread.buyer) ?? [];
        const counts = tx.get('allUnreadCounts');
        const plan = planOrThrow(
          decideChatSend({
            thread: { side: thread.role, buyer: thread.buyer },
            senderName: thread.username,
            text,
            product,
            recipientIsBuyer: tx.get('users').some((u) => u.username === thread.buyer && u.role === 'buyer'),
            counter: counterOf(counts, thread.buyer),
            now: ctx.now(),
            newMessageId: () => ctx.newId('MSG', new Set(existing.map((m) => m.id))),
          }),
        );
        tx.set('allChatMessages', { ...all, [thread.buyer]: [...existing, plan.message] });
        tx.set('allUnreadCounts', { ...counts, [thread.buyer]: plan.counter });
        return plan.message;
      }),

    markRead: (buyer) =>
      store.transact((tx) => {
        const thread = threadOf(tx, buyer);
        const counts = tx.get('allUnreadCounts');
        const read = counterAfterRead(counterOf(counts, thread.buyer), thread.role);
        if (!read) return; // nothing to write: no change event, no loop
        tx.set('allUnreadCounts', { ...counts, [thread.buyer]: read });
      }),

    unreadCount: () =>
      ctx.readOnly((tx) => unreadCountFor(ctx.sessionOf(tx), tx.get('allUnreadCounts'))),

    listThreads: () =>
      ctx.adminRead((tx) => {
        const all = tx.get('allChatMessages');
        const counts = tx.get('allUnreadCounts');
        return threadsByActivity(
          Object.entries(all)
            .filter(([, messages]) => messages.length > 0)
            .map(([buyer, messages]) => ({
              buyer,
              lastMessage: messages.at(-1) ?? null,
              unread: counterOf(counts, buyer).admin,
            })),
        );
      }),
  };
}
