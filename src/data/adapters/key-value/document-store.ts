/**
 * Validated, recoverable, atomic access to the shop's keys over a {@link KeyValueDriver}
 * (docs/product/decisions.md, "Data in the browser").
 *
 * - Reads validate against the key's schema. A value that is not JSON or has the wrong shape is
 *   kept aside under `<key>.corrupt.<timestamp>`, the key is reset (re-seeded where the spec seeds
 *   it), and a {@link DataIssue} tells the user. In a list, valid records are kept.
 * - {@link DocumentStore.transact} reads fresh state and writes all its changes in one commit
 *   under the cross-tab lock: either everything is stored or nothing.
 */
import { messages } from '@/shared/messages';
import { KEY_SPECS, isStorageKey, STORAGE_KEYS, type StorageKey, type StoredValues } from '@/domain/port/key-specs';
import type { ChangeListener, ChangeOrigin, DataIssue } from '@/domain/port/port';
import type { KeyValueDriver, RawWrite } from './driver';

/** Read and write access inside {@link DocumentStore.transact}. */
export interface StoreTransaction {
  /** The key's current value (this transaction's own writes included). Treat as immutable. */
  get<K extends StorageKey>(key: K): StoredValues[K];
  /** Stages a new value; `null` for `currentUser` removes the key. */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
}

/**
 * A seed whose code loads only when a store needs it (browser mode's demo seed, src/data/index.ts):
 * `keys` tells, without loading it, whether any of its keys is absent; `load` resolves to the
 * function of the store's clock that makes the values.
 */
export interface LazySeed {
  /** The storage keys the seed writes. */
  keys: readonly StorageKey[];
  /** Loads the seed's code (a dynamic import). */
  load: () => Promise<(now: Date) => Partial<StoredValues>>;
}

/**
 * The values a store seeds: fixed, made from the store's clock when they are first needed (the
 * demo seed is dated from the moment it is written, src/domain/seed/index.ts `demoSeed`), or
 * loaded first ({@link LazySeed}: only on the first open, or to repair a seeded key).
 */
export type SeedSource = Partial<StoredValues> | ((now: Date) => Partial<StoredValues>) | LazySeed;

function isLazySeed(source: SeedSource): source is LazySeed {
  return typeof source === 'object' && 'load' in source && typeof source.load === 'function';
}

/** A key's stored value as read: valid (`value`), or to repair, keeping `keep` (the list's valid records) or, when `null`, with the seed or default. */
type Checked = { value: unknown } | { keep: unknown[] | null };

/** Options of the document store. */
export interface DocumentStoreOptions {
  /** Clock, for backup key names and the seed's dates. */
  now?: () => Date;
  /** Values written on first load for absent keys, and used when a corrupted key is reset. */
  seed?: SeedSource;
}

