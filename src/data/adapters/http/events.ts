/**
 * Change announcements of the HTTP adapter: this device's own changes (the `Seulanga-Changed`
 * header, origin 'local') and the other devices' changes from the server's event stream
 * (`GET /api/events`, origin 'external'). One stream is open while anyone listens.
 */
import { STORAGE_KEYS, isChangeTopic, type ChangeTopic, type StorageKey } from '@/shared/storage-keys';
import type { ChangeListener } from '@/domain/port/port';

/** The part of the browser's `EventSource` the adapter uses (tests pass fakes). */
export interface EventSourceLike {
  /** `EventSource.CONNECTING` (0), `OPEN` (1) or `CLOSED` (2: it will not reconnect by itself). */
  readonly readyState?: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** Opens an event stream on `url`. */
export type EventSourceFactory = (url: string) => EventSourceLike;

/** The value of `EventSource.CLOSED`. */
const CLOSED = 2;

/** Keys worth refetching after a gap in the stream: every key but the device's own theme. */
export const QUERY_KEYS: readonly StorageKey[] = STORAGE_KEYS.filter((key) => key !== 'theme');

/** Options of {@link createChangeFeed}. */
export interface ChangeFeedOptions {
  /** The stream's URL (`/api/events`). */
  url: string;
  /** Opens the stream; without one only this device's changes are announced. */
  eventSource?: EventSourceFactory;
  /** Wait (ms) before opening a new stream after the browser gave one up. */
  retryDelayMs?: number;
  /**
   * Calls `resume` once when this page is shown again (default: the document's next
   * `visibilitychange` to visible; none without a document). A stream the server ended with
   * `superseded` (newer tabs of the session took its place) opens again then.
   * @returns a function that stops waiting.
   */
  whenVisible?: (resume: () => void) => () => void;
}

/** Waits for the document to become visible again (see {@link ChangeFeedOptions.whenVisible}). */
function documentVisible(resume: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', listener);
    resume();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** The adapter's change announcements. */
export interface ChangeFeed {
  /** Adds a listener; the first one opens the stream, the last one leaving closes it. */
  subscribe(listener: ChangeListener): () => void;
  /** Announces `keys` to every listener. */
  emit(keys: ChangeTopic[], origin: 'local' | 'external'): void;
  /** Opens the stream again (the session changed: the server filters events by its user). */
  reopen(): void;
}

/** Reads the change topics of a `change` event's data (`{"keys":[…]}`); anything else gives none. */
export function parseChangeEvent(data: unknown): ChangeTopic[] {
  if (typeof data !== 'string') return [];
  try {
    const parsed = JSON.parse(data) as { keys?: unknown };
    if (!Array.isArray(parsed.keys)) return [];
    return [...new Set(parsed.keys.filter((key): key is ChangeTopic => typeof key === 'string' && isChangeTopic(key)))];
  } catch {
    return [];
  }
}

/**
 * Creates the change feed. When the stream breaks (the browser reconnects by itself, or, once it
 * gave up, the feed opens a new one after {@link ChangeFeedOptions.retryDelayMs}), every
 * query-relevant key is announced as soon as it is open again, so screens refetch what they missed.
 * A stream the server ends with a `superseded` event (the session opened more streams than the
 * server keeps: docs/security.md "Limits") is not reopened at once — that would end another tab's
 * in turn — but when this page is shown again.
 */
export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const retryDelayMs = options.retryDelayMs ?? 5_000;
  const whenVisible = options.whenVisible ?? documentVisible;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopWaiting: (() => void) | null = null;

  function emit(keys: ChangeTopic[], origin: 'local' | 'external') {
    if (keys.length === 0) return;
    for (const listener of [...listeners]) listener(keys, origin);
  }

  function clearRetry() {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function open(afterGap: boolean) {
    if (!options.eventSource || source) return;
    let stream: EventSourceLike;
    try {
      stream = options.eventSource(options.url);
    } catch {
      return; // No stream (e.g. a browser without EventSource): local announcements still work.
    }
    source = stream;
    let missed = afterGap;
    stream.addEventListener('open', () => {
      if (source !== stream) return;
      if (missed) emit([...QUERY_KEYS], 'external');
      missed = false;
    });
    stream.addEventListener('change', (event) => {
      if (source === stream) emit(parseChangeEvent(event.data), 'external');
    });
    stream.addEventListener('superseded', () => {
      if (source !== stream) return;
      stream.close();
      source = null;
      clearRetry();
      stopWaiting?.();
      stopWaiting = whenVisible(() => {
        stopWaiting = null;
        if (listeners.size > 0 && !source) open(true);
      });
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      missed = true;
      if (stream.readyState === CLOSED) {
        // The browser gave up (e.g. the server answered an error): try again later ourselves.
        stream.close();
        source = null;
        clearRetry();
        retryTimer = setTimeout(() => {
          retryTimer = null;
          if (listeners.size > 0) open(true);
        }, retryDelayMs);
      }
    });
  }

  function close() {
    clearRetry();
    stopWaiting?.();
    stopWaiting = null;
    source?.close();
    source = null;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) open(false);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) close();
      };
    },
    emit,
    reopen() {
      if (!source && retryTimer === null && stopWaiting === null) return;
      close();
      if (listeners.size > 0) open(false);
    },
  };
}
