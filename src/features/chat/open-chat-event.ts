/**
 * The window event the product page's `Chat Penjual` button dispatches for a signed-in buyer
 * (spec sections 1 and 5). A copy of the product feature's constant: features do not import each
 * other, so the two agree on this string.
 */
export const OPEN_CHAT_EVENT = 'seulanga:open-chat';

/** `detail` of {@link OPEN_CHAT_EVENT}: the product the buyer asks about. */
export interface OpenChatDetail {
  productId: number;
  productName: string;
  /** The seller partner's name, when known. */
  partnerName?: string;
}

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
