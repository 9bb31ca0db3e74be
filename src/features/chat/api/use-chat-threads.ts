import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';
import { mergeFirstThreadPage, type ChatThreadPage } from '@/domain/chat/thread-paging';
import type { ChatThreadSummary, ShopData } from '@/domain/port/port';

/** The thread list's pages as the query keeps them: the newest activity first. */
type ThreadListPages = InfiniteData<ChatThreadPage, string | undefined>;

/**
 * Brings a loaded thread list up to date after a new message: its first page is read again and
 * merged over the loaded pages (src/domain/chat/thread-paging.ts `mergeFirstThreadPage`), one
 * small read instead of every loaded page. When the merge could leave a gap (more threads moved
 * than a page holds) or the read fails, every page is read again.
 */
async function refreshFirstPage(queryClient: QueryClient, data: ShopData) {
  const queryKey = queryKeys.chatThreads;
  const loaded = queryClient.getQueryData<ThreadListPages>(queryKey);
  const reread = () => queryClient.invalidateQueries({ queryKey, exact: true });
  if (!loaded || loaded.pages.length <= 1) return reread();
  let fresh: ChatThreadPage;
  try {
    fresh = await data.chat.listThreads();
  } catch {
    return reread();
  }
  const current = queryClient.getQueryData<ThreadListPages>(queryKey);
  const merged = current && mergeFirstThreadPage(current.pages, fresh);
  if (!current || !merged) return reread();
  queryClient.setQueryData<ThreadListPages>(queryKey, {
    pages: merged,
    pageParams: fresh.nextCursor === null ? [undefined] : current.pageParams,
  });
}

/** What {@link useChatThreads} answers. */
export interface ChatThreadListQuery {
  /** The loaded threads, newest activity first; undefined while the first page loads. */
  threads: ChatThreadSummary[] | undefined;
  /** Whether threads of older activity than the last loaded one exist. */
  hasMore: boolean;
  /** Loads the next page (30 threads, `CHAT_THREADS_PAGE_SIZE`). */
  loadMore: () => void;
  /** True while the next page loads. */
  loadingMore: boolean;
  /** True while the first page loads. */
  isPending: boolean;
  /** The first page's error, if it failed. */
  error: Error | null;
}

/**
 * The buyers' threads for the admin, newest activity first, each with its last message and the
 * admin's unread count (spec sections 2 and 4; docs/api.md `GET /api/chat/threads`): the 30 of
 * newest activity, then 30 more per {@link ChatThreadListQuery.loadMore}. A new message (any tab
 * or device) reads the first page again and merges it; a counter read elsewhere (no new message)
 * reads the loaded pages again, so unread counts stay right on every page. Dropped from the cache
 * once the panel closes (`gcTime` 0): reopened, it starts from the newest page. Admin only.
 * @param enabled - false to wait (e.g. while the panel is closed).
 */
export function useChatThreads(enabled = true): ChatThreadListQuery {
  const data = useShopData();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: queryKeys.chatThreads,
    queryFn: ({ pageParam }) => data.chat.listThreads(pageParam === undefined ? undefined : { after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: 0,
    enabled,
  });

  useEffect(() => {
    if (!enabled) return;
    return data.subscribe((keys) => {
      if (keys.includes('allChatMessages')) void refreshFirstPage(queryClient, data);
      else if (keys.includes('allUnreadCounts')) void queryClient.invalidateQueries({ queryKey: queryKeys.chatThreads, exact: true });
    });
  }, [data, queryClient, enabled]);

  const pages = query.data?.pages;
  const threads = useMemo(() => pages?.flatMap((page) => page.threads), [pages]);
  return {
    threads,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    isPending: query.isPending,
    error: query.error,
  };
}
