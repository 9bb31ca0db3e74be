import { describe, expect, it } from 'vitest';
import type { ThemeStore } from '../local-storage/theme-store';
import { createCookieThemeStore, themeOfCookies } from './theme-cookie-store';

/** A theme store in memory (the localStorage store's stand-in). */
function memoryStore(initial: 'light' | 'dark' = 'light'): ThemeStore & { value: string } {
  return {
    value: initial,
    get() {
      return this.value as 'light' | 'dark';
    },
    set(theme) {
      this.value = theme;
    },
    subscribe: () => () => {},
  };
}

describe('themeOfCookies', () => {
  it('reads the theme cookie among others, and nothing else', () => {
    expect(themeOfCookies('theme=dark')).toBe('dark');
    expect(themeOfCookies('a=1; theme=light; b=2')).toBe('light');
    expect(themeOfCookies('mytheme=dark')).toBeNull();
    expect(themeOfCookies('theme=blue')).toBeNull();
    expect(themeOfCookies('')).toBeNull();
  });
});

describe('createCookieThemeStore', () => {
  it('prefers the cookie, and falls back to the older store without one', () => {
    const jar = { cookie: '' };
    const fallback = memoryStore('dark');
    const store = createCookieThemeStore(fallback, jar);
    expect(store.get()).toBe('dark');
    jar.cookie = 'theme=light';
    expect(store.get()).toBe('light');
  });

  it('copies a choice kept only in the older store into the cookie, and renews the cookie at each read', () => {
    const jar = { cookie: '' };
    const store = createCookieThemeStore(memoryStore('dark'), jar);
    expect(store.get()).toBe('dark');
    expect(jar.cookie).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    // A fake jar keeps what was last written; a browser would keep `theme=light` and drop the attributes.
    jar.cookie = 'theme=light';
    expect(store.get()).toBe('light');
    expect(jar.cookie).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('writes the cookie the server reads (a year, the whole site) and the older store', () => {
    const jar = { cookie: '' };
    const fallback = memoryStore();
    const store = createCookieThemeStore(fallback, jar);
    store.set('dark');
    expect(jar.cookie).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(fallback.value).toBe('dark');
  });

  it('works without a document (the older store alone)', () => {
    const fallback = memoryStore('dark');
    const store = createCookieThemeStore(fallback, null);
    expect(store.get()).toBe('dark');
    store.set('light');
    expect(fallback.value).toBe('light');
  });
});
