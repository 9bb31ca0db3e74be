import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CatalogSearchState } from './use-catalog-params';

/**
 * How long (ms) after the last keystroke the search text is written to `?q=`. The grid follows
 * every keystroke at once; only the URL waits, because each URL change re-renders every link on
 * the page (a keystroke must update a 10,000-product grid in under 100 ms).
 */
export const SEARCH_URL_DELAY_MS = 300;

/**
 * The search box's text. It lives in local state so typing never waits for the router (a
 * controlled input bound straight to the URL can lose keystrokes or jump the caret), and it
 * follows the URL's `?q=` whenever the URL changes for another reason (a link, the reset button,
 * back/forward).
 * @param urlQ - the current `?q=` value.
 * @param writeUrl - writes the text to `?q=` (marked as typed in the search box); called
 *   {@link SEARCH_URL_DELAY_MS} after the last change. A navigation from elsewhere, or leaving the
 *   page, drops a pending write.
 * @returns the text, its setter, and a function that cancels the pending write (for a caller that
 *   writes the text to the URL itself together with another filter).
 */
export function useSearchText(
  urlQ: string,
  writeUrl: (text: string) => void,
): [string, (text: string) => void, () => void] {
  const location = useLocation();
  const [text, setText] = useState(urlQ);
  const [seenKey, setSeenKey] = useState(location.key);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The newest writer: its `?q=` update starts from the newest search params.
  const latestWriteUrl = useRef(writeUrl);
  useEffect(() => {
    latestWriteUrl.current = writeUrl;
  });
  const typed = (location.state as Partial<CatalogSearchState> | null)?.catalogSearch === true;
  if (location.key !== seenKey) {
    // Adjusting state while rendering when the location changes (react.dev, "You might not need an effect").
    setSeenKey(location.key);
    if (!typed && text !== urlQ) setText(urlQ);
  }

  // The URL changed for another reason: a pending write of older text must not undo it.
  useEffect(() => {
    if (!typed) clearTimeout(pending.current);
  }, [location.key, typed]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const update = useCallback((next: string) => {
    setText(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => latestWriteUrl.current(next), SEARCH_URL_DELAY_MS);
  }, []);
  const cancelPendingWrite = useCallback(() => clearTimeout(pending.current), []);
  return [text, update, cancelPendingWrite];
}
