import { useState } from 'react';
import { useLocation } from 'react-router';
import type { CatalogSearchState } from './use-catalog-params';

/**
 * The search box's text. It lives in local state so typing never waits for the router (a
 * controlled input bound straight to the URL can lose keystrokes or jump the caret), and it
 * follows the URL's `?q=` whenever the URL changes for another reason (a link, the reset button,
 * back/forward).
 * @param urlQ - the current `?q=` value.
 * @returns the text and its setter.
 */
export function useSearchText(urlQ: string): [string, (text: string) => void] {
  const location = useLocation();
  const [text, setText] = useState(urlQ);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    // Adjusting state while rendering when the location changes (react.dev, "You might not need an effect").
    setSeenKey(location.key);
    const typed = (location.state as Partial<CatalogSearchState> | null)?.catalogSearch === true;
    if (!typed && text !== urlQ) setText(urlQ);
  }
  return [text, setText];
}
