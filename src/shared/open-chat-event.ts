/**
 * The window event the product page's `Chat Penjual` button dispatches for a signed-in buyer and
 * the chat widget listens for (spec sections 1 and 5). Here, not in either feature, because
 * features do not import each other.
 */
export const OPEN_CHAT_EVENT = 'seulanga:open-chat';

/** `detail` of {@link OPEN_CHAT_EVENT}: the product the buyer asks about. */
export interface OpenChatDetail {
  productId: number;
  productName: string;
  /** The seller partner's name, when known. */
  partnerName?: string;
}
