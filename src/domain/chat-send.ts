/**
 * The chat send use case's decision (spec sections 3 and 4), written once for both modes
 * (docs/decisions/014-use-cases-once.md).
 */
import type { z } from 'zod';
import { counterAfterSend, type ChatThreadRef, type UnreadCounter } from './chat';
import { accept, refuse, type Decision } from './decision';
import { ValidationError } from './errors';
import { chatMessages, messages } from './messages';
import type { ChatMessage } from './schemas';
import { chatProductRefInputSchema } from './validation';

/** A product attached to a buyer's message, after `chatProductRefInputSchema` accepted it. */
export type ChatProductRef = z.output<typeof chatProductRefInputSchema>;

/**
 * Checks a message's attachment strictly, before anything is loaded (an id of '' or null is
 * refused, not read as 0, so a malformed attachment cannot spoil the thread).
 * @returns the product reference (undefined when none was sent), or ValidationError 'Produk
 * tidak ditemukan.'.
 */
export function parseChatAttachment(product: unknown): Decision<ChatProductRef | undefined> {
  if (product === undefined) return accept(undefined);
  const parsed = chatProductRefInputSchema.safeParse(product);
  if (!parsed.success) return refuse(new ValidationError(messages.catalog.productNotFound));
  return accept(parsed.data);
}

/**
 * Decides a chat message (spec sections 3 and 4): sent on `thread` by its side under the
 * sender's username; a buyer's message keeps its product attachment (an admin's never does);
 * an admin writes only to an existing buyer; the other side's unread counter rises by 1.
 * @param facts.recipientIsBuyer - for an admin's message: whether the thread's buyer is an
 * existing buyer account.
 * @param facts.newMessageId - makes the message id (called only when accepted).
 * @returns the message and the thread's counters after it, or ValidationError 'Pilih pembeli
 * terlebih dahulu.' when an admin writes to no buyer.
 */
export function decideChatSend(facts: {
  thread: ChatThreadRef;
  senderName: string;
  text: string;
  product: ChatProductRef | undefined;
  recipientIsBuyer: boolean;
  counter: UnreadCounter;
  now: Date;
  newMessageId: () => string;
}): Decision<{ message: ChatMessage; counter: UnreadCounter }> {
  const { thread, product } = facts;
  if (thread.side === 'admin' && !facts.recipientIsBuyer) {
    return refuse(new ValidationError(chatMessages.buyerRequired));
  }
  return accept({
    message: {
      id: facts.newMessageId(),
      sender: thread.side,
      text: facts.text,
      timestamp: facts.now.toISOString(),
      senderName: facts.senderName,
      ...(thread.side === 'buyer' && product ? { product } : {}),
    },
    counter: counterAfterSend(facts.counter, thread.side),
  });
}