function serialize(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Validated document access over a key-value driver. */
export class DocumentStore {
  private readonly cache = new Map<StorageKey, { raw: string | null; value: unknown }>();
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly issueListeners = new Set<(issue: DataIssue) => void>();
  private readonly pendingIssues: DataIssue[] = [];
  private readonly now: () => Date;
  private readonly seedSource: SeedSource;
  private seedValues: Partial<StoredValues> | null = null;
  private seedMaker: ((now: Date) => Partial<StoredValues>) | null = null;

  constructor(
    private readonly driver: KeyValueDriver,
    options: DocumentStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.seedSource = options.seed ?? {};
    driver.subscribeExternal((keys) => {
      const changed = keys.length === 0 ? [...STORAGE_KEYS] : keys.filter(isStorageKey);
      if (changed.length > 0) this.emitChange(changed, 'external');
    });
  }

  /**
   * Writes the seed value of every seeded key that is absent (spec section 3: only absent keys);
   * a {@link LazySeed} is loaded only when one of its keys is absent, so a returning visitor never
   * downloads it. The seed is the app's own data, which parses to itself (seed.test.ts and
   * document-store.test.ts check it), so what was just written is cached as read: a first visit
   * does not validate the seed it wrote (about a fifth of start-up scripting on a slow phone).
   * @throws StorageQuotaError when even the seed does not fit; whatever loading a lazy seed throws.
   */
  async seedIfAbsent(): Promise<void> {
    const source = this.seedSource;
    if (isLazySeed(source) && this.seedMaker === null) {
      if (source.keys.every((key) => this.driver.getItem(key) !== null)) return;
      await this.loadSeed();
    }
    const writes: Array<[StorageKey, string | null]> = [];
    const seed = this.seed;
    for (const key of Object.keys(seed) as StorageKey[]) {
      if (this.driver.getItem(key) === null) writes.push([key, serialize(seed[key])]);
    }
    if (writes.length === 0) return;
    this.driver.commit(writes);
    for (const [key, raw] of writes) this.cache.set(key, { raw, value: seed[key] });
  }

  /**
   * Reads and validates every key once (the shop's opening), repairing and reporting corrupted
   * data as {@link DocumentStore.read} does; a {@link LazySeed} is loaded first when a key it seeds
   * must be reset to it.
   */
  async validateAll(): Promise<void> {
    const source = this.seedSource;
    for (const key of STORAGE_KEYS) {
      const raw = this.driver.getItem(key);
      const cached = this.cache.get(key);
      if (cached && cached.raw === raw) continue;
      const checked = this.check(key, raw);
      if ('keep' in checked && checked.keep === null && isLazySeed(source) && source.keys.includes(key)) await this.loadSeed();
      this.cache.set(key, { raw: this.driver.getItem(key), value: this.settle(key, raw, checked) });
    }
  }

  private async loadSeed(): Promise<void> {
    const source = this.seedSource;
    if (isLazySeed(source) && this.seedMaker === null) this.seedMaker = await source.load();
  }

  /**
   * The seed's values, made at their first use from the store's clock when the source is a
   * function (then kept); of a {@link LazySeed}, none until it is loaded (a key corrupted after the
   * opening is then reset to its default).
   */
  private get seed(): Partial<StoredValues> {
    if (this.seedValues === null) {
      const source = this.seedSource;
      const make = isLazySeed(source) ? this.seedMaker : typeof source === 'function' ? source : null;
      if (isLazySeed(source) && make === null) return {};
      this.seedValues = make ? make(this.now()) : (source as Partial<StoredValues>);
    }
    return this.seedValues;
  }

  /** The validated value under `key`; repairs and reports corrupted data. Treat as immutable. */
  read<K extends StorageKey>(key: K): StoredValues[K] {
    const raw = this.driver.getItem(key);
    const cached = this.cache.get(key);
    if (cached && cached.raw === raw) return cached.value as StoredValues[K];
    const value = this.parse(key, raw);
    this.cache.set(key, { raw: this.driver.getItem(key), value });
    return value;
  }

  /**
   * Runs `task` under the cross-tab lock with fresh reads, then commits its staged writes in
   * one step and announces the changed keys.
   * @throws StorageQuotaError when the writes do not fit (nothing is changed); whatever `task` throws.
   */
  async transact<T>(task: (tx: StoreTransaction) => T | Promise<T>): Promise<T> {
    return this.driver.withLock(async () => {
      const staged = new Map<StorageKey, unknown>();
      const tx: StoreTransaction = {
        get: (key) => (staged.has(key) ? staged.get(key) : this.read(key)) as never,
        set: (key, value) => {
          staged.set(key, value);
        },
      };
      const result = await task(tx);
      if (staged.size > 0) {
        // Each value is serialised once: the same string is written and cached.
        const entries = [...staged].map(([key, value]) => ({ key, value, raw: serialize(value) }));
        this.driver.commit(entries.map(({ key, raw }): RawWrite => [key, raw]));
        for (const { key, value, raw } of entries) this.cache.set(key, { raw, value });
        this.emitChange([...staged.keys()], 'local');
      }
      return result;
    });
  }

  /** Subscribes to changed keys, local or from another tab. Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * Subscribes to repaired-data reports. Reports made before the first subscriber are delivered
   * to it at once. Returns the unsubscribe function.
   */
  onIssue(listener: (issue: DataIssue) => void): () => void {
    this.issueListeners.add(listener);
    for (const issue of this.pendingIssues.splice(0)) listener(issue);
    return () => this.issueListeners.delete(listener);
  }

  private emitChange(keys: StorageKey[], origin: ChangeOrigin): void {
    for (const listener of this.changeListeners) listener(keys, origin);
  }

  private parse<K extends StorageKey>(key: K, raw: string | null): StoredValues[K] {
    return this.settle(key, raw, this.check(key, raw)) as StoredValues[K];
  }

  /** The value of a checked key: as read, or repaired (the list's valid records, else the seed, else the default). */
  private settle(key: StorageKey, raw: string | null, checked: Checked): unknown {
    if ('value' in checked) return checked.value;
    const spec = KEY_SPECS[key];
    const fallback = this.seed[key] !== undefined ? this.seed[key] : spec.kind === 'list' ? [] : spec.fallback();
    return this.repair(key, raw ?? '', checked.keep ?? fallback);
  }

  /** Validates `raw` against the key's schema without changing anything. */
  private check(key: StorageKey, raw: string | null): Checked {
    const spec = KEY_SPECS[key];
    if (raw === null) return { value: spec.kind === 'list' ? [] : spec.fallback() };

    let json: unknown;
    let jsonOk = true;
    try {
      json = JSON.parse(raw);
    } catch {
      jsonOk = false;
    }

    if (spec.kind === 'value') {
      const parsed = spec.schema.safeParse(jsonOk ? json : raw);
      // Plain strings (e.g. theme=dark) are accepted as the prototype may have written them.
      return parsed.success ? { value: parsed.data } : { keep: null };
    }

    if (!jsonOk || !Array.isArray(json)) return { keep: null };
    const valid: unknown[] = [];
    for (const item of json) {
      const parsed = spec.item.safeParse(item);
      if (parsed.success) valid.push(parsed.data);
    }
    if (valid.length === json.length) return { value: valid };
    return { keep: valid.length > 0 ? valid : null };
  }

  /** Keeps the bad raw value aside, writes the replacement and reports the issue. */
  private repair(key: StorageKey, raw: string, replacement: unknown): unknown {
    const backupKey = `${key}.corrupt.${this.now().getTime()}`;
    let kept = true;
    try {
      this.driver.commit([
        [backupKey, raw],
        [key, serialize(replacement)],
      ]);
    } catch {
      kept = false;
      try {
        this.driver.commit([[key, serialize(replacement)]]);
      } catch {
        // Storage refuses writes: the repaired value is still served from memory.
      }
    }
    const issue: DataIssue = {
      key,
      message: messages.storage.corrupted(KEY_SPECS[key].label),
      ...(kept ? { backupKey } : {}),
    };
    if (this.issueListeners.size === 0) this.pendingIssues.push(issue);
    for (const listener of this.issueListeners) listener(issue);
    return replacement;
  }
}
