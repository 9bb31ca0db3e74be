import { useEffect, useRef } from 'react';
import { useMarkChatRead } from '../api/use-mark-chat-read';

/**
 * Keeps a thread read while the viewer looks at it (spec section 4): whenever `active` and the
 * thread's unread count is above 0, calls `markRead(buyerId)` once for that count. A count of 0
 * writes nothing, so there is no write loop; a failed reset is not retried until the count
 * changes.
 * @param active - the thread is on screen (the buyer's panel open, the admin's thread selected).
 * @param unread - the viewer's unread count of that thread.
 * @param buyerId - the thread's key, its buyer's account id (admin only; a buyer's own thread when left out).
 */
export function useMarkReadWhileOpen(active: boolean, unread: number, buyerId?: string) {
  const { mutate } = useMarkChatRead();
  const attempted = useRef<string | null>(null);
  useEffect(() => {
    if (!active || unread <= 0) {
      attempted.current = null;
      return;
    }
    const key = `${buyerId ?? ''}\u0000${unread}`;
    if (attempted.current === key) return;
    attempted.current = key;
    mutate(buyerId);
  }, [active, unread, buyerId, mutate]);
}
