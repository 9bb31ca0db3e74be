import { useId } from 'react';
import { optionAvailable } from '@/domain/catalog/variant-read';
import type { Product } from '@/domain/core/records';
import { cn } from '@/lib/utils';

/**
 * The product page's `Variasi` picker (docs/product/ui-names.md "Order journey"): one radio group
 * per tier, named by the tier (`Ukuran`, `Warna`), its options as chips. An option no combination
 * with the other choice has stock left for is unavailable: disabled, '(stok habis)' in its name.
 * Starts unchosen, so a server-rendered page hydrates as it was rendered.
 * @param chosen - the option chosen per tier, in tier order ('' or absent: none yet).
 * @param onChange - called with the new choice; a choice of the other tier that no longer has
 *   stock with the new option is dropped.
 */
export function VariantPicker({
  product,
  chosen,
  onChange,
  disabled = false,
}: {
  product: Pick<Product, 'id' | 'variations' | 'variants'>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();

  function choose(tier: number, option: string) {
    const next = product.variations.map((_, t) => (t === tier ? option : (chosen[t] ?? '')));
    onChange(next.map((value, t) => (t === tier || !value || optionAvailable(product, t, value, next) ? value : '')));
  }

  return (
    <div className="grid gap-4">
      {product.variations.map((tier, t) => (
        <div key={tier.name} className="grid gap-2">
          <p id={`${id}-${t}`} className="text-sm font-medium">
            {tier.name}
          </p>
          <div role="radiogroup" aria-labelledby={`${id}-${t}`} className="flex flex-wrap gap-2">
            {tier.options.map((option) => {
              const available = optionAvailable(product, t, option, chosen);
              return (
                <label
                  key={option}
                  className={cn(
                    'inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md border px-3 text-sm transition-colors',
                    // The chosen chip: white on the primary (the primary's text on its own 10% tint is under 4.5:1).
                    'has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:font-semibold has-[:checked]:text-primary-foreground',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                    'has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:text-muted-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-tier-${t}`}
                    value={option}
                    checked={chosen[t] === option}
                    disabled={disabled || !available}
                    onChange={() => choose(t, option)}
                    className="sr-only"
                  />
                  {available ? option : `${option} (stok habis)`}
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
