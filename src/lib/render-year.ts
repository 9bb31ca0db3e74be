import { createContext, useContext } from 'react';
import { jakartaDay } from '@/shared/format';

/**
 * The year (Asia/Jakarta) at which the server rendered the page: the browser hydrates with the
 * same year, read from the page's data block (src/lib/ssr-state.ts `year`), so a page rendered on
 * 31 December and hydrated on 1 January matches its markup. Null where no server rendered the
 * page (browser mode, a page rendered only in the browser, the component tests): the clock's year.
 */
export const RenderYear = createContext<number | null>(null);

/** The Jakarta calendar year of `instant`, e.g. 2026. */
export function jakartaYear(instant: Date): number {
  return Number(jakartaDay(instant).slice(0, 4));
}

/**
 * The current year for the page (the footer's '© {year} Seulanga'): the server's render year
 * when the page was server-rendered ({@link RenderYear}), else the clock's, in Asia/Jakarta.
 */
export function useCurrentYear(): number {
  return useContext(RenderYear) ?? jakartaYear(new Date());
}
