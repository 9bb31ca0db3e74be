import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element of `ref` has come within `margin` of the screen (an IntersectionObserver),
 * and stays true from then on: a part below the fold (the dashboard's chart on a phone) loads and
 * draws when the visitor scrolls towards it, not while the page is starting (issue 22: Total
 * Blocking Time). True at once where there is no IntersectionObserver (jsdom in the component
 * tests, an old browser), so the part is never withheld.
 * @param ref - the element to watch (a placeholder of the part's size).
 * @param margin - how far outside the screen counts as near, a CSS length such as `'200px'`.
 * @returns true once the element has been near the screen.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
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
  }, [ref, margin, near]);
  return near;
}
