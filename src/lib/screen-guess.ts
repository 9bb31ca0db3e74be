import { createContext, useContext } from 'react';

/**
 * The server's guess at the visitor's screen for a page it renders: true when the
 * request came from a phone (`Sec-CH-UA-Mobile: ?1`, or a phone's User-Agent: server/pages/phone-request.ts), false otherwise;
 * null where no server rendered the page (browser mode, a page rendered only in the browser, the
 * component tests). The server renders the screen-dependent parts (the back office's tables,
 * cards on a phone) for its guess, and the browser hydrates with the same guess, read from the
 * page's data block (src/lib/ssr-state.ts `narrowScreen`): a phone then takes over the cards the
 * server sent instead of a table it must at once redraw as cards, in one blocking render.
 * `useMediaQuery` corrects a wrong guess right after hydration, as it did for every phone before.
 */
export const NarrowScreenGuess = createContext<boolean | null>(null);

/** The server's guess (see {@link NarrowScreenGuess}): true for a phone, false otherwise, null without one. */
export function useNarrowScreenGuess(): boolean | null {
  return useContext(NarrowScreenGuess);
}
