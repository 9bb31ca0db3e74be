import { Spinner } from '@/components/ui/spinner';
import type { Role } from '@/domain/core/records';
import { cn } from '@/lib/utils';

/** The admin panel's title and accessible name. */
export const ADMIN_CHAT_TITLE = 'Chat Pembeli';

/** Size and position of the buyer's 'Hubungi Admin' card (20rem × 24rem; nearly full width on phones). */
export const BUYER_PANEL_CLASS =
  'right-4 bottom-20 h-96 max-h-[calc(100svh-6rem)] w-[calc(100vw-2rem)] rounded-xl sm:w-80';

/** Size and position of the admin's 'Chat Pembeli' card (40rem × 28rem; the full screen on phones). */
export const ADMIN_PANEL_CLASS =
  'inset-0 sm:inset-auto sm:right-4 sm:bottom-20 sm:h-[28rem] sm:max-h-[calc(100svh-6rem)] sm:w-[40rem] sm:max-w-[calc(100vw-2rem)] sm:rounded-xl';

/** Props of {@link ChatPanelLoading}. */
export interface ChatPanelLoadingProps {
  /** Whose panel is loading: the admin's or a buyer's. */
  role: Role;
}

/**
 * Stands where the chat card will appear, same size and place, while that panel's code loads
 * (the panels are split out of the first load). A status, not yet the dialog: focus stays
 * on the launcher until the real panel takes it.
 */
export function ChatPanelLoading({ role }: ChatPanelLoadingProps) {
  return (
    <div
      className={cn(
        'fixed z-50 flex items-center justify-center border bg-card shadow-xl',
        role === 'admin' ? ADMIN_PANEL_CLASS : BUYER_PANEL_CLASS,
      )}
    >
      <Spinner label="Memuat chat..." />
    </div>
  );
}
