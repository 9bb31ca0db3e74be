import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Input } from '@/components/ui/input';

const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(() =>
  loadSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);

/**
 * Props of {@link SearchCombobox}: those of the `<input>` (controlled with `value`, or not: the
 * home page's GET form works before the scripts arrive), less what the combobox owns.
 */
export interface SearchComboboxProps extends Omit<
  ComponentProps<'input'>,
  'role' | 'type' | 'value'
> {
  /** The field's text when the caller holds it. */
  value?: string;
  /** A suggestion chosen (Enter on it, or a click): open the search for it. */
  onChoose: (name: string) => void;
}

/**
 * A search field with `Saran pencarian` (the WAI-ARIA combobox pattern, list autocomplete): the
 * input is a `combobox` whose listbox (./search-suggestions.tsx, loaded on the first focus) shows
 * up to 8 product names from two typed characters; ArrowDown and ArrowUp move through them
 * (`aria-activedescendant`, the focus stays in the field), Enter on one chooses it, Escape closes
 * the list. Enter with no suggestion reached is the field's own (its form's submit).
 */
export function SearchCombobox({
  value,
  onChange,
  onChoose,
  onFocus,
  onKeyDown,
  onBlur,
  ...props
}: SearchComboboxProps) {
  const listId = useId();
  const [typed, setTyped] = useState(
    typeof props.defaultValue === 'string' ? props.defaultValue : '',
  );
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<readonly string[]>([]);
  const [activeIndex, setActiveIndex] = useState(-1);
  const onItems = useCallback((next: readonly string[]) => {
    setItems(next);
    setActiveIndex(-1);
  }, []);
  const expanded = open && items.length > 0;

  function choose(name: string) {
    setOpen(false);
    setActiveIndex(-1);
    onChoose(name);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = items.length;
      // From the field (or a closed list) ArrowDown reaches the first, ArrowUp the last; both wrap.
      setActiveIndex((index) => {
        if (!expanded || index < 0) return step > 0 ? 0 : count - 1;
        return (index + step + count) % count;
      });
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(items[activeIndex]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape is the field's own (a search field clears).
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <>
      <Input
        {...props}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={
          expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
        }
        value={value}
        onChange={(event) => {
          onChange?.(event);
          setTyped(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          setWanted(true);
          setOpen(true);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            text={value ?? typed}
            open={open}
            activeIndex={activeIndex}
            onItems={onItems}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
