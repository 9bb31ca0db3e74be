import { useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { jakartaDay } from '@/shared/format';
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
}

/**
 * A thread's messages as a polite live log (new messages are announced), scrolled to the newest
 * message on every change (spec section 2, "Buyer chat panel"). The log is focusable so keyboard
 * users can scroll it.
 */
export function ChatMessageList({ messages, viewerRole, threadBuyer, label, emptyText }: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [today] = useState(() => jakartaDay(new Date()));

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

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
      )}
    </div>
  );
}
