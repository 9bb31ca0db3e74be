import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { jakartaDay } from '@/shared/format';
import { chatMessages } from '@/shared/messages-chat';
import type { ChatMessage, Role } from '@/domain/core/records';
import { ChatMessageBubble } from './chat-message-bubble';

/** Props of {@link ChatMessageList}. */
export interface ChatMessageListProps {
  /** The thread's messages, oldest first; undefined while loading. */
  messages: ChatMessage[] | undefined;
  /** The signed-in user's role. */
  viewerRole: Role;
  /** The thread's buyer username. */
  threadBuyer: string;
  /** The log's accessible name. */
  label: string;
  /** Shown when the thread has no messages. */
  emptyText: string;
  /** Whether older messages than the first shown exist (then 'Muat pesan sebelumnya' is shown). */
  hasOlder?: boolean;
  /** Loads the previous page. */
  onLoadOlder?: () => void;
  /** True while the previous page loads. */
  loadingOlder?: boolean;
}

/**
 * A thread's messages as a polite live log (new messages are announced), scrolled to the newest
 * message when one arrives (spec section 2, "Buyer chat panel"). Above the oldest message shown,
 * while older ones exist, the button 'Muat pesan sebelumnya' loads the previous page; the
 * messages in view stay where they were. The log is focusable so keyboard users can scroll it.
 */
export function ChatMessageList({
  messages,
  viewerRole,
  threadBuyer,
  label,
  emptyText,
  hasOlder = false,
  onLoadOlder,
  loadingOlder = false,
}: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [today] = useState(() => jakartaDay(new Date()));
  // What the log showed before this change: its height and its first and last message.
  const shown = useRef<{ height: number; first?: string; last?: string }>({ height: 0 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages?.[0]?.id;
    const last = messages?.at(-1)?.id;
    const before = shown.current;
    if (before.last !== undefined && last === before.last && first !== before.first) {
      // Older messages came in above: keep the ones in view where they were.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last) {
      el.scrollTop = el.scrollHeight;
    }
    shown.current = { height: el.scrollHeight, first, last };
  }, [messages]);

  // The button goes once the oldest message is in: the focus it had moves to the log, not to the page.
  const olderFocused = useRef(false);
  useEffect(() => {
    if (hasOlder || !olderFocused.current) return;
    olderFocused.current = false;
    scroller.current?.focus();
  }, [hasOlder]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={label}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden focus-visible:ring-inset"
    >
      {messages === undefined ? (
        <div className="flex h-full items-center justify-center">
          <Spinner label="Memuat pesan..." />
        </div>
      ) : messages.length === 0 ? (
        <p className="flex h-full items-center justify-center px-4 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          {hasOlder && onLoadOlder && (
            <LoadMoreButton
              className="mb-3"
              label={chatMessages.loadOlder}
              loadingLabel={chatMessages.loadingOlder}
              loading={loadingOlder}
              onFocus={() => (olderFocused.current = true)}
              onBlur={() => (olderFocused.current = false)}
              onLoad={onLoadOlder}
            />
          )}
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <ChatMessageBubble
                key={message.id}
                message={message}
                viewerRole={viewerRole}
                threadBuyer={threadBuyer}
                today={today}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
