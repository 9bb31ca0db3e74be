import { Link } from 'react-router';
import { formatDate, formatDateTime, formatTime, jakartaDay } from '@/shared/format';
import type { ChatMessage, Role } from '@/domain/core/records';
import { cn } from '@/lib/utils';
import { isOwnMessage, messageLabel } from '../message-label';

/** Props of {@link ChatMessageBubble}. */
export interface ChatMessageBubbleProps {
  message: ChatMessage;
  /** The signed-in user's role: their own messages sit on the right. */
  viewerRole: Role;
  /** The thread's buyer username (label fallback for older messages). */
  threadBuyer: string;
  /** Today as `YYYY-MM-DD` (Asia/Jakarta): today's messages show only the time. */
  today: string;
}

/**
 * One chat message as a list item (spec sections 4 and 6): the label (the sender's username for
 * the viewer's own role, otherwise 'Admin' or 'Pembeli'), the time in the Indonesian format
 * (with the date when not today), a link chip 'Tentang: {product}' when the buyer asked about a
 * product, and the text, rendered as text with its line breaks.
 */
export function ChatMessageBubble({ message, viewerRole, threadBuyer, today }: ChatMessageBubbleProps) {
  const own = isOwnMessage(message, viewerRole);
  const sameDay = jakartaDay(new Date(message.timestamp)) === today;
  const stamp = sameDay ? formatTime(message.timestamp) : `${formatDate(message.timestamp)} ${formatTime(message.timestamp)}`;
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1', own ? 'ml-auto items-end' : 'mr-auto items-start')}>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{messageLabel(message, viewerRole, threadBuyer)}</span>{' '}
        <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)}>
          {stamp}
        </time>
      </p>
      {message.product && (
        <p className={cn('flex max-w-full flex-wrap items-baseline gap-x-1 text-xs', own && 'justify-end text-right')}>
          <Link
            to={`/product/${message.product.id}`}
            className="rounded-full border border-primary/40 bg-secondary px-2 py-0.5 font-medium break-words text-secondary-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          >
            Tentang: {message.product.name}
          </Link>
          {message.product.partnerName && (
            <span className="text-muted-foreground">dari {message.product.partnerName}</span>
          )}
        </p>
      )}
      <p
        className={cn(
          'max-w-full rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
          own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.text}
      </p>
    </li>
  );
}
