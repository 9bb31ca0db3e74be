import { chatThreadFor, counterAfterRead, counterOf, unreadCountFor } from '@/domain/chat/threads';
import { checkChatThreadPageRequest, threadPageOf } from '@/domain/chat/thread-paging';
import { chatAttachmentOf, decideChatSend, parseChatAttachment } from '@/domain/chat/send';
import { chatPageOf, checkChatPageRequest } from '@/domain/chat/paging';
import { planOrThrow } from '@/domain/core/decision';
import type { ChatStore, ChatThread } from '@/domain/core/records';
import { chatTextSchema } from '@/domain/chat/inputs';
import { ValidationError } from '@/data/errors';
import type { ChatRepository } from '@/domain/port/port';
import { validate, type AdapterContext, type StoreReader } from './context';

/** A thread of the store, own keys only (a key is an account id or `~username`). */
const threadOf = (store: ChatStore, buyerId: string): ChatThread | undefined =>
  Object.hasOwn(store, buyerId) ? store[buyerId] : undefined;

/**
 * Buyer–admin chat over `allChatMessages` and `allUnreadCounts` (spec sections 3 and 4), each
 * keyed by the buyer's account id (docs/decisions/017-owners-by-account-id.md): a buyer sending
 * raises the admin's counter of that thread, an admin sending raises the buyer's; reading resets
 * the reader's own counter.
 */
export function createChatRepository(ctx: AdapterContext): ChatRepository {
  const { store } = ctx;

  /** The thread a viewer means: a buyer's own, or the one an admin names. */
  function viewedThread(tx: StoreReader, buyerId?: string) {
    const user = ctx.requireRole(tx, 'buyer', 'admin');
    const thread = chatThreadFor(user, buyerId);
    if ('error' in thread) throw new ValidationError(thread.error);
    return { ...thread, viewer: user };
  }

  /** The catalogue's product `id` as a chat attachment, or undefined when there is none. */
  function catalogueProduct(tx: StoreReader, id: number) {
    const product = tx.get('products').find((p) => p.id === id);
    if (!product) return undefined;
    return chatAttachmentOf(product, tx.get('partners').find((p) => p.id === product.partnerId)?.name);
  }

  return {
    listMessages: (buyerId, page) =>
      ctx.readOnly((tx) => {
        const thread = viewedThread(tx, buyerId);
        const query = planOrThrow(checkChatPageRequest(page));
        return planOrThrow(chatPageOf(threadOf(tx.get('allChatMessages'), thread.buyerId)?.messages ?? [], query));
      }),

    send: async (input) => {
      // The effects' writer loads with the first message sent, not with a page showing the unread count.
      const { applyEffects } = await import('./apply-effects');
      return store.transact((tx) => {
        const thread = viewedThread(tx, input.buyerId);
        const text = validate(chatTextSchema, input.text);
        const requested = planOrThrow(parseChatAttachment(input.product));
        const all = tx.get('allChatMessages');
        const existing = threadOf(all, thread.buyerId)?.messages ?? [];
        const counts = tx.get('allUnreadCounts');
        const buyer = tx.get('users').find((u) => u.id === thread.buyerId && u.role === 'buyer');
        const plan = planOrThrow(
          decideChatSend({
            thread,
            senderName: thread.viewer.username,
            text,
            product: requested && { requested, loaded: catalogueProduct(tx, requested.id) },
            buyerName: thread.side === 'buyer' ? thread.viewer.username : (buyer?.username ?? null),
            counter: counterOf(counts, thread.buyerId),
            now: ctx.now(),
            newMessageId: () => ctx.newId('MSG', new Set(existing.map((m) => m.id))),
          }),
        );
        applyEffects(ctx, tx, plan, thread.viewer);
        return plan.message;
      });
    },

    markRead: (buyerId) =>
      store.transact((tx) => {
        const thread = viewedThread(tx, buyerId);
        const counts = tx.get('allUnreadCounts');
        const read = counterAfterRead(counterOf(counts, thread.buyerId), thread.side);
        if (!read) return; // nothing to write: no change event, no loop
        tx.set('allUnreadCounts', { ...counts, [thread.buyerId]: read });
      }),

    unreadCount: () =>
      ctx.readOnly((tx) => unreadCountFor(ctx.sessionOf(tx), tx.get('allUnreadCounts'))),

    listThreads: (page) =>
      ctx.adminRead((tx) => {
        const query = planOrThrow(checkChatThreadPageRequest(page));
        const counts = tx.get('allUnreadCounts');
        // A thread's activity is its last message's time in ms (no sequence number here); equal
        // times are ordered by key (src/domain/chat/thread-paging.ts `placedBefore`).
        return threadPageOf(
          Object.entries(tx.get('allChatMessages')).flatMap(([buyerId, thread]) => {
            const last = thread.messages.at(-1);
            if (!last) return [];
            const activity = Date.parse(last.timestamp);
            return [
              {
                summary: { buyerId, buyer: thread.buyerName, lastMessage: last, unread: counterOf(counts, buyerId).admin },
                place: { activity: Number.isFinite(activity) && activity >= 0 ? activity : 0, buyerId },
              },
            ];
          }),
          query,
        );
      }),
  };
}
