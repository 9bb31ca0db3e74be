/**
 * Live updates (`docs/server.md`, "Live updates"): each committed change is announced with
 * PostgreSQL `NOTIFY` on one channel, so every server instance on the same database hears it
 * (`LISTEN`), and each instance forwards it to its open `/api/events` streams whose user may see
 * it: the admins everything, a buyer the public changes and their own, a visitor the public ones.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { RateLimitError } from '@/domain/core/errors';
import { rateLimitMessages } from '@/shared/messages';
import type { SessionUser } from '@/domain/core/records';
import type { ChangeTopic } from '@/shared/storage-keys';
import type { ShopDatabase } from '../db/client';
import type { Audience, Change, ChangeObserver } from '../services/context';
import { formatWait } from '../services/rate-limits';

export type { ChangeObserver };

/** The NOTIFY channel of the shop's changes. */
export const CHANGES_CHANNEL = 'seulanga_changes';

/**
 * The window in which one instance's announcements are coalesced into one NOTIFY, in
 * milliseconds: a change is sent at once unless one was sent at once less than
 * {@link NOTIFY_WINDOW_MS} before; the changes published during that window go out together when
 * it ends.
 */
export const NOTIFY_WINDOW_MS = 50;

/** Largest NOTIFY payload the hub sends, in bytes of JSON text (PostgreSQL's limit is 8,000). */
const NOTIFY_PAYLOAD_BYTES = 7_000;

/**
 * Open streams one session keeps on an instance by default (`EVENT_STREAM_SESSION_LIMIT`,
 * server/config.ts): a further one supersedes the session's oldest (docs/security.md "Limits"),
 * so a buyer with many tabs keeps working.
 */
export const MAX_STREAMS_PER_SESSION = 5;
/**
 * Open streams one client address (`addressKey`: IPv6 by /64) may have on an instance by default
 * (`EVENT_STREAM_ADDRESS_LIMIT`, server/config.ts); more are refused (429).
 */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** The `Retry-After` of a stream refused for its address (seconds). */
export const STREAM_RETRY_SECONDS = 30;

/** An open event stream. */
export interface EventClient {
  user: SessionUser | null;
  /** The stream's session (its token), or null for a visitor: {@link MAX_STREAMS_PER_SESSION}. */
  session?: string | null;
  /** The client's address key (`addressKey`), for {@link MAX_STREAMS_PER_ADDRESS}. */
  address?: string;
  /**
   * Ends the stream for good (a newer stream of its session took its place): the browser does
   * not reconnect at once, only when its page is shown again.
   */
  supersede?(): void;
  /** Delivers changed keys to the browser. */
  send(keys: ChangeTopic[]): void;
  /**
   * Ends the stream, so the browser reconnects and refetches everything it shows: called when
   * changes may have been missed (the hub's LISTEN connection was lost and is back).
   */
  restart?(): void;
}

/** Whether `user` may see a change for `audience`. */
export function mayReceive(user: SessionUser | null, audience: Audience): boolean {
  if (audience.kind === 'public') return true;
  if (!user) return false;
  if (user.role === 'admin') return true;
  return audience.kind === 'users' && audience.userIds.includes(user.id);
}

/** The hub of one server instance. */
export interface EventHub {
  /**
   * Announces committed changes to every instance: this instance's observers at once, the NOTIFY
   * at once, or, within {@link NOTIFY_WINDOW_MS} of a NOTIFY sent at once, with the other changes
   * of that window when it ends (then the promise resolves when queued). Never throws: a lost
   * announcement is logged.
   */
  publish(changes: Change[]): Promise<void>;
  /** Adds an observer of every announced change; returns the function that removes it. */
  observe(observer: ChangeObserver): () => void;
  /**
   * Adds an open stream; returns the function that removes it. The session's oldest streams
   * beyond its limit less one ({@link MAX_STREAMS_PER_SESSION} unless set otherwise) are
   * superseded first.
   * @throws RateLimitError (429) when the client's address already has its limit of open streams
   *   ({@link MAX_STREAMS_PER_ADDRESS} unless set otherwise; then nothing is superseded).
   */
  connect(client: EventClient): () => void;
  /** Number of open streams on this instance. */
  size(): number;
  /**
   * Sends the changes still waiting for their window, stops listening and forgets every stream
   * (their responses are ended by their routes).
   */
  close(): Promise<void>;
}

