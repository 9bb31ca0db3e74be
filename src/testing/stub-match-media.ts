import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Gives jsdom a `window.matchMedia` whose every query answers `matches` (jsdom has none, so the
 * list kit renders its wide-screen table in tests by default): `stubMatchMedia(false)` renders the
 * back office's lists as phone cards. Undo it with `vi.unstubAllGlobals()` (e.g. in `afterEach`).
 * @returns a setter that changes the answer and notifies the `change` listeners, inside `act`.
 */
export function stubMatchMedia(matches: boolean): (next: boolean) => void {
  let current = matches;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return current;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return (next) => {
    current = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}
