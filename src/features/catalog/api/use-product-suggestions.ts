import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/** How long (ms) after the last keystroke `Saran pencarian` are asked for. */
export const SUGGEST_DELAY_MS = 150;

/** The fewest characters (spaces at either end left out) that ask for suggestions. */
export const SUGGEST_MIN_LENGTH = 2;

/** `text` once it has not changed for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * `Saran pencarian` for text being typed (the port's `products.suggest`, up to 8 product names):
 * asked once typing pauses ({@link SUGGEST_DELAY_MS}), never for fewer than
 * {@link SUGGEST_MIN_LENGTH} characters (`data` stays undefined then). While newer text is asked
 * for, the previous names stay.
 * @param text - the search field's text.
 */
export function useProductSuggestions(text: string) {
  const data = useShopData();
  const q = useSettled(text.trim(), SUGGEST_DELAY_MS);
  const enabled = q.length >= SUGGEST_MIN_LENGTH && text.trim().length >= SUGGEST_MIN_LENGTH;
  return useQuery({
    queryKey: queryKeys.productSuggestions(q),
    queryFn: () => data.products.suggest(q),
    enabled,
    placeholderData: (previous) => (enabled ? previous : undefined),
    staleTime: 30_000,
  });
}
