/**
 * The changes the services announce and who follows them, apart from ./context.ts so the
 * per-instance caches it holds (./catalog-search-cache.ts) name them without importing it back.
 */
import type { ChangeTopic } from '@/shared/storage-keys';

/**
 * Who may see a change: everyone (catalogue, settings), the admins only, or the admins and the
 * listed accounts (a buyer's own orders, cart, chat).
 */
export type Audience = { kind: 'public' } | { kind: 'admin' } | { kind: 'users'; userIds: string[] };

/** A change to announce after its transaction commits: the storage keys it touched (or `stock`). */
export interface Change {
  keys: ChangeTopic[];
  audience: Audience;
  /**
   * With `stock`: the products whose stock changed, so the per-instance caches of product rows
   * drop only those (server/services/catalog-search-cache.ts). Absent: any product's may have.
   */
  productIds?: number[];
}

/**
 * Who else on the instance follows the change channel: the per-instance caches (sessions, store
 * settings, rendered pages; docs/server.md "Per-instance caches") drop what a change makes stale.
 */
export interface ChangeObserver {
  /**
   * Changes announced by any instance: this instance's own once, at `publish` (before its NOTIFY;
   * the NOTIFY coming back is not told again), the others' when their notification arrives. It
   * should still be idempotent (a process without a hub, or a hub restarted, is another origin).
   */
  changes(changes: Change[]): void;
  /** The LISTEN connection was lost and is back: announcements may have been missed. */
  lost(): void;
}
