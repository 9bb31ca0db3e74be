import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';
import { appendNewer, type ChatMessagePage } from '@/domain/chat/paging';
import type { ChatMessage, Role } from '@/domain/core/records';
import type { ShopData } from '@/domain/port/port';

/** A thread's pages as the query keeps them: the newest first, each older one after it. */
type ThreadPages = InfiniteData<ChatMessagePage, string | undefined>;

/**
 * Adds to a loaded thread the messages sent after its newest one (one small read instead of every
 * loaded page again). Without a newest message, or when the read is refused (the message is gone:
 * a restore) or more than a page came, the thread is read again from its newest page.
 */
async function appendNewerMessages(queryClient: QueryClient, data: ShopData, queryKey: readonly unknown[], buyerId: string | undefined) {
  const newest = queryClient.getQueryData<ThreadPages>(queryKey)?.pages[0]?.messages.at(-1);
  const reread = () => queryClient.resetQueries({ queryKey, exact: true });
  if (!newest) return reread();
  let page: ChatMessagePage;
  try {
    page = await data.chat.listMessages(buyerId, { after: newest.id });
  } catch {
    return reread();
  }
  if (page.hasNewer) return reread();
  if (page.messages.length === 0) return;
  queryClient.setQueryData<ThreadPages>(queryKey, (old) =>
    old && old.pages.length > 0
      ? { ...old, pages: [{ ...old.pages[0]!, messages: appendNewer(old.pages[0]!.messages, page.messages) }, ...old.pages.slice(1)] }
      : old,
  );
}

/** What {@link useChatMessages} answers. */
export interface ChatThreadQuery {
  /** The loaded messages, oldest first; undefined while the first page loads. */
  messages: ChatMessage[] | undefined;
  /** Whether older messages than the first loaded one exist. */
  hasOlder: boolean;
  /** Loads the previous page (50 older messages, `CHAT_PAGE_SIZE`). */
  loadOlder: () => void;
  /** True while the previous page loads. */
  loadingOlder: boolean;
  /** The first page's error, if it failed. */
  error: Error | null;
}

/**
 * One buyer's thread, oldest first (spec section 4; docs/api.md `GET /api/chat/messages`): the
 * newest 50 messages, then 50 more per {@link ChatThreadQuery.loadOlder}. A buyer reads their own
 * thread, an admin the named thread's. The query is keyed by the thread (an admin: its buyer's
 * account id; a buyer: their username), so another account signed in on the same device never
 * sees a cached thread that is not theirs. A message sent in any tab or device appends itself:
 * only the messages after the newest loaded one are read.
 * @param buyer - the thread's key for an admin (`ChatThreadSummary.buyerId`); a buyer's username.
 * @param viewerRole - the signed-in user's role.
 * @param enabled - false to wait (e.g. no thread selected yet).
 */
export function useChatMessages(buyer: string, viewerRole: Role, enabled = true): ChatThreadQuery {
  const data = useShopData();
  const queryClient = useQueryClient();
  const buyerId = viewerRole === 'admin' ? buyer : undefined;
  const query = useInfiniteQuery({
    queryKey: queryKeys.chatMessages(buyer),
    queryFn: ({ pageParam }) => data.chat.listMessages(buyerId, pageParam === undefined ? undefined : { before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasOlder ? last.messages[0]?.id : undefined),
    enabled,
  });

  useEffect(() => {
    if (!enabled) return;
    const queryKey = queryKeys.chatMessages(buyer);
    return data.subscribe((keys) => {
      if (keys.includes('allChatMessages')) void appendNewerMessages(queryClient, data, queryKey, buyerId);
    });
  }, [data, queryClient, buyer, buyerId, enabled]);

  const pages = query.data?.pages;
  const messages = useMemo(() => pages?.toReversed().flatMap((page) => page.messages), [pages]);
  return {
    messages,
    hasOlder: query.hasNextPage,
    loadOlder: () => void query.fetchNextPage(),
    loadingOlder: query.isFetchingNextPage,
    error: query.error,
  };
}
