import { useDeferredValue, useId, useState } from 'react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useProductCategories, useProductsById } from '@/data/react';
import { voucherAdminMessages as texts } from '@/shared/messages-voucher-admin';
import type { VoucherFields } from '@/domain/vouchers/inputs';
import { useVoucherProductSearch } from '../api/use-vouchers';
import type { VoucherFormValues } from '../lib/voucher-form-values';

/** How many products the picker shows for a search. */
const PRODUCT_RESULTS = 8;

/** One ticked-or-not choice of a scope list: a checkbox with its label, a whole row to tap (44 px). */
function ScopeOption({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex h-11 items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="h-11 flex-1 truncate font-normal">
        {label}
      </Label>
    </li>
  );
}

/** `list` with `item` added (`on`) or taken out. */
function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/** The schema's message under a scope list (too many products or categories), styled as `FormMessage`. */
function ScopeError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-destructive">{message}</p> : null;
}

/**
 * `Berlaku untuk` of the voucher form (docs/product/vouchers.md "Discounts": a voucher applies to
 * every product, or only to the products and categories it names): a product picker — the
 * search `Cari produk untuk voucher` over the admin's product search, the chosen products ticked
 * first — and a checkbox per category. Nothing ticked: every product. At most 100 products and
 * 20 categories (`VOUCHER_LIMITS` of src/domain/vouchers/inputs.ts; the schema's message under
 * the list).
 */
export function VoucherScopeFields({ control }: { control: Control<VoucherFormValues, unknown, VoucherFields> }) {
  const products = useController({ control, name: 'productIds' });
  const categories = useController({ control, name: 'categories' });
  const { errors } = useFormState({ control, name: ['productIds', 'categories'] });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const chosenIds: number[] = products.field.value;
  const chosen = useProductsById(chosenIds);
  const found = useVoucherProductSearch(deferredQuery, PRODUCT_RESULTS);
  const allCategories = useProductCategories();
  const chosenCategories: string[] = categories.field.value;

  const chosenNames = new Map((chosen.data ?? []).map((p) => [p.id, p.name]));
  const shownCategories = [...new Set([...(allCategories.data ?? []), ...chosenCategories])];

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">Berlaku untuk</legend>
      <p className="text-sm text-muted-foreground">{texts.scopeHint}</p>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium" id={`${searchId}-products`}>
          Produk
        </h3>
        <Label htmlFor={searchId} className="sr-only">
          {texts.productSearchLabel}
        </Label>
        <Input
          id={searchId}
          type="search"
          value={query}
          placeholder={texts.productSearchPlaceholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <ul aria-labelledby={`${searchId}-products`} className="grid">
          {chosenIds.map((id) => (
            <ScopeOption
              key={id}
              label={chosenNames.get(id) ?? `Produk ${id}`}
              checked
              onChange={(on) => products.field.onChange(toggled(chosenIds, id, on))}
            />
          ))}
          {(found.data?.items ?? [])
            .filter((product) => !chosenIds.includes(product.id))
            .map((product) => (
              <ScopeOption
                key={product.id}
                label={product.name}
                checked={false}
                onChange={(on) => products.field.onChange(toggled(chosenIds, product.id, on))}
              />
            ))}
        </ul>
        {found.isPending && <p className="text-sm text-muted-foreground">{texts.productsLoading}</p>}
        {found.data?.items.length === 0 && <p className="text-sm text-muted-foreground">{texts.noProductMatch}</p>}
        <ScopeError message={errors.productIds?.message} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium" id={`${searchId}-categories`}>
          Kategori
        </h3>
        {allCategories.isPending && <p className="text-sm text-muted-foreground">{texts.categoriesLoading}</p>}
        <ul aria-labelledby={`${searchId}-categories`} className="grid sm:grid-cols-2">
          {shownCategories.map((category) => (
            <ScopeOption
              key={category}
              label={category}
              checked={chosenCategories.includes(category)}
              onChange={(on) => categories.field.onChange(toggled(chosenCategories, category, on))}
            />
          ))}
        </ul>
        <ScopeError message={errors.categories?.message} />
      </div>
    </fieldset>
  );
}

