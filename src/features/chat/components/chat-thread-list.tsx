import { useEffect, useId, useRef, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { chatMessages } from '@/shared/messages-chat';
import type { ChatThreadSummary } from '@/domain/port/port';
import { cn } from '@/lib/utils';
import { withUnread } from '../message-label';

/** Props of {@link ChatThreadList}. */
export interface ChatThreadListProps {
  /** The threads, newest activity first. */
  threads: ChatThreadSummary[];
  /** The selected thread's key (`buyerId`), or null. */
  selected: string | null;
  /** Selects a buyer's thread by its key (`buyerId`). */
  onSelect: (buyerId: string) => void;
  /** The `<ul>` (to return focus to a thread button). */
  ref?: RefObject<HTMLUListElement | null>;
  /** Whether threads of older activity are left to load (then the button `Muat percakapan lainnya` shows). */
  hasMore?: boolean;
  /** Loads the next page of threads. */
  onLoadMore?: () => void;
  /** True while the next page loads (the button stays, busy, and keeps the focus). */
  loadingMore?: boolean;
}

/**
 * The admin's list of buyer threads (spec section 2, "Admin chat panel"; docs/product/ui-names.md "Chat"):
 * each a button named by the buyer's username and unread count, e.g. `pembeli (1 belum dibaca)`,
 * described by the last message (on one line). The selected thread has `aria-current`. Below it,
 * while older threads are left, the button `Muat percakapan lainnya`; once the last page is in,
 * the focus it had moves to the first thread that page brought.
 */
export function ChatThreadList({
  threads,
  selected,
  onSelect,
  ref,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
}: ChatThreadListProps) {
  const baseId = useId();
  const ownList = useRef<HTMLUListElement | null>(null);
  const list = ref ?? ownList;
  // How many threads were shown when the button was last pressed with the focus on it.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (hasMore || focusFrom.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-buyer]');
    buttons?.[Math.min(focusFrom.current, buttons.length - 1)]?.focus();
    focusFrom.current = null;
  }, [hasMore, list]);

  return (
    <>
      <ul ref={list} aria-label="Daftar pembeli" className="flex flex-col">
        {threads.map((thread, index) => {
          const previewId = `${baseId}-${index}`;
          const last = thread.lastMessage;
          const current = thread.buyerId === selected;
          return (
            <li key={thread.buyerId} className="border-b last:border-b-0">
              <button
                type="button"
                data-buyer={thread.buyerId}
                aria-label={withUnread(thread.buyer, thread.unread)}
                aria-describedby={last ? previewId : undefined}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(thread.buyerId)}
                className={cn(
                  'flex w-full flex-col gap-0.5 px-3 py-2 text-left transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden focus-visible:ring-inset',
                  current && 'bg-secondary text-secondary-foreground',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm font-medium">{thread.buyer}</span>
                  {thread.unread > 0 && (
                    <Badge aria-hidden="true" className="rounded-full">
                      {thread.unread}
                    </Badge>
                  )}
                </span>
                {last && (
                  <span id={previewId} className="truncate text-xs text-muted-foreground">
                    {last.sender === 'admin' ? 'Anda: ' : ''}
                    {last.text.replace(/\s+/g, ' ')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && onLoadMore && (
        <LoadMoreButton
          className="p-2"
          label={chatMessages.loadMoreThreads}
          loadingLabel={chatMessages.loadingMoreThreads}
          loading={loadingMore}
          onBlur={() => (focusFrom.current = null)}
          onLoad={(event) => {
            focusFrom.current = event.currentTarget === document.activeElement ? threads.length : null;
            onLoadMore();
          }}
        />
      )}
    </>
  );
}
