import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (an IntersectionObserver), and stays
 * true from then on: a part below the fold (the dashboard's chart on a phone) loads and draws when
 * the visitor scrolls towards it, not while the page is starting (Total Blocking Time).
 * True at once where there is no IntersectionObserver (jsdom in the component tests, an old
 * browser), so the part is never withheld.
 *
 * The element is given through the returned callback ref, so an element that appears after the
 * first render (the chart's place once the figures have loaded) is watched too.
 * @param margin - how far outside the screen counts as near, a CSS length such as `'200px'`.
 * @returns `[ref, near]`: the callback ref to put on the element to watch (a placeholder of the
 * part's size), and true once that element has been near the screen.
 */
export function useNearViewport(margin = '200px'): [ref: (element: Element | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
