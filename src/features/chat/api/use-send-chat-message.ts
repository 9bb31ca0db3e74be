import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/** What {@link useSendChatMessage} sends. */
export interface SendChatMessageInput {
  /** The message text (trimmed by the data layer; 1 to 2,000 characters). */
  text: string;
  /** The thread's buyer account id (admin only; a buyer always writes in their own thread). */
  buyerId?: string;
  /** The id of the product the buyer asks about (buyer only; the catalogue names it). */
  product?: { id: number };
}

/**
 * Sends a chat message (spec sections 4 and 5): raises the other side's unread counter. Throws a
 * ValidationError ('Pesan tidak boleh kosong.', 'Pesan maksimal 2.000 karakter.') or a
 * PermissionError, each with the user's message.
 */
export function useSendChatMessage() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: SendChatMessageInput) => data.chat.send(input) });
}
