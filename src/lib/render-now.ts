import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * The instant at which the server rendered the page, which decides the prices it shows (a promo
 * running or not: src/domain/catalog/promo.ts). The browser hydrates with the same instant, read
 * from the page's data block (src/lib/ssr-state.ts `renderedAt`), so a promo that starts or ends
 * between the render and the hydration does not make the markup differ; right after hydration the
 * page takes the clock's minute and shows the price in force now. Null where no server rendered
 * the page (browser mode, a page rendered only in the browser, the component tests).
 */
export const RenderNow = createContext<Date | null>(null);

const MINUTE_MS = 60_000;

/**
 * The clock's minute (epoch milliseconds, rounded down): a promo's bounds are whole minutes (the
 * form's WIB date-times), so the minute prices exactly, and a number read twice in one render is
 * the same snapshot.
 */
const clockMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

/** One shared timer for every price shown: a promo that starts or ends while the page is open shows. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/**
 * The instant the page prices at ({@link RenderNow}): the render's instant while React renders
 * on the server and hydrates a server-rendered page, then the clock's minute (kept current while
 * the page is open). Orders never use it: the shop charges the price in force when `Buat Pesanan`
 * is pressed, by its own clock.
 */
export function usePriceNow(): Date {
  const rendered = useContext(RenderNow);
  const renderedMs = rendered?.getTime();
  const at = useSyncExternalStore(subscribe, clockMinute, () => renderedMs ?? clockMinute());
  return useMemo(() => new Date(at), [at]);
}
