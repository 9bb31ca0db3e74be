import { useEffect, useEffectEvent } from 'react';
import { OPEN_CHAT_EVENT } from '@/shared/open-chat-event';
import { productContextOf, type ChatProductContext } from '../open-chat-event';

/**
 * Listens on `window` for {@link OPEN_CHAT_EVENT} (dispatched by the product page's
 * `Chat Penjual` button) and calls `onOpen` with the product asked about.
 * @param onOpen - receives the product, or null when the event carries none.
 * @param enabled - false to ignore the event (e.g. for an admin).
 */
export function useOpenChatEvent(onOpen: (product: ChatProductContext | null) => void, enabled = true) {
  const handle = useEffectEvent((event: Event) => onOpen(productContextOf(event)));
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: Event) => handle(event);
    window.addEventListener(OPEN_CHAT_EVENT, listener);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, listener);
  }, [enabled]);
}
