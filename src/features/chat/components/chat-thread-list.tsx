import { useId, type Ref } from 'react';
import { Badge } from '@/components/ui/badge';
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
  ref?: Ref<HTMLUListElement>;
}

/**
 * The admin's list of buyer threads (spec section 2, "Admin chat panel"; docs/product/ui-names.md "Chat"):
 * each a button named by the buyer's username and unread count, e.g. `pembeli (1 belum dibaca)`,
 * described by the last message (on one line). The selected thread has `aria-current`.
 */
export function ChatThreadList({ threads, selected, onSelect, ref }: ChatThreadListProps) {
  const baseId = useId();
  return (
    <ul ref={ref} aria-label="Daftar pembeli" className="flex flex-col">
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
  );
}
