import { useId, useRef, useState, type FocusEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CatalogFacets as Facets } from '@/domain/catalog/query';
import { formatCount, formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';

/** Props of {@link CatalogFacets}. */
export interface CatalogFacetsProps {
  /** The facets of the search shown (categories leave the category filter out, the price range the price filter). */
  facets: Facets;
  /** The category filter (`all` for every category). */
  category: string;
  /** `?minPrice=` as digits, or empty. */
  minPrice: string;
  /** `?maxPrice=` as digits, or empty. */
  maxPrice: string;
  /** Sets the category filter (`all` takes it off). */
  onCategoryChange: (category: string) => void;
  /** Writes the price range (empty = no bound). */
  onPriceChange: (minPrice: string, maxPrice: string) => void;
  /** Until hydrated, on a server-rendered page. */
  disabled?: boolean;
}

/**
 * The catalogue's facets (docs/product/ui-names.md "Catalogue and product"): the group
 * `Kategori hasil`, one toggle button per category of the matches named with its count ('Kopi
 * (12)'; pressing the chosen one again takes the filter off), and the form `Harga` with the
 * fields `Harga Minimum` and `Harga Maksimum` (whole Rupiah, the matches' range as placeholders),
 * applied with `Terapkan Harga` or when the focus leaves the form, 'Rentang harga tidak valid.'
 * when the minimum is above the maximum, and `Hapus filter harga` while a bound is set. Beside
 * the results from `sm`, in the `Filter` sheet on a phone.
 */
export function CatalogFacets({
  facets,
  category,
  minPrice,
  maxPrice,
  onCategoryChange,
  onPriceChange,
  disabled = false,
}: CatalogFacetsProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-6">
      {facets.categories.length > 0 && (
        <div className="grid gap-2">
          <h3 id={`${id}-categories`} className="text-sm font-semibold">
            Kategori hasil
          </h3>
          <div
            role="group"
            aria-labelledby={`${id}-categories`}
            className="flex flex-wrap gap-2 sm:grid sm:gap-1"
          >
            {facets.categories.map(({ category: name, count }) => {
              const pressed = name === category;
              return (
                <Button
                  key={name}
                  type="button"
                  size="sm"
                  variant={pressed ? 'default' : 'ghost'}
                  aria-pressed={pressed}
                  disabled={disabled}
                  className="justify-between max-sm:border sm:w-full"
                  onClick={() => onCategoryChange(pressed ? 'all' : name)}
                >
                  {name} ({formatCount(count)})
                </Button>
              );
            })}
          </div>
        </div>
      )}
      <PriceRange
        range={facets.price}
        minPrice={minPrice}
        maxPrice={maxPrice}
        onPriceChange={onPriceChange}
        disabled={disabled}
      />
    </div>
  );
}

/** The price form of {@link CatalogFacets}, holding the typed bounds until applied. */
function PriceRange({
  range,
  minPrice,
  maxPrice,
  onPriceChange,
  disabled,
}: Pick<CatalogFacetsProps, 'minPrice' | 'maxPrice' | 'onPriceChange' | 'disabled'> & {
  range: Facets['price'];
}) {
  const id = useId();
  const [draftMin, setDraftMin] = useState(minPrice);
  const [draftMax, setDraftMax] = useState(maxPrice);
  const [invalid, setInvalid] = useState(false);
  const minRef = useRef<HTMLInputElement>(null);
  const [seen, setSeen] = useState(`${minPrice}-${maxPrice}`);
  if (seen !== `${minPrice}-${maxPrice}`) {
    // The URL's range changed (applied, cleared, a link, the reset): the fields follow it, and the
    // form stays mounted so the keyboard user's focus stays on its button.
    setSeen(`${minPrice}-${maxPrice}`);
    setDraftMin(minPrice);
    setDraftMax(maxPrice);
    setInvalid(false);
  }

  function apply() {
    const min = digitsOf(draftMin);
    const max = digitsOf(draftMax);
    if (min !== '' && max !== '' && Number(min) > Number(max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (min !== minPrice || max !== maxPrice) onPriceChange(min, max);
  }

  const errorId = `${id}-error`;
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        // Applied when the focus leaves the form, not when it moves between its fields.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
      }}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Harga
      </h3>
      {range && (
        <p className="text-xs text-muted-foreground">
          {formatRupiah(range.min)} – {formatRupiah(range.max)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
        <PriceField
          inputRef={minRef}
          id={`${id}-min`}
          label="Harga Minimum"
          value={draftMin}
          placeholder={range ? String(range.min) : undefined}
          onChange={setDraftMin}
          invalid={invalid}
          errorId={errorId}
          disabled={disabled}
        />
        <PriceField
          id={`${id}-max`}
          label="Harga Maksimum"
          value={draftMax}
          placeholder={range ? String(range.max) : undefined}
          onChange={setDraftMax}
          invalid={invalid}
          errorId={errorId}
          disabled={disabled}
        />
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {messages.catalog.priceRangeInvalid}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={disabled}>
          Terapkan Harga
        </Button>
        {(minPrice !== '' || maxPrice !== '') && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            // Not a blur apply of the old draft: the URL's range goes, the fields follow it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              // The button goes with the range: the keyboard user's place is the first field.
              minRef.current?.focus();
              onPriceChange('', '');
            }}
          >
            Hapus filter harga
          </Button>
        )}
      </div>
    </form>
  );
}

/** A labelled Rupiah field of {@link PriceRange}. */
function PriceField({
  inputRef,
  id,
  label,
  value,
  placeholder,
  onChange,
  invalid,
  errorId,
  disabled,
}: {
  inputRef?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  value: string;
  placeholder: string | undefined;
  onChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        disabled={disabled}
      />
    </div>
  );
}

/** A typed bound as whole Rupiah digits ('' for none; a fraction is cut, a sign dropped). */
function digitsOf(text: string): string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return '';
  return String(Math.floor(value));
}
