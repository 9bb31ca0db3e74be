import { chatMessages, messages } from '@/domain/messages';
import { chatProductRefSchema, type ChatMessage, type UnreadCounts } from '@/domain/schemas';
import { chatTextSchema } from '@/domain/validation';
import { ValidationError } from '@/data/errors';
import type { ChatRepository } from '@/data/ports';
import { validate, type AdapterContext, type StoreReader } from './context';

/** A buyer's entry of a map keyed by username: own keys only (a buyer may be named `constructor`). */
const entryOf = <T>(record: Record<string, T>, buyer: string): T | undefined =>
  Object.hasOwn(record, buyer) ? record[buyer] : undefined;

const counterOf = (counts: UnreadCounts, buyer: string) => entryOf(counts, buyer) ?? { buyer: 0, admin: 0 };

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
    if (user.role === 'buyer') return { role: 'buyer', buyer: user.username, username: user.username };
    const name = buyer?.trim();
    if (!name) throw new ValidationError(chatMessages.buyerRequired);
    return { role: 'admin', buyer: name, username: user.username };
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
        // Checked like every stored field, so a malformed attachment cannot spoil the whole chat store.
        const attached = input.product === undefined ? undefined : chatProductRefSchema.safeParse(input.product);
        if (attached && !attached.success) throw new ValidationError(messages.catalog.productNotFound);
        const product = attached?.data;
        if (thread.role === 'admin' && !tx.get('users').some((u) => u.username === thread.buyer && u.role === 'buyer')) {
          throw new ValidationError(chatMessages.buyerRequired);
        }
        const all = tx.get('allChatMessages');
        const existing = entryOf(all, thread.buyer) ?? [];
        const message: ChatMessage = {
          id: ctx.newId('MSG', new Set(existing.map((m) => m.id))),
          sender: thread.role,
          text,
          timestamp: ctx.now().toISOString(),
          senderName: thread.username,
          ...(thread.role === 'buyer' && product ? { product } : {}),
        };
        tx.set('allChatMessages', { ...all, [thread.buyer]: [...existing, message] });
        const counts = tx.get('allUnreadCounts');
        const counter = counterOf(counts, thread.buyer);
        tx.set('allUnreadCounts', {
          ...counts,
          [thread.buyer]:
            thread.role === 'buyer' ? { ...counter, admin: counter.admin + 1 } : { ...counter, buyer: counter.buyer + 1 },
        });
        return message;
      }),

    markRead: (buyer) =>
      store.transact((tx) => {
        const thread = threadOf(tx, buyer);
        const counts = tx.get('allUnreadCounts');
        const counter = counterOf(counts, thread.buyer);
        if (counter[thread.role] === 0) return; // nothing to write: no change event, no loop
        tx.set('allUnreadCounts', { ...counts, [thread.buyer]: { ...counter, [thread.role]: 0 } });
      }),

    unreadCount: () =>
      ctx.readOnly((tx) => {
        const user = ctx.sessionOf(tx);
        if (!user) return 0;
        const counts = tx.get('allUnreadCounts');
        if (user.role === 'buyer') return counterOf(counts, user.username).buyer;
        return Object.values(counts).reduce((sum, c) => sum + c.admin, 0);
      }),

    listThreads: () =>
      ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        const all = tx.get('allChatMessages');
        const counts = tx.get('allUnreadCounts');
        return Object.entries(all)
          .filter(([, messages]) => messages.length > 0)
          .map(([buyer, messages]) => ({
            buyer,
            lastMessage: messages.at(-1) ?? null,
            unread: counterOf(counts, buyer).admin,
          }))
          .sort((a, b) => (b.lastMessage?.timestamp ?? '').localeCompare(a.lastMessage?.timestamp ?? ''));
      }),
  };
}
