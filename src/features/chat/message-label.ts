import type { ChatMessage, Role } from '@/domain/core/records';

/** How the spec names the roles in chat (spec section 6): buyers 'Pembeli', the shop 'Admin'. */
export const ROLE_LABELS: Record<Role, string> = { buyer: 'Pembeli', admin: 'Admin' };

/**
 * The label above a chat message (spec section 6, "Chat labels"): the sender's username when the
 * message is from the viewer's own role, otherwise 'Admin' or 'Pembeli'.
 * @param message - the message (its `senderName` is the sender's username; older messages lack it).
 * @param viewerRole - the signed-in user's role.
 * @param threadBuyer - the thread's buyer username, the fallback name of a buyer's message
 *   without `senderName`.
 */
export function messageLabel(message: ChatMessage, viewerRole: Role, threadBuyer: string): string {
  if (message.sender !== viewerRole) return ROLE_LABELS[message.sender];
  return message.senderName ?? (message.sender === 'buyer' ? threadBuyer : ROLE_LABELS.admin);
}

/** Whether a message is the viewer's side of the conversation (shown right-aligned). */
export function isOwnMessage(message: ChatMessage, viewerRole: Role): boolean {
  return message.sender === viewerRole;
}

/**
 * The accessible name of a chat button with an unread count, e.g. `Buka chat (2 belum dibaca)`
 * (docs/product/ui-names.md "Everywhere" and "Chat").
 * @param base - the name without a count.
 * @param unread - the number of unread messages; 0 adds nothing.
 */
export function withUnread(base: string, unread: number): string {
  return unread > 0 ? `${base} (${unread} belum dibaca)` : base;
}
