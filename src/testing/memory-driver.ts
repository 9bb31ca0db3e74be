/**
 * In-memory key-value driver for tests and the contract suite.
 */
import { StorageQuotaError } from '@/data/errors';
import { createLocalMutex, type KeyValueDriver, type RawWrite } from '@/data/adapters/key-value/driver';

/** Options of {@link createMemoryDriver}. */
export interface MemoryDriverOptions {
  /** Initial raw values. */
  initial?: Record<string, string>;
  /** Total characters allowed (keys + values), like a browser quota; unlimited by default. */
  quotaChars?: number;
}

/** A memory driver plus test controls. */
export interface MemoryDriver extends KeyValueDriver {
  /** Simulates another tab writing `value` under `key` (fires external listeners). */
  writeExternally(key: string, value: string | null): void;
  /** Changes the quota (characters); `Infinity` lifts it. */
  setQuota(chars: number): void;
  /** A copy of all raw values. */
  snapshot(): Record<string, string>;
}

/** Creates an in-memory driver. */
export function createMemoryDriver(options: MemoryDriverOptions = {}): MemoryDriver {
  const data = new Map<string, string>(Object.entries(options.initial ?? {}));
  const listeners = new Set<(keys: string[]) => void>();
  let quota = options.quotaChars ?? Infinity;
  const lock = createLocalMutex();
  const size = () => [...data].reduce((sum, [k, v]) => sum + k.length + v.length, 0);

  return {
    getItem: (key) => data.get(key) ?? null,
    commit(writes: readonly RawWrite[]) {
      const before = new Map(data);
      for (const [key, value] of writes) {
        if (value === null) data.delete(key);
        else data.set(key, value);
      }
      if (size() > quota) {
        data.clear();
        for (const [k, v] of before) data.set(k, v);
        throw new StorageQuotaError();
      }
    },
    keys: () => [...data.keys()],
    withLock: lock,
    subscribeExternal(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    writeExternally(key, value) {
      if (value === null) data.delete(key);
      else data.set(key, value);
      for (const listener of listeners) listener([key]);
    },
    setQuota(chars) {
      quota = chars;
    },
    snapshot: () => Object.fromEntries(data),
  };
}
