/**
 * The theme preference of server mode: the shop server keeps no theme, so the browser keeps it in
 * localStorage under the same key (and in the same JSON form) as the browser mode's store, so the
 * choice survives switching modes. Only this folder touches localStorage (docs/conventions.md).
 */
import { isTheme, type Theme } from '@/domain/core/vocabulary';

/** The localStorage key of the theme (the storage key `theme` of `src/domain/port/key-specs.ts`). */
export const THEME_KEY = 'theme';

/** Where a theme preference is kept. */
export interface ThemeStore {
  /** The saved theme, or 'light' when none (or an invalid one) is saved. */
  get(): Theme;
  /** Saves the theme. Never throws: without usable storage it is kept for this page only. */
  set(theme: Theme): void;
  /**
   * Calls `listener` when another tab saves a theme. Returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
}

/** Options of {@link createLocalThemeStore}; tests pass fakes. */
export interface LocalThemeStoreOptions {
  /** The Storage to use (`window.localStorage` by default); `null` keeps the theme in memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where `storage` events arrive (`window` by default, when there is one). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage disabled by the browser's settings (SecurityError).
    return null;
  }
}

function parseTheme(raw: string | null): Theme | null {
  if (raw === null) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A plain string (theme=dark), as the prototype may have written it.
  }
  return isTheme(value) ? value : null;
}

/**
 * Creates the theme store over localStorage (falling back to memory when storage is unusable).
 * @param options - see {@link LocalThemeStoreOptions}; every field has a browser default.
 */
export function createLocalThemeStore(options: LocalThemeStoreOptions = {}): ThemeStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const target = options.target === undefined ? (typeof window !== 'undefined' ? window : null) : options.target;
  let memory: Theme | null = null;

  return {
    get() {
      if (memory !== null) return memory;
      try {
        return parseTheme(storage?.getItem(THEME_KEY) ?? null) ?? 'light';
      } catch {
        return 'light';
      }
    },
    set(theme) {
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(THEME_KEY, JSON.stringify(theme));
        memory = null;
      } catch {
        memory = theme;
      }
    },
    subscribe(listener) {
      if (!target) return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === THEME_KEY || event.key === null) listener();
      };
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },
  };
}
