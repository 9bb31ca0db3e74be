/**
 * Chat rules shared by the browser adapter and the shop server (spec sections 3 and 4):
 * whose thread a viewer means, how the unread counters move, what a viewer's unread count is and
 * how the admin's thread list is ordered. Pure functions; no storage. The decision of a message
 * sent is in ./send.ts (it needs the validation schemas, which the storefront's first load
 * leaves out).
 */
import { chatMessages } from '@/shared/messages-chat';
import type { ChatStore, Role, SessionUser, UnreadCounts } from '../core/records';

/** The unread counters of one buyer thread: messages the buyer and the admin have not read. */
export interface UnreadCounter {
  buyer: number;
  admin: number;
}

/** A thread's counters before anything was sent. */
export const EMPTY_UNREAD_COUNTER: Readonly<UnreadCounter> = Object.freeze({ buyer: 0, admin: 0 });

/**
 * The thread a viewer means: whose thread it is (its key: the buyer's account id) and the
 * viewer's side of it (docs/decisions/017-owners-by-account-id.md).
 */
export interface ChatThreadRef {
  /** The viewer's side: a buyer writes as `buyer`, an admin as `admin`. */
  side: Role;
  /**
   * The thread's key: its buyer's account id, or {@link orphanThreadKey} of a thread whose
   * account was gone when it was keyed.
   */
  buyerId: string;
}

/**
 * The key of a thread whose buyer's account was gone when threads were first keyed by account
 * (a migration, a restore): `~` and the username, which no account id and no username can be
 * (usernames are `[A-Za-z0-9._-]`), so no later account of that name ever reaches it.
 */
export const orphanThreadKey = (username: string): string => `~${username}`;

/**
 * The thread a signed-in viewer means: a buyer's own, by account id (`buyerId` is ignored, so a
 * buyer can never reach another buyer's thread), or for an admin the thread they name (trimmed).
 * @returns the thread, or `{ error }` with 'Pilih pembeli terlebih dahulu.' when an admin names
 * no thread.
 */
export function chatThreadFor(
  viewer: { role: Role; id: string },
  buyerId?: string,
): ChatThreadRef | { error: string } {
  if (viewer.role === 'buyer') return { side: 'buyer', buyerId: viewer.id };
  const key = typeof buyerId === 'string' ? buyerId.trim() : '';
  if (!key) return { error: chatMessages.buyerRequired };
  return { side: 'admin', buyerId: key };
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

/** A thread's counters in `counts` (keyed by thread key), own keys only. */
export function counterOf(counts: UnreadCounts, buyerId: string): UnreadCounter {
  return Object.hasOwn(counts, buyerId) ? counts[buyerId]! : { ...EMPTY_UNREAD_COUNTER };
}

/**
 * The unread messages a viewer has: a buyer their own thread's buyer counter, an admin the sum
 * of every thread's admin counter, a visitor 0.
 */
export function unreadCountFor(
  viewer: { role: Role; id: string } | null,
  counts: UnreadCounts,
): number {
  if (!viewer) return 0;
  if (viewer.role === 'buyer') return counterOf(counts, viewer.id).buyer;
  return Object.values(counts).reduce((sum, c) => sum + c.admin, 0);
}


/**
 * Keys by account id, once, the browser's stored threads of before decision 017 (keyed by their
 * buyer's username; read in as `byName`, see `chatStoreSchema`): each goes to the account of that
 * username in `users` — the same snapshot or the same backup — or, without one, to
 * {@link orphanThreadKey}; its unread counter moves with it. Threads already keyed by account are
 * kept as they are, so a name is never matched again after this (docs/decisions/017).
 * @returns the re-keyed threads and counters, or null when no thread is keyed by name.
 */
export function keyChatThreadsByAccount(
  store: ChatStore,
  counts: UnreadCounts,
  users: ReadonlyArray<Pick<SessionUser, 'id' | 'username'>>,
): { store: ChatStore; counts: UnreadCounts } | null {
  const entries = Object.entries(store);
  if (!entries.some(([, thread]) => thread.byName)) return null;
  const byUsername = new Map(users.map((user) => [user.username, user.id]));
  const nextStore: ChatStore = {};
  const nextCounts: UnreadCounts = {};
  const moved = new Map<string, string>();
  for (const [key, thread] of entries) {
    const next = thread.byName ? (byUsername.get(key) ?? orphanThreadKey(key)) : key;
    if (thread.byName) moved.set(key, next);
    const earlier = Object.hasOwn(nextStore, next) ? nextStore[next]!.messages : [];
    nextStore[next] = { buyerName: thread.buyerName, messages: [...earlier, ...thread.messages] };
  }
  for (const [key, counter] of Object.entries(counts)) {
    const next = moved.get(key) ?? key;
    const earlier = counterOf(nextCounts, next);
    nextCounts[next] = { buyer: earlier.buyer + counter.buyer, admin: earlier.admin + counter.admin };
  }
  return { store: nextStore, counts: nextCounts };
}