/**
 * Starts listening on {@link CHANGES_CHANNEL}.
 * @param limits.streamsPerSession - open streams per session (`EVENT_STREAM_SESSION_LIMIT`; default
 *   {@link MAX_STREAMS_PER_SESSION}).
 * @param limits.streamsPerAddress - open streams per client address (`EVENT_STREAM_ADDRESS_LIMIT`;
 *   default {@link MAX_STREAMS_PER_ADDRESS}).
 * @param limits.notifyWindowMs - the coalescing window of the NOTIFYs in milliseconds (default
 *   {@link NOTIFY_WINDOW_MS}).
 * @throws when LISTEN fails (the database is unreachable).
 */
export async function createEventHub(
  database: ShopDatabase,
  logger: Logger,
  limits: { streamsPerSession?: number; streamsPerAddress?: number; notifyWindowMs?: number } = {},
): Promise<EventHub> {
  const streamsPerSession = limits.streamsPerSession ?? MAX_STREAMS_PER_SESSION;
  const streamsPerAddress = limits.streamsPerAddress ?? MAX_STREAMS_PER_ADDRESS;
  const notifyWindowMs = limits.notifyWindowMs ?? NOTIFY_WINDOW_MS;
  const clients = new Set<EventClient>();
  const closers = new Set<() => void>();
  const observers = new Set<ChangeObserver>();
  // Marks this hub's NOTIFYs: its observers were told of its own changes on `publish` already.
  const origin = randomUUID();

  /** Tells every observer; one that throws is logged and does not stop the others. */
  function tellObservers(tell: (observer: ChangeObserver) => void) {
    for (const observer of [...observers]) {
      try {
        tell(observer);
      } catch (error) {
        logger.warn({ err: error }, 'a change observer failed');
      }
    }
  }

  function deliver(changes: Change[]) {
    for (const client of [...clients]) {
      const keys = new Set<ChangeTopic>();
      for (const change of changes) if (mayReceive(client.user, change.audience)) for (const key of change.keys) keys.add(key);
      if (keys.size > 0) client.send([...keys]);
      // The stream's account changed (signed out, demoted, new password, restored): the stream
      // must not keep the role it opened with. Ending it makes the browser
      // reconnect with the session it has now, and refetch what it shows.
      if (client.user && keys.has('currentUser')) client.restart?.();
    }
  }

  const unlisten = await database.listen(
    CHANGES_CHANNEL,
    (payload) => {
      try {
        const announced = JSON.parse(payload) as Array<Change & { from?: string }>;
        const changes = announced.map(({ from: _from, ...change }) => change);
        // The caches first: what a told stream's browser refetches must not come from a stale copy.
        // Not again for this hub's own changes (told on `publish`, after their commit: a read that
        // began before the commit keeps nothing, one after reads the change).
        const others = changes.filter((_, index) => announced[index]!.from !== origin);
        if (others.length > 0) tellObservers((observer) => observer.changes(others));
        deliver(changes);
      } catch (error) {
        logger.warn({ err: error }, 'malformed change notification');
      }
    },
    () => {
      // Announcements made while the connection was down are lost: the open streams restart, and
      // their browsers refetch what they show (docs/server.md, "Live updates").
      logger.info({ streams: clients.size }, 'change channel back: open streams restart');
      tellObservers((observer) => observer.lost());
      for (const client of [...clients]) client.restart?.();
    },
  );

  /** Sends `changes` merged by audience, in as few NOTIFYs as their payloads allow. */
  async function send(changes: Change[]) {
    for (const payload of notifyPayloads(changes, origin)) {
      try {
        await database.notify(CHANGES_CHANNEL, payload);
      } catch (error) {
        // The change is committed; a lost announcement only delays other screens until they refetch.
        logger.warn({ err: error }, 'could not announce a change');
      }
    }
  }

  // Coalescing: a change sent at once opens a window; changes published meanwhile wait
  // in `pending` and go out in one NOTIFY when it ends. The next change after that is sent at once
  // again, so a change waits only behind one sent less than a window before it, and a steady
  // stream of changes costs at most two NOTIFYs a window.
  let pending: Change[] = [];
  let windowTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  /** The NOTIFYs sent at once and not yet done: a write answers before its own, so close waits for them. */
  const inFlight = new Set<Promise<void>>();
  /** {@link send}, remembered in {@link inFlight} until it is done. */
  function sendTracked(changes: Change[]): Promise<void> {
    const sending = send(changes);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  }
  let closed = false;
  function openWindow() {
    windowTimer = setTimeout(() => {
      windowTimer = null;
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      flushing = send(batch);
    }, notifyWindowMs);
  }

  return {
    async publish(changes) {
      tellObservers((observer) => observer.changes(changes));
      if (closed) {
        // A request still running after the server's grace period: its change is committed, but no
        // other instance hears of it (their caches fall back on their staleness bounds).
        logger.warn({ keys: changes.flatMap((change) => change.keys) }, 'change published after the hub closed: not announced');
        return;
      }
      // An ended session or changed role goes out at once, never held in a window, and the write
      // waits for it: its NOTIFY has left before the answer, so a crash cannot lose it; the other
      // instances drop the session when it arrives (within SESSION_CACHE_STALE_MS at worst).
      if (changes.some((change) => change.keys.includes('currentUser'))) {
        await sendTracked(changes);
        return;
      }
      if (windowTimer) {
        pending.push(...changes);
        return;
      }
      openWindow();
      await sendTracked(changes);
    },
    observe(observer) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
    connect(client) {
      const ofSession = client.session ? [...clients].filter((other) => other.session === client.session) : [];
      const superseded = ofSession.slice(0, Math.max(0, ofSession.length - streamsPerSession + 1));
      if (client.address !== undefined) {
        let atAddress = 0;
        for (const other of clients) if (other.address === client.address && !superseded.includes(other)) atAddress += 1;
        if (atAddress >= streamsPerAddress) {
          throw new RateLimitError(rateLimitMessages.eventStreams(formatWait(STREAM_RETRY_SECONDS)), STREAM_RETRY_SECONDS);
        }
      }
      for (const old of superseded) {
        clients.delete(old);
        old.supersede?.();
      }
      clients.add(client);
      const remove = () => {
        clients.delete(client);
      };
      closers.add(remove);
      return () => {
        closers.delete(remove);
        remove();
      };
    },
    size: () => clients.size,
    async close() {
      closed = true;
      if (windowTimer) clearTimeout(windowTimer);
      windowTimer = null;
      const batch = pending;
      pending = [];
      await Promise.all([flushing, ...inFlight]);
      if (batch.length > 0) await send(batch);
      clients.clear();
      observers.clear();
      await unlisten().catch(() => {});
    },
  };
}

