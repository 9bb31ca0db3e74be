/**
 * Chat rules shared by the browser adapter and the shop server (spec sections 3 and 4; issue 3):
 * whose thread a viewer means, how the unread counters move, what a viewer's unread count is and
 * how the admin's thread list is ordered. Pure functions; no storage. The decision of a message
 * sent is in ./chat-send.ts (it needs the validation schemas, which the storefront's first load
 * leaves out).
 */
import { chatMessages } from './messages';
import type { Role, UnreadCounts } from './schemas';

/** The unread counters of one buyer thread: messages the buyer and the admin have not read. */
export interface UnreadCounter {
  buyer: number;
  admin: number;
}

/** A thread's counters before anything was sent. */
export const EMPTY_UNREAD_COUNTER: Readonly<UnreadCounter> = Object.freeze({ buyer: 0, admin: 0 });

/** The thread a viewer means: whose thread it is (buyer username) and the viewer's side of it. */
export interface ChatThreadRef {
  /** The viewer's side: a buyer writes as `buyer`, an admin as `admin`. */
  side: Role;
  /** The buyer's username, which keys the thread. */
  buyer: string;
}

/**
 * The thread a signed-in viewer means: a buyer's own (`buyer` is ignored, so a buyer can never
 * reach another buyer's thread), or for an admin the buyer they name (trimmed).
 * @returns the thread, or `{ error }` with 'Pilih pembeli terlebih dahulu.' when an admin names
 * no buyer.
 */
export function chatThreadFor(
  viewer: { role: Role; username: string },
  buyer?: string,
): ChatThreadRef | { error: string } {
  if (viewer.role === 'buyer') return { side: 'buyer', buyer: viewer.username };
  const name = typeof buyer === 'string' ? buyer.trim() : '';
  if (!name) return { error: chatMessages.buyerRequired };
  return { side: 'admin', buyer: name };
}

/**
 * The counters after `sender` sent a message: the other side's counter rises by 1
 * (spec section 4: a buyer's message is unread for the admin, an admin's for the buyer).
 */
export function counterAfterSend(counter: UnreadCounter, sender: Role): UnreadCounter {
  return sender === 'buyer'
    ? { ...counter, admin: counter.admin + 1 }
    : { ...counter, buyer: counter.buyer + 1 };
}

/**
 * The counters after `reader` read the thread: the reader's own counter goes to 0.
 * @returns null when the reader's counter already is 0 (nothing to write, so no change event).
 */
export function counterAfterRead(counter: UnreadCounter, reader: Role): UnreadCounter | null {
  if (counter[reader] === 0) return null;
  return { ...counter, [reader]: 0 };
}

/** A thread's counters in `counts`, own keys only (a buyer may be named `constructor`). */
export function counterOf(counts: UnreadCounts, buyer: string): UnreadCounter {
  return Object.hasOwn(counts, buyer) ? counts[buyer]! : { ...EMPTY_UNREAD_COUNTER };
}

/**
 * The unread messages a viewer has: a buyer their own thread's buyer counter, an admin the sum
 * of every thread's admin counter, a visitor 0.
 */
export function unreadCountFor(
  viewer: { role: Role; username: string } | null,
  counts: UnreadCounts,
): number {
  if (!viewer) return 0;
  if (viewer.role === 'buyer') return counterOf(counts, viewer.username).buyer;
  return Object.values(counts).reduce((sum, c) => sum + c.admin, 0);
}

/**
 * The admin's thread list order: newest activity (last message's ISO timestamp) first; threads
 * with equal times keep their given order. Returns a new array.
 */
export function threadsByActivity<T extends { lastMessage: { timestamp: string } | null }>(
  threads: readonly T[],
): T[] {
  return [...threads].sort((a, b) =>
    (b.lastMessage?.timestamp ?? '').localeCompare(a.lastMessage?.timestamp ?? ''),
  );
}

