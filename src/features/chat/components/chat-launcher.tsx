import type { Ref } from 'react';
import { MessageCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/utils';
import { withUnread } from '../message-label';

/** The floating chat button's base name (docs/product/ui-names.md "Everywhere"). */
export const CHAT_BUTTON_NAME = 'Buka chat';

/** Props of {@link ChatLauncher}. */
export interface ChatLauncherProps {
  /** The viewer's unread messages (badge and name). */
  unread: number;
  /** Whether the panel is open. */
  open: boolean;
  /** The panel's id, referenced while it is open. */
  panelId: string;
  /** Opens or closes the panel. */
  onToggle: () => void;
  /** Called when the button is hovered or focused: a hint to start loading the panel. */
  onPrefetch?: () => void;
  /** Extra classes, e.g. to hide the button where a bar carries the chat. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The floating chat button, bottom right above the page (spec section 2): named `Buka chat`, or
 * `Buka chat (N belum dibaca)` with a badge while messages are unread. On a phone it floats
 * above the bottom bar (`Navigasi bawah`, 4 rem and the safe area), never over it.
 */
export function ChatLauncher({ unread, open, panelId, onToggle, onPrefetch, className, ref }: ChatLauncherProps) {
  return (
    <Button
      ref={ref}
      type="button"
      size="icon"
      aria-label={withUnread(CHAT_BUTTON_NAME, unread)}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      className={cn(
        'fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 size-14 rounded-full shadow-lg md:bottom-4',
        className,
      )}
    >
      <MessageCircleIcon className="size-6" aria-hidden="true" />
      {unread > 0 && (
        <CountBadge
          count={unread}
          className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground ring-2 ring-background"
        />
      )}
    </Button>
  );
}
