/**
 * The admin's thread list read a page at a time, one rule for both modes (docs/api.md `GET
 * /api/chat/threads`): the {@link CHAT_THREADS_PAGE_SIZE} threads of newest activity, then the
 * next ones `after` the cursor the previous page answered. The cursor is a value, not a place:
 * `<activity>:<buyerId>` (a thread's last activity as a whole number — the server's message
 * sequence number, the browser's last message time in ms — and its key), so a thread that gets a
 * message moves to the first page without shifting, repeating or dropping the threads of the
 * pages after it.
 */
import { chatMessages } from '@/shared/messages-chat';
import { accept, refuse, type Decision } from '../core/decision';
import { ValidationError } from '../core/errors';
import type { ChatMessage } from '../core/records';

/** A buyer's conversation as the admin's thread list shows it. */
export interface ChatThreadSummary {
  /**
   * The thread's key, which names it to `listMessages`, `send` and `markRead`: the buyer's
   * account id (`~username` for a thread whose account was gone when it was keyed; decision 017).
   */
  buyerId: string;
  /** The buyer's username (what the list shows). */
  buyer: string;
  lastMessage: ChatMessage | null;
  /** Messages from the buyer the admin has not read. */
  unread: number;
}

/** Threads per page of the admin's list, and the most a request may ask for. */
export const CHAT_THREADS_PAGE_SIZE = 30;

/**
 * A thread cursor as it may be written: a whole number of at most 16 digits, `:`, and a thread
 * key (an account id, or `~` and a username; src/domain/chat/threads.ts).
 */
export const CHAT_THREAD_CURSOR_PATTERN = /^(\d{1,16}):([A-Za-z0-9._~-]{1,64})$/;

/** Which page of the thread list to read. */
export interface ChatThreadPageRequest {
  /** The `nextCursor` of the previous page: read the threads of older activity. */
  after?: string;
  /** Threads at most, 1…{@link CHAT_THREADS_PAGE_SIZE} (larger is clamped). Default {@link CHAT_THREADS_PAGE_SIZE}. */
  limit?: number;
}

/** One page of the admin's thread list. */
export interface ChatThreadPage {
  /** The page's threads, newest activity first. */
  threads: ChatThreadSummary[];
  /** The cursor of the next page (`after`), or null when no thread of older activity is left. */
  nextCursor: string | null;
}

/** A thread's place in the list: its last activity (a whole number, larger is newer) and its key. */
export interface ThreadPlace {
  activity: number;
  buyerId: string;
}

/** A checked {@link ChatThreadPageRequest}. */
export interface ChatThreadPageQuery {
  /** Read only threads placed after this one (older activity); none: from the newest. */
  after: ThreadPlace | null;
  limit: number;
}

/** The refusal of a thread page asked from a malformed cursor or with a bad limit. */
export const threadCursorRefusal = (): ValidationError =>
  new ValidationError(chatMessages.threadCursorInvalid, {}, 'CHAT_THREAD_CURSOR_INVALID');

/** The cursor that reads the threads placed after `place`. */
export const threadCursorOf = (place: ThreadPlace): string => `${place.activity}:${place.buyerId}`;

/**
 * Checks a thread page request strictly, before anything is read.
 * @returns the query, its limit clamped to 1…{@link CHAT_THREADS_PAGE_SIZE}; or ValidationError
 *   `CHAT_THREAD_CURSOR_INVALID` for a cursor outside {@link CHAT_THREAD_CURSOR_PATTERN} or a limit
 *   that is no whole number.
 */
export function checkChatThreadPageRequest(request: ChatThreadPageRequest = {}): Decision<ChatThreadPageQuery> {
  const { after, limit: asked } = request;
  if (asked !== undefined && !Number.isSafeInteger(asked)) return refuse(threadCursorRefusal());
  const limit = Math.min(Math.max(asked ?? CHAT_THREADS_PAGE_SIZE, 1), CHAT_THREADS_PAGE_SIZE);
  if (after === undefined) return accept({ after: null, limit });
  const match = typeof after === 'string' ? CHAT_THREAD_CURSOR_PATTERN.exec(after) : null;
  if (!match) return refuse(threadCursorRefusal());
  return accept({ after: { activity: Number(match[1]), buyerId: match[2]! }, limit });
}

/**
 * Whether `a` comes before `b` in the list: newer activity first, then (equal activity, which
 * the browser's millisecond times allow) the larger key by code units, so the order is total.
 */
export function placedBefore(a: ThreadPlace, b: ThreadPlace): boolean {
  return a.activity !== b.activity ? a.activity > b.activity : a.buyerId > b.buyerId;
}

/**
 * The page of every thread (browser mode keeps them all in one record).
 * @param threads - each thread's summary with its place, in any order.
 * @param query - a checked request ({@link checkChatThreadPageRequest}).
 */
export function threadPageOf(
  threads: ReadonlyArray<{ summary: ChatThreadSummary; place: ThreadPlace }>,
  query: ChatThreadPageQuery,
): ChatThreadPage {
  const after = query.after;
  const rows = threads
    .filter((thread) => after === null || placedBefore(after, thread.place))
    .sort((a, b) => (placedBefore(a.place, b.place) ? -1 : placedBefore(b.place, a.place) ? 1 : 0));
  return threadPageFromRows(rows.slice(0, query.limit + 1), query);
}

/**
 * The page of the rows the server read by the index of threads' last activity: `limit + 1` rows
 * at most, in list order, so the extra row tells whether more lie beyond.
 */
export function threadPageFromRows(
  rows: ReadonlyArray<{ summary: ChatThreadSummary; place: ThreadPlace }>,
  query: ChatThreadPageQuery,
): ChatThreadPage {
  const kept = rows.slice(0, query.limit);
  const last = kept.at(-1);
  return {
    threads: kept.map((row) => row.summary),
    nextCursor: rows.length > query.limit && last ? threadCursorOf(last.place) : null,
  };
}

/**
 * The loaded pages once the first page has been read again (a change event): the fresh first
 * page, then each later page without the threads the fresh one holds (a thread that moved up is
 * shown once, where it now is). A thread of the old first page the fresh one no longer holds
 * (pushed down by newer ones) stays, after it. Each page keeps its `nextCursor`: a cursor is a
 * value, still right after others moved.
 * @returns the merged pages (the fresh page alone when it holds every thread); or null when the fresh page may leave a gap — none of its threads
 *   was loaded at the same last message and it has more after it — so every page must be read again.
 */
export function mergeFirstThreadPage(loaded: readonly ChatThreadPage[], fresh: ChatThreadPage): ChatThreadPage[] | null {
  if (loaded.length === 0 || fresh.nextCursor === null) return [fresh];
  const known = new Map(loaded.flatMap((page) => page.threads.map((thread) => [thread.buyerId, thread.lastMessage?.id] as const)));
  const joined = fresh.threads.some((thread) => known.has(thread.buyerId) && known.get(thread.buyerId) === thread.lastMessage?.id);
  if (!joined) return null;
  const shown = new Set(fresh.threads.map((thread) => thread.buyerId));
  const [first, ...rest] = loaded;
  const pushedDown = first!.threads.filter((thread) => !shown.has(thread.buyerId));
  return [
    { threads: [...fresh.threads, ...pushedDown], nextCursor: first!.nextCursor },
    ...rest.map((page) => ({ ...page, threads: page.threads.filter((thread) => !shown.has(thread.buyerId)) })),
  ];
}
