/**
 * Store settings and the new-order notification on the server (spec sections 3 and 4; the
 * notification is per admin account in server mode). The theme stays in the browser.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { KEY_SPECS, type StoredValues } from '@/domain/port/key-specs';
import type { StoreSettings } from '@/domain/port/port';
import type { Database, Executor } from '../db/client';
import { SETTING_KEYS, type SettingKey } from '../db/import';
import { adminNotifications, orders, settings, users } from '../db/schema';
import type { ChangeObserver, Tx } from './context';

/** A stored setting's value checked with its key's schema; the default when absent or invalid. */
function settingValue<K extends SettingKey>(key: K, stored: unknown): StoredValues[K] {
  const spec = KEY_SPECS[key];
  if (spec.kind !== 'value') throw new Error(`${key} is not a setting`);
  const parsed = stored === undefined ? null : spec.schema.safeParse(stored);
  return (parsed?.success ? parsed.data : spec.fallback()) as StoredValues[K];
}

/** A store setting, validated with its key's schema; the default when absent or invalid. */
/**
 * Longest the admin's 'clear the new-order flag' waits for orders being placed (a PostgreSQL
 * `lock_timeout`); past it the flag stays lit.
 */
export const NEW_ORDERS_SEEN_LOCK_TIMEOUT = '1s';

export async function readSetting<K extends SettingKey>(db: Executor, key: K): Promise<StoredValues[K]> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return settingValue(key, row?.value);
}

/**
 * Several store settings in one statement (a round trip, not one per key), each as
 * {@link readSetting} gives it.
 */
export async function readSettings<K extends SettingKey>(db: Executor, keys: readonly K[]): Promise<{ [P in K]: StoredValues[P] }> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [...keys]));
  return settingsOf(keys, Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/**
 * The settings `keys` out of their stored values (`stored`: key → JSON value, as a statement
 * that reads more than settings gives them), each as {@link readSetting} gives it.
 */
export function settingsOf<K extends SettingKey>(keys: readonly K[], stored: Readonly<Record<string, unknown>>): { [P in K]: StoredValues[P] } {
  return Object.fromEntries(keys.map((key) => [key, settingValue(key, Object.hasOwn(stored, key) ? stored[key] : undefined)])) as {
    [P in K]: StoredValues[P];
  };
}

/** The stored values of the settings `keys` as one JSON object (key → value), for a larger statement. */
export function storedSettingsJson(keys: readonly SettingKey[]): SQL {
  return sql`(select coalesce(json_object_agg(${settings.key}, ${settings.value}), '{}'::json) from ${settings} where ${inArray(settings.key, [...keys])})`;
}

/** Every store setting, each as {@link readSetting} gives it. */
export type SettingValues = { [P in SettingKey]: StoredValues[P] };

/** Longest an instance uses the store settings it read without reading them again (5 s). */
export const SETTINGS_CACHE_STALE_MS = 5_000;

/** The store settings one instance read last (docs/server.md "Per-instance caches"). */
export interface SettingsCache extends ChangeObserver {
  /**
   * Every store setting, read at most {@link SETTINGS_CACHE_STALE_MS} ago and not changed since
   * by any instance as far as the change channel said (one statement otherwise). Not for a
   * transaction that decides on a setting: it reads its own.
   * @throws what the read throws (the database is unreachable).
   */
  read(): Promise<SettingValues>;
}

/**
 * An empty store-settings cache over `db`, dropped when a setting's change is announced (any
 * instance) or the change channel was lost.
 * @param options.staleMs - its staleness bound (default {@link SETTINGS_CACHE_STALE_MS}).
 * @param options.clock - milliseconds of a monotonic clock (default `performance.now`).
 */
export function createSettingsCache(db: Database, options: { staleMs?: number; clock?: () => number } = {}): SettingsCache {
  const staleMs = options.staleMs ?? SETTINGS_CACHE_STALE_MS;
  const clock = options.clock ?? (() => performance.now());
  const settingKeys = new Set<string>(SETTING_KEYS);
  let entry: { values: Promise<SettingValues>; readAt: number } | null = null;
  return {
    read() {
      const now = clock();
      if (entry && now - entry.readAt < staleMs) return entry.values;
      // Concurrent requests share one read; a change announced meanwhile drops it (`entry`).
      const read = { values: readSettings(db, SETTING_KEYS), readAt: now };
      entry = read;
      read.values.catch(() => {
        if (entry === read) entry = null;
      });
      return read.values;
    },
    changes(changes) {
      if (changes.some((change) => change.keys.some((key) => settingKeys.has(key)))) entry = null;
    },
    lost() {
      entry = null;
    },
  };
}

/** Writes a store setting inside `tx`. */
export async function writeSetting<K extends SettingKey>(tx: Tx, key: K, value: StoredValues[K]): Promise<void> {
  await tx.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  tx.changed([key], { kind: 'public' });
}

/** Every store setting a visitor may read. */
export async function readStoreSettings(db: Executor): Promise<StoreSettings> {
  const { storeContacts: contacts, ...values } = await readSettings(db, SETTING_KEYS);
  return { ...values, contacts };
}

/**
 * Whether the admin `userId` has a new order waiting (spec section 4, the bell): an
 * order newer than the newest one the admin had seen when they last cleared the notification
 * (`admin_notifications.seen_order_seq`; 0 for an admin without a row, to whom every order is
 * new), or the flag a restored backup raised (`new_order`). Derived in one indexed statement, so
 * placing an order writes no notification row.
 * @returns false for an account that is not stored.
 */
export async function hasNewOrders(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      raised: sql<boolean>`coalesce(${adminNotifications.newOrder}, false) or exists (select 1 from ${orders} where ${orders.seq} > coalesce(${adminNotifications.seenOrderSeq}, 0))`,
    })
    .from(users)
    .leftJoin(adminNotifications, eq(adminNotifications.userId, users.id))
    .where(eq(users.id, userId));
  return row?.raised === true;
}

/**
 * Announces a placed order's new-order notification to the admins, inside `tx`. Nothing is
 * written: each admin's flag is derived from the orders ({@link hasNewOrders}).
 */
export function announceNewOrder(tx: Pick<Tx, 'changed'>): void {
  tx.changed(['newOrderNotification'], { kind: 'admin' });
}
