import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it takes a server-rendered page over
 * (hydration); true from then on, and at once in a page rendered only in the browser. A form the
 * server renders filled in disables its fields until then: text typed into the server's HTML
 * before the form's script runs would be replaced by the form's start values (docs/server.md,
 * "Public pages").
 * @returns whether the component runs in the browser with its event handlers attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
