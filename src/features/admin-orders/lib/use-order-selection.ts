import { useCallback, useMemo, useState } from 'react';

/** The orders the owner ticked for `Cetak Label ({n})`, and how to change them. */
export interface OrderSelection {
  /** The ticked ids, in the order they were ticked. */
  ids: readonly string[];
  has: (id: string) => boolean;
  /** Ticks or unticks one order. */
  toggle: (id: string, on: boolean) => void;
  /** Ticks or unticks every order of `ids` (`Pilih semua` of a page). */
  setAll: (ids: readonly string[], on: boolean) => void;
  /** `Batal Pilih`: unticks every order. */
  clear: () => void;
}

/**
 * The orders page's selection for the bulk `Cetak Label ({n})`: kept while the owner pages
 * through one tab (the page's `OrdersList` is keyed by its tab, so a new tab starts empty).
 */
export function useOrderSelection(): OrderSelection {
  const [ids, setIds] = useState<readonly string[]>([]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((id: string, on: boolean) => {
    setIds((current) => (on ? (current.includes(id) ? current : [...current, id]) : current.filter((other) => other !== id)));
  }, []);
  const setAll = useCallback((page: readonly string[], on: boolean) => {
    setIds((current) => (on ? [...current, ...page.filter((id) => !current.includes(id))] : current.filter((id) => !page.includes(id))));
  }, []);
  const clear = useCallback(() => setIds([]), []);
  return { ids, has: (id) => chosen.has(id), toggle, setAll, clear };
}
