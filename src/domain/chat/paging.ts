/**
 * A chat thread read a page at a time, one rule for both modes (docs/api.md `GET
 * /api/chat/messages`): the newest {@link CHAT_PAGE_SIZE} messages, then older ones `before` the
 * oldest message shown, or newer ones `after` the newest (the open thread's incremental refresh).
 * The cursor is a message id: a message keeps its place in its thread (messages are only
 * appended), so a page asked before or after it is stable while others are being sent.
 */
import { chatMessages } from '@/shared/messages-chat';
import { accept, refuse, type Decision } from '../core/decision';
import { ValidationError } from '../core/errors';
import type { ChatMessage } from '../core/records';

/** Messages per page of a thread, and the most a request may ask for. */
export const CHAT_PAGE_SIZE = 50;

/**
 * A cursor as a message id may be written: the shop's ids are a prefix, digits and base-36
 * letters (src/shared/ids.ts); anything else (spaces, control characters, a long string) is
 * refused before it reaches storage.
 */
export const CHAT_CURSOR_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/;

/** Which part of a thread to read. Every field is optional; `before` and `after` exclude each other. */
export interface ChatPageRequest {
  /** A message id of the thread: read the messages sent before it (the previous page). */
  before?: string;
  /** A message id of the thread: read the messages sent after it (the incremental refresh). */
  after?: string;
  /** Messages at most, 1…{@link CHAT_PAGE_SIZE} (larger is clamped). Default {@link CHAT_PAGE_SIZE}. */
  limit?: number;
}

/** One page of a thread. */
export interface ChatMessagePage {
  /** The page's messages, oldest first. */
  messages: ChatMessage[];
  /** Whether the thread has messages older than the page's first (then `before` its id reads them). */
  hasOlder: boolean;
  /** Whether the thread has messages newer than the page's last (then `after` its id reads them). */
  hasNewer: boolean;
}

/** A checked {@link ChatPageRequest}: the direction read from the cursor, and the page size. */
export type ChatPageQuery =
  | { from: 'newest'; limit: number }
  | { from: 'before' | 'after'; cursor: string; limit: number };

/** The refusal of a page request whose cursor is malformed or names no message of the thread. */
export const cursorRefusal = (): ValidationError => new ValidationError(chatMessages.cursorInvalid, {}, 'CHAT_CURSOR_INVALID');

/**
 * Checks a page request strictly, before anything is read.
 * @param request - as the client sent it (`limit` a number when present).
 * @returns the query, its limit clamped to 1…{@link CHAT_PAGE_SIZE}; or ValidationError
 *   `CHAT_CURSOR_INVALID` for a cursor outside {@link CHAT_CURSOR_PATTERN}, both cursors at once,
 *   or a limit that is no whole number.
 */
export function checkChatPageRequest(request: ChatPageRequest = {}): Decision<ChatPageQuery> {
  const { before, after, limit: asked } = request;
  if (asked !== undefined && !Number.isSafeInteger(asked)) return refuse(cursorRefusal());
  const limit = Math.min(Math.max(asked ?? CHAT_PAGE_SIZE, 1), CHAT_PAGE_SIZE);
  if (before !== undefined && after !== undefined) return refuse(cursorRefusal());
  const cursor = before ?? after;
  if (cursor === undefined) return accept({ from: 'newest', limit });
  if (typeof cursor !== 'string' || !CHAT_CURSOR_PATTERN.test(cursor)) return refuse(cursorRefusal());
  return accept({ from: before !== undefined ? 'before' : 'after', cursor, limit });
}

/**
 * The page of a whole thread (browser mode keeps a thread as one list).
 * @param messages - the thread, oldest first.
 * @param query - a checked request ({@link checkChatPageRequest}).
 * @returns the page, or ValidationError `CHAT_CURSOR_INVALID` when the cursor names no message of
 *   this thread (a message of another thread is refused alike, so ids cannot be probed).
 */
export function chatPageOf(messages: readonly ChatMessage[], query: ChatPageQuery): Decision<ChatMessagePage> {
  if (query.from === 'newest') return accept(sliceOf(messages, messages.length - query.limit, messages.length));
  const at = messages.findIndex((message) => message.id === query.cursor);
  if (at < 0) return refuse(cursorRefusal());
  return accept(
    query.from === 'before' ? sliceOf(messages, at - query.limit, at) : sliceOf(messages, at + 1, at + 1 + query.limit),
  );
}

function sliceOf(messages: readonly ChatMessage[], start: number, end: number): ChatMessagePage {
  const from = Math.max(start, 0);
  return { messages: messages.slice(from, end), hasOlder: from > 0, hasNewer: end < messages.length };
}

/**
 * The page of rows the server read by the index of a thread's messages: `limit + 1` rows at most,
 * from the cursor outwards (newest first for `newest` and `before`, oldest first for `after`), so
 * the extra row tells whether more lie beyond.
 * @param rows - the messages read, in the order described.
 * @param query - the checked request they answer; its cursor was found in the thread.
 */
export function chatPageFromRows(rows: readonly ChatMessage[], query: ChatPageQuery): ChatMessagePage {
  const more = rows.length > query.limit;
  const kept = rows.slice(0, query.limit);
  if (query.from === 'after') return { messages: kept, hasOlder: true, hasNewer: more };
  return { messages: kept.reverse(), hasOlder: more, hasNewer: query.from === 'before' };
}

/**
 * A thread's messages once an incremental page is added: `loaded` (oldest first) followed by
 * `newer`'s messages not already in it (a message sent from this tab may have been added).
 */
export function appendNewer(loaded: readonly ChatMessage[], newer: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(loaded.map((message) => message.id));
  return [...loaded, ...newer.filter((message) => !known.has(message.id))];
}
