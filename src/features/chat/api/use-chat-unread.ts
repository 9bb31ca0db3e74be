import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * The viewer's unread chat messages (spec section 4): a buyer's own count, or the admin's total
 * over all threads. Keyed by the viewer's username (under `queryKeys.chatUnread`, so any change
 * of the counters still refreshes it), so one account never shows another's cached count.
 * @param username - the signed-in user's username.
 */
export function useChatUnread(username: string) {
  const data = useShopData();
  return useQuery({
    queryKey: [...queryKeys.chatUnread, username],
    queryFn: () => data.chat.unreadCount(),
  });
}
