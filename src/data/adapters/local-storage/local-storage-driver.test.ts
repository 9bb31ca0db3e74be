import { describe, expect, it } from 'vitest';
import { createLocalStorageDriver, REVISION_KEY } from './local-storage-driver';

/**
 * A Storage whose writes reach its peers only after `lag` milliseconds, like Chromium's
 * per-process localStorage copies.
 */
class LaggingStorage implements Storage {
  readonly data = new Map<string, string>();
  peers: LaggingStorage[] = [];
  constructor(private readonly lag: number) {}
  get length() {
    return this.data.size;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
    for (const peer of this.peers) setTimeout(() => peer.data.set(key, value), this.lag);
  }
  removeItem(key: string) {
    this.data.delete(key);
    for (const peer of this.peers) setTimeout(() => peer.data.delete(key), this.lag);
  }
  clear() {
    for (const key of [...this.data.keys()]) this.removeItem(key);
  }
}

interface Held {
  name: string;
  mode: LockMode;
}

/** A minimal Web Locks manager shared by the fake tabs (exclusive and shared modes, FIFO). */
class FakeLocks {
  private held: Held[] = [];
  private waiting: Array<{ lock: Held; start: () => void }> = [];

  private grantable(lock: Held) {
    const same = this.held.filter((h) => h.name === lock.name);
    return same.length === 0 || (lock.mode === 'shared' && same.every((h) => h.mode === 'shared'));
  }

  private pump() {
    for (const entry of [...this.waiting]) {
      const blockedBefore = this.waiting
        .slice(0, this.waiting.indexOf(entry))
        .some((w) => w.lock.name === entry.lock.name);
      if (!blockedBefore && this.grantable(entry.lock)) {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        this.held.push(entry.lock);
        entry.start();
      }
    }
  }

  request(
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<unknown>,
    maybeCallback?: LockGrantedCallback<unknown>,
  ): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
    const lock: Held = { name, mode: options.mode ?? 'exclusive' };
    return new Promise((resolve, reject) => {
      this.waiting.push({
        lock,
        start: () => {
          Promise.resolve()
            .then(() => callback({ name, mode: lock.mode }))
            .then(resolve, reject)
            .finally(() => {
              this.held.splice(this.held.indexOf(lock), 1);
              this.pump();
            });
        },
      });
      this.pump();
    });
  }

  query(): Promise<LockManagerSnapshot> {
    return Promise.resolve({ held: this.held.map((h) => ({ ...h, clientId: 'fake' })), pending: [] });
  }
}

const noEvents = { addEventListener: () => undefined, removeEventListener: () => undefined };

function twoTabs(lag: number) {
  const a = new LaggingStorage(lag);
  const b = new LaggingStorage(lag);
  a.peers = [b];
  b.peers = [a];
  const locks = new FakeLocks() as unknown as LockManager;
  return {
    a,
    b,
    locks,
    driverA: createLocalStorageDriver({ storage: a, target: noEvents, locks }),
    driverB: createLocalStorageDriver({ storage: b, target: noEvents, locks }),
  };
}

describe('localStorage driver across tabs', () => {
  it('a tab taking the lock after another committed reads that commit, even when its copy lags', async () => {
    const { a, b, driverA, driverB } = twoTabs(40);
    a.data.set('stock', '1');
    b.data.set('stock', '1');

    // Tab A takes the last unit; tab B asks for the lock meanwhile and must see stock 0.
    const first = driverA.withLock(async () => {
      expect(driverA.getItem('stock')).toBe('1');
      driverA.commit([['stock', '0']]);
    });
    const second = driverB.withLock(() => Promise.resolve(driverB.getItem('stock')));
    await first;
    expect(await second).toBe('0');
  });

  it('revisions only grow, and a failed commit writes no revision', async () => {
    const { a, driverA } = twoTabs(0);
    await driverA.withLock(async () => driverA.commit([['k', '1']]));
    await driverA.withLock(async () => driverA.commit([['k', '2']]));
    expect(a.getItem(REVISION_KEY)).toBe('2');
    a.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    await expect(driverA.withLock(async () => driverA.commit([['k', '3']]))).rejects.toThrow();
    expect(a.getItem(REVISION_KEY)).toBe('2');
    expect(a.getItem('k')).toBe('2');
  });

  it('a removed revision key (storage cleared by hand) delays the next lock but never blocks it', async () => {
    const { a, locks, driverA } = twoTabs(0);
    await driverA.withLock(async () => driverA.commit([['k', '1']]));
    a.data.clear();
    let waited = 0;
    let clock = 0;
    const driver = createLocalStorageDriver({
      storage: a,
      target: noEvents,
      locks,
      now: () => clock,
      sleep: (ms) => {
        clock += ms;
        waited += ms;
        return Promise.resolve();
      },
    });
    await driver.withLock(async () => driver.commit([['k', 'x']]));
    expect(a.getItem('k')).toBe('x');
    expect(waited).toBeGreaterThanOrEqual(2_000);
    expect(a.getItem(REVISION_KEY)).toBe('2');
  });

  it('keeps the revision out of the listed keys and out of change events', () => {
    const { a, driverA } = twoTabs(0);
    a.data.set(REVISION_KEY, '3');
    a.data.set('products', '[]');
    expect(driverA.keys()).toEqual(['products']);
  });
});
