/**
 * The chat's input rules (spec sections 3 and 4): a message's text and the product a buyer may
 * attach to it. Shared by the chat composer and both modes' shells.
 */
import { z } from 'zod';
import { chatMessages } from '@/shared/messages-chat';
import { messages } from '@/shared/messages';
import { trimmed } from '../core/input-fields';

/** Longest chat message (characters). */
export const MAX_CHAT_LENGTH = 2000;

/** A chat message to send: trimmed, non-blank, at most 2,000 characters. */
export const chatTextSchema = trimmed.min(1, chatMessages.blank).max(MAX_CHAT_LENGTH, chatMessages.tooLong);

/**
 * A product a buyer attaches to a chat message: its id only (a whole number ≥ 0, not a text).
 * Anything else sent with it (a name, a partner, a price, an image) is refused, never stored: the
 * attachment is named from the catalogue (`decideChatSend`). Refused with
 * 'Produk tidak ditemukan.'.
 */
export const chatProductRefInputSchema = z.strictObject(
  {
    id: z.number({ error: messages.catalog.productNotFound }).int(messages.catalog.productNotFound).nonnegative(messages.catalog.productNotFound),
  },
  { error: messages.catalog.productNotFound },
);
