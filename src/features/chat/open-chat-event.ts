/**
 * The chat's side of the open-chat event (src/shared/open-chat-event.ts): the product context a
 * buyer's next message carries, read from the event.
 */
import type { OpenChatDetail } from '@/shared/open-chat-event';

/** The product a buyer's next message is about (stored on the message as `product`). */
export interface ChatProductContext {
  id: number;
  name: string;
  partnerName?: string;
}

/**
 * Reads an {@link OPEN_CHAT_EVENT}'s detail defensively (any script can dispatch the event).
 * @returns the product context, or null when the detail carries no usable product.
 */
export function productContextOf(event: Event): ChatProductContext | null {
  const detail = (event as CustomEvent<Partial<OpenChatDetail> | null>).detail;
  if (!detail || typeof detail !== 'object') return null;
  const id = Number(detail.productId);
  const name = typeof detail.productName === 'string' ? detail.productName.trim() : '';
  if (!Number.isFinite(id) || !name) return null;
  const partnerName = typeof detail.partnerName === 'string' && detail.partnerName.trim() ? detail.partnerName.trim() : undefined;
  return partnerName ? { id, name, partnerName } : { id, name };
}
