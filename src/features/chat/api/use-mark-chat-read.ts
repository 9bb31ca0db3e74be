import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * Resets the viewer's unread counter of a thread (spec section 4): a buyer's own (no argument),
 * or the admin's of the thread named by its buyer's account id. Writes nothing when the counter
 * is already 0.
 */
export function useMarkChatRead() {
  const data = useShopData();
  return useMutation({ mutationFn: (buyerId?: string) => data.chat.markRead(buyerId) });
}