/**
 * Most product ids one audience's `stock` change names in a NOTIFY: beyond it the change names
 * none (any product's stock may have changed), so a payload stays under its bound.
 */
export const NOTIFY_PRODUCT_IDS = 300;

/**
 * The NOTIFY payloads of `changes`: merged by audience (each key once per audience; the products
 * of their `stock` changes together, none named when one of them names none or they are more than
 * {@link NOTIFY_PRODUCT_IDS}), then as many audiences per payload as stay under
 * {@link NOTIFY_PAYLOAD_BYTES}.
 * @param origin - the sending hub's id, written into each entry (`from`) so that hub knows its own
 *   NOTIFY when it comes back.
 */
export function notifyPayloads(changes: Change[], origin?: string): string[] {
  const merged = new Map<string, { keys: Change['keys']; audience: Change['audience']; productIds: Set<number> | null }>();
  for (const change of changes) {
    const id = JSON.stringify(change.audience);
    const entry = merged.get(id) ?? { keys: [], audience: change.audience, productIds: new Set<number>() };
    for (const key of change.keys) if (!entry.keys.includes(key)) entry.keys.push(key);
    if (change.keys.includes('stock') && entry.productIds) {
      if (change.productIds) for (const productId of change.productIds) entry.productIds.add(productId);
      if (!change.productIds || entry.productIds.size > NOTIFY_PRODUCT_IDS) entry.productIds = null;
    }
    merged.set(id, entry);
  }
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const { keys, audience, productIds } of merged.values()) {
    const entry: Change & { from?: string } = keys.includes('stock') && productIds ? { keys, audience, productIds: [...productIds] } : { keys, audience };
    if (origin) entry.from = origin;
    for (const text of entryTexts(entry)) {
      const bytes = Buffer.byteLength(text);
      if (batch.length > 0 && size + bytes + 1 > NOTIFY_PAYLOAD_BYTES) {
        payloads.push(`[${batch.join(',')}]`);
        batch = [];
        size = 2;
      }
      batch.push(text);
      size += bytes + 1;
    }
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

/**
 * One merged entry as JSON, or, when its account list alone passes a payload's bound (a product
 * edited while it sits in a few hundred carts announces `cartItems` to every owner), as several
 * entries with the same keys, each naming part of the accounts (halved until each fits).
 */
function entryTexts(entry: Change & { from?: string }): string[] {
  const text = JSON.stringify(entry);
  const { audience } = entry;
  if (Buffer.byteLength(text) + 2 <= NOTIFY_PAYLOAD_BYTES || audience.kind !== 'users' || audience.userIds.length < 2) return [text];
  const half = Math.ceil(audience.userIds.length / 2);
  return [audience.userIds.slice(0, half), audience.userIds.slice(half)].flatMap((userIds) => entryTexts({ ...entry, audience: { kind: 'users', userIds } }));
}
