/**
 * The chat send use case's decision (spec sections 3 and 4), written once for both modes
 * (docs/decisions/014-use-cases-once.md).
 */
import type { z } from 'zod';
import { counterAfterSend, type ChatThreadRef, type UnreadCounter } from './threads';
import { accept, refuse, type Decision } from '../core/decision';
import type { ChatEffect, EffectPlan } from '../core/effects';
import { ValidationError } from '../core/errors';
import { chatMessages } from '@/shared/messages-chat';
import { messages } from '@/shared/messages';
import type { ChatMessage, ChatProductRef } from '../core/records';
import { chatProductRefInputSchema } from './inputs';

/**
 * A buyer's messages the admin may have unread in one thread: past it the buyer's next message
 * is refused until the admin reads the thread. Ample for a real conversation (the admin reads a
 * thread by opening it), and it bounds what one buyer can pile up between two readings in
 * either mode, whatever the server's rate limits.
 */
export const CHAT_UNREAD_CAP = 50;

/** A product a buyer attaches to a message, as the client sends it: its id only. */
export type ChatProductRequest = z.output<typeof chatProductRefInputSchema>;

/**
 * Checks a message's attachment strictly, before anything is loaded (an id of '' or null is
 * refused, not read as 0, so a malformed attachment cannot spoil the thread). Only an id is
 * taken: an attachment that also names the product (a name, a price …) is refused, as the
 * catalogue names it.
 * @returns the product id to load (undefined when none was sent), or ValidationError 'Produk
 * tidak ditemukan.'.
 */
export function parseChatAttachment(product: unknown): Decision<ChatProductRequest | undefined> {
  if (product === undefined) return accept(undefined);
  const parsed = chatProductRefInputSchema.safeParse(product);
  if (!parsed.success) return refuse(new ValidationError(messages.catalog.productNotFound));
  return accept(parsed.data);
}

/**
 * The catalogue's product as a chat attachment: its name, its partner's name (when it has one),
 * its price (Rupiah) and its image.
 */
export function chatAttachmentOf(
  product: { id: number; name: string; price: number; image: string },
  partnerName: string | undefined,
): ChatProductRef {
  return {
    id: product.id,
    name: product.name,
    ...(partnerName ? { partnerName } : {}),
    price: product.price,
    image: product.image,
  };
}

/**
 * Decides a chat message (spec sections 3 and 4): sent on `thread` by its side under the
 * sender's username; a buyer's message carries the product it asks about as the catalogue names
 * it (never as the client named it; an admin's message carries none); an
 * admin writes only to an existing buyer; the other side's unread counter rises by 1. A buyer
 * writes only while the admin has fewer than {@link CHAT_UNREAD_CAP} of their messages unread
 * (the admin's replies are never capped).
 * @param facts.product - the attachment the buyer asked for (its id) and the catalogue's product
 * of that id as the shell loaded it ({@link chatAttachmentOf}; undefined when there is none).
 * @param facts.buyerName - the username of the thread's buyer account (a buyer's own), or null
 * when the thread's buyer is no existing buyer account.
 * @param facts.counter - the thread's unread counters before the message (`admin`: the buyer's
 * messages the admin has not read).
 * @param facts.newMessageId - makes the message id (called only when accepted).
 * @returns the plan (`appendChatMessage`: the message and the thread's counters after it) with
 * the message; or ValidationError 'Pilih pembeli
 * terlebih dahulu.' when an admin writes to no buyer, ValidationError `CHAT_PRODUCT_UNKNOWN`
 * 'Produk tidak ditemukan.' when a buyer attaches an id the catalogue does not have,
 * ValidationError `CHAT_UNREAD_LIMIT` when a buyer writes while the admin has
 * {@link CHAT_UNREAD_CAP} of their messages unread.
 */
export function decideChatSend(facts: {
  thread: ChatThreadRef;
  senderName: string;
  text: string;
  product: { requested: ChatProductRequest; loaded: ChatProductRef | undefined } | undefined;
  buyerName: string | null;
  counter: UnreadCounter;
  now: Date;
  newMessageId: () => string;
}): Decision<ChatSendPlan> {
  const { thread, product, buyerName } = facts;
  if (buyerName === null) {
    return refuse(new ValidationError(chatMessages.buyerRequired));
  }
  if (thread.side === 'buyer' && facts.counter.admin >= CHAT_UNREAD_CAP) {
    return refuse(new ValidationError(chatMessages.unreadCapReached, {}, 'CHAT_UNREAD_LIMIT'));
  }
  const attachment = thread.side === 'buyer' && product ? product.loaded : undefined;
  if (thread.side === 'buyer' && product && product.loaded?.id !== product.requested.id) {
    return refuse(new ValidationError(messages.catalog.productNotFound, {}, 'CHAT_PRODUCT_UNKNOWN'));
  }
  const message: ChatMessage = {
    id: facts.newMessageId(),
    sender: thread.side,
    text: facts.text,
    timestamp: facts.now.toISOString(),
    senderName: facts.senderName,
    ...(attachment ? { product: attachment } : {}),
  };
  const counter = counterAfterSend(facts.counter, thread.side);
  return accept({ effects: [{ kind: 'appendChatMessage', buyerId: thread.buyerId, buyerName, message, counter }], message });
}

/** An accepted chat message: its effects and the message as stored. */
export interface ChatSendPlan extends EffectPlan<ChatEffect> {
  message: ChatMessage;
}
