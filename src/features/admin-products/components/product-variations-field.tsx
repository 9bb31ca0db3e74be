import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, useFormState, useWatch, type Control, type FieldError, type UseFormReturn } from 'react-hook-form';
import { PlusIcon, XIcon } from 'lucide-react';
import { InputField } from '@/components/form-fields/input-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import type { ProductVariation } from '@/domain/core/records';
import { combinationCount, reconcileVariants, VARIANT_LIMITS } from '@/domain/catalog/variants';
import { DEFAULT_PRODUCT_WEIGHT } from '@/domain/shipping/cost';
import { variantMessages } from '@/shared/messages-variants';
import type { ProductFormValues, VariantFormRow } from '../lib/product-form-schema';
import { ProductVariantsTable } from './product-variants-table';

type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductInput>;

/** A row as the form holds it (SKU and photo may be absent in the typed values). */
function asRow(row: NonNullable<ProductFormValues['variants']>[number]): VariantFormRow {
  return { ...row, sku: row.sku ?? '', image: row.image ?? '', promoPrice: row.promoPrice ?? '' };
}

const rowKey = (options: readonly string[]) => JSON.stringify(options);

/**
 * A new combination made by a second tier ("250 g / Merah") starts with the price, promo price and
 * weight of the combination it splits ("250 g"), so the sizes' prices typed before the colours stay; its
 * stock stays empty (copying it would count the units twice). Any other row as it is.
 */
function withParentAmounts(row: VariantFormRow, known: readonly VariantFormRow[]): VariantFormRow {
  if (known.some((k) => k.id === row.id)) return row;
  const parent = known.find((k) => k.options.length === row.options.length - 1 && k.options.every((o, i) => o === row.options[i]));
  return parent ? { ...row, price: parent.price, promoPrice: parent.promoPrice, weight: parent.weight } : row;
}

/** The message of an error that may sit on an array itself (`message`) or on its `root`. */
function arrayMessage(error: unknown): string | undefined {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.message ?? e?.root?.message;
}

/**
 * The product form's section `Variasi` (docs/product/decisions.md "Variations"; decision 027): a
 * fieldset with `Tambah Variasi` (up to two tiers; disabled at two with the reason), per tier a
 * group `Variasi {n}` with `Nama Variasi`, its `Pilihan` as chips (typed in `Pilihan`, added by
 * Enter or `Tambah Pilihan`, each removed by `Hapus pilihan {option}`) and `Hapus Variasi`; below,
 * the combinations ({@link ProductVariantsTable}). Every change of the tiers reconciles the
 * combinations (src/domain/catalog/variants.ts `reconcileVariants`): one that stays keeps its
 * values, one that comes back in this edit gets its values back, and one a second tier splits off
 * starts with its parent's price and weight. The schema's issues show on the field of their path.
 */
