import { useEffect } from 'react';
import { SearchIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useProductSuggestions } from '../api/use-product-suggestions';

/** Props of {@link SearchSuggestions}. */
export interface SearchSuggestionsProps {
  /** The listbox's id (the combobox's `aria-controls`); option `i` has the id `${id}-${i}`. */
  id: string;
  /** The search field's text. */
  text: string;
  /** Whether the list shows (the field has focus and Escape was not pressed). */
  open: boolean;
  /** The option the arrows reached, or -1. */
  activeIndex: number;
  /** Receives the names shown, each time they change (the combobox's keys move over them). */
  onItems: (items: readonly string[]) => void;
  /** A name chosen with the pointer. */
  onChoose: (name: string) => void;
}

/**
 * The listbox `Saran pencarian` of {@link SearchCombobox} (./search-combobox.tsx): the names of
 * the best products for the typed text (`useProductSuggestions`: after a pause, from two
 * characters). Loaded on the field's first focus, so the query and the list stay out of the
 * page's first load.
 */
export function SearchSuggestions({
  id,
  text,
  open,
  activeIndex,
  onItems,
  onChoose,
}: SearchSuggestionsProps) {
  const { data } = useProductSuggestions(text);
  const items = data ?? [];
  useEffect(() => {
    onItems(data ?? []);
  }, [data, onItems]);
  if (!open || items.length === 0) return null;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Saran pencarian"
      className="absolute top-full right-0 left-0 z-50 mt-1 grid max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {items.map((name, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the field's (aria-activedescendant): an option never has the focus
        <li
          key={name}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm',
            index === activeIndex && 'bg-accent text-accent-foreground',
          )}
          // Keeps the focus in the field, so the click does not close the list first.
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onChoose(name)}
        >
          <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{name}</span>
        </li>
      ))}
    </ul>
  );
}
