import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * Every buyer's thread for the admin, newest activity first, each with its last message and the
 * admin's unread count (spec sections 2 and 4). Admin only.
 * @param enabled - false to wait (e.g. while the panel is closed).
 */
export function useChatThreads(enabled = true) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.chatThreads,
    queryFn: () => data.chat.listThreads(),
    enabled,
  });
}