export function ProductVariationsField({ control }: { control: Control<ProductFormValues, unknown, ProductInput> }) {
  const form = useFormContext<ProductFormValues, unknown, ProductInput>() as ProductFormApi;
  const variations = useWatch({ control, name: 'variations' }) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name: ['variations', 'variants', 'price', 'stock', 'weight'] });
  const reasonId = useId();
  // Every combination's row seen in this edit, so removing an option and adding it back, or a
  // tier's options briefly empty, loses nothing typed.
  const seen = useRef(new Map<string, VariantFormRow>());

  function changeTiers(next: ProductVariation[]) {
    const current = (form.getValues('variants') ?? []).map(asRow);
    for (const row of current) seen.current.set(rowKey(row.options), row);
    const currentKeys = new Set(current.map((row) => rowKey(row.options)));
    const remembered = [...seen.current.values()].filter((row) => !currentKeys.has(rowKey(row.options)));
    const known = [...remembered, ...current];
    const rows = reconcileVariants<VariantFormRow>(next, known, {
      price: form.getValues('price') ?? '',
      stock: '',
      weight: form.getValues('weight') || String(DEFAULT_PRODUCT_WEIGHT),
      promoPrice: '',
    }).map((row) => withParentAmounts(row, known));
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    form.setValue('variations', next, options);
    form.setValue('variants', rows, options);
  }

  const tiersFull = variations.length >= VARIANT_LIMITS.tiers;
  const tiersMessage = arrayMessage(errors.variations);
  const variantsMessage = arrayMessage(errors.variants);
  // With tiers the product's own fields are hidden, derived from the rows; a rule they still break
  // (a summed stock over the limit) is said here, where the owner can act on it.
  const derivedMessage = variations.length > 0 ? (errors.price ?? errors.stock ?? errors.weight)?.message : undefined;

  return (
    <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">Variasi</legend>
      <p className="text-sm text-muted-foreground">
        {variations.length > 0
          ? 'Harga, Stok dan Berat produk mengikuti kombinasinya: harga terendah, jumlah stok, dan berat kombinasi pertama.'
          : 'Opsional: mis. Ukuran atau Warna, tiap kombinasi dengan harga, stok dan beratnya sendiri.'}
      </p>
      {variations.map((tier, t) => (
        <TierEditor
          key={t}
          control={control}
          index={t}
          tier={tier}
          error={errors.variations?.[t]}
          onChange={(changed) => changeTiers(variations.map((other, i) => (i === t ? changed : other)))}
          onRemove={() => changeTiers(variations.filter((_, i) => i !== t))}
          wouldExceed={(options) =>
            combinationCount(variations.map((other, i) => (i === t ? { ...other, options } : other))) > VARIANT_LIMITS.combinations
          }
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={tiersFull}
          aria-describedby={tiersFull ? reasonId : undefined}
          onClick={() => changeTiers([...variations, { name: '', options: [] }])}
        >
          <PlusIcon aria-hidden="true" />
          Tambah Variasi
        </Button>
        {tiersFull && (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {variantMessages.tooManyTiers}
          </p>
        )}
      </div>
      {tiersMessage && <p className="text-sm text-destructive">{tiersMessage}</p>}
      {variations.length > 0 && <ProductVariantsTable control={control} form={form} revalidate={isSubmitted} />}
      {(variantsMessage ?? derivedMessage) && <p className="text-sm text-destructive">{variantsMessage ?? derivedMessage}</p>}
    </fieldset>
  );
}

/** Props of {@link TierEditor}. */
interface TierEditorProps {
  control: Control<ProductFormValues, unknown, ProductInput>;
  index: number;
  tier: ProductVariation;
  /** The tier's errors (its name, its options, one option). */
  error: { name?: FieldError; options?: unknown } | undefined;
  onChange: (tier: ProductVariation) => void;
  onRemove: () => void;
  /** Whether the tier with `options` would make more combinations than allowed. */
  wouldExceed: (options: string[]) => boolean;
}

/** One tier: `Nama Variasi`, the `Pilihan` chips and their input, `Hapus Variasi`. */
function TierEditor({ control, index, tier, error, onChange, onRemove, wouldExceed }: TierEditorProps) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  function addOption() {
    const option = draft.trim();
    if (option === '') return;
    if (tier.options.some((o) => o.trim().toLowerCase() === option.toLowerCase())) {
      setRefusal(variantMessages.optionDuplicate);
      return;
    }
    const options = [...tier.options, option];
    if (options.length > VARIANT_LIMITS.options) {
      setRefusal(variantMessages.optionCountInvalid);
      return;
    }
    if (wouldExceed(options)) {
      setRefusal(variantMessages.tooManyCombinations);
      return;
    }
    setRefusal(null);
    setDraft('');
    onChange({ ...tier, options });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the option; it must not submit the product form.
    event.preventDefault();
    addOption();
  }

  const optionErrors = error?.options as (FieldError & Record<number, FieldError | undefined>) | undefined;
  const optionsMessage =
    refusal ??
    arrayMessage(optionErrors) ??
    tier.options.map((_, o) => optionErrors?.[o]?.message).find((message) => message !== undefined);

  return (
    <fieldset className="grid gap-3 rounded-md border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">Variasi {index + 1}</legend>
      <InputField
        control={control}
        name={`variations.${index}.name`}
        label="Nama Variasi"
        description="Mis. Ukuran atau Warna."
        autoComplete="off"
        maxLength={VARIANT_LIMITS.tierNameLength}
      />
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Pilihan
        </label>
        {tier.options.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={`Pilihan ${tier.name.trim() || `Variasi ${index + 1}`}`}>
            {tier.options.map((option) => (
              <li key={option} className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-3 text-sm">
                {option}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 rounded-full md:size-8"
                  aria-label={`Hapus pilihan ${option}`}
                  onClick={() => {
                    setRefusal(null);
                    onChange({ ...tier, options: tier.options.filter((o) => o !== option) });
                  }}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setRefusal(null);
            }}
            onKeyDown={onKeyDown}
            placeholder="Mis. 250 g, lalu Enter"
            autoComplete="off"
            maxLength={VARIANT_LIMITS.optionLength}
            aria-invalid={optionsMessage ? true : undefined}
            aria-describedby={optionsMessage ? messageId : undefined}
          />
          <Button type="button" variant="outline" size="sm" onClick={addOption}>
            Tambah Pilihan
          </Button>
        </div>
        {optionsMessage && (
          <p id={messageId} className="text-sm text-destructive">
            {optionsMessage}
          </p>
        )}
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <XIcon aria-hidden="true" />
          Hapus Variasi
        </Button>
      </div>
    </fieldset>
  );
}
