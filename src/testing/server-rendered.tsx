/**
 * `renderOnServer(ui)`: a component as a server-rendered page carries it (docs/decisions/
 * 013-server-rendered-storefront.md): its server HTML in the document, before any script ran,
 * then taken over by `hydrateRoot` as src/main.tsx does, to check what a visitor can do before
 * and after (src/lib/use-hydrated.ts).
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider, createQueryClient } from '@/app/provider';
import type { ShopData } from '@/data';

/** What {@link renderOnServer} returns. */
export interface ServerRendered {
  /** The element holding the server's HTML (appended to `document.body`). */
  container: HTMLElement;
  /**
   * Lets the browser take the HTML over with `ui()` (hydration, effects flushed).
   * @returns the recoverable errors React reported (a hydration mismatch), none when all went well.
   */
  hydrate(): Promise<unknown[]>;
  /** Unmounts and takes the container out of the document. */
  remove(): void;
}

/**
 * Renders `ui()` to HTML as the server would and puts it into the document, not yet hydrated.
 * @param ui - makes the element (called once for the HTML and once for hydrating it).
 * @param data - when given, `ui()` is rendered inside the shop's providers over it (a new query
 *   client each time, the app taken as initialized, as on a server-rendered page) and a router.
 */
export function renderOnServer(ui: () => ReactElement, data?: ShopData): ServerRendered {
  const element = data
    ? () => (
        <AppProvider data={data} queryClient={createQueryClient()} initialized>
          <MemoryRouter>{ui()}</MemoryRouter>
        </AppProvider>
      )
    : ui;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element());
  document.body.append(container);
  let unmount = () => {};
  return {
    container,
    async hydrate() {
      const recoverable = vi.fn();
      await act(async () => {
        const root = hydrateRoot(container, element(), { onRecoverableError: recoverable });
        unmount = () => act(() => root.unmount());
      });
      return recoverable.mock.calls.map(([error]) => error as unknown);
    },
    remove() {
      unmount();
      container.remove();
    },
  };
}
