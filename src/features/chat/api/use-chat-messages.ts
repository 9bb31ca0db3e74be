import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';
import type { Role } from '@/domain/core/records';

/**
 * One buyer's chat thread, oldest first (spec section 4). A buyer reads their own thread, an
 * admin the named thread's. The query is keyed by the thread (an admin: its buyer's account id; a
 * buyer: their username), so another account signed in on the same device never sees a cached
 * thread that is not theirs. A message sent in any tab refreshes it.
 * @param buyer - the thread's key for an admin (`ChatThreadSummary.buyerId`); a buyer's username.
 * @param viewerRole - the signed-in user's role.
 * @param enabled - false to wait (e.g. no thread selected yet).
 */
export function useChatMessages(buyer: string, viewerRole: Role, enabled = true) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.chatMessages(buyer),
    queryFn: () => (viewerRole === 'admin' ? data.chat.listMessages(buyer) : data.chat.listMessages()),
    enabled,
  });
}
