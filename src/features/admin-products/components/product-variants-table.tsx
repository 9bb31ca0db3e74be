import { useId, useState } from 'react';
import { useController, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '@/components/list-kit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import { OPTION_SEPARATOR, VARIANT_LIMITS } from '@/domain/catalog/variants';
import { galleryMessages } from '@/shared/messages-gallery';
import { variantMessages } from '@/shared/messages-variants';
import { cn } from '@/lib/utils';
import type { ProductFormValues } from '../lib/product-form-schema';

type FormControl = Control<ProductFormValues, unknown, ProductInput>;

/** A combination's typed field and how the owner reads it. */
type VariantField = 'price' | 'promoPrice' | 'stock' | 'weight' | 'sku';

/** The columns of a combination: the field, its name before the combination's label, its header. */
const VARIANT_FIELDS: readonly { field: VariantField; name: string; header: string; numeric: boolean; width: string }[] = [
  { field: 'price', name: 'Harga', header: 'Harga (Rp)', numeric: true, width: 'w-24' },
  { field: 'promoPrice', name: 'Harga Promo', header: 'Harga Promo (Rp)', numeric: true, width: 'w-24' },
  { field: 'stock', name: 'Stok', header: 'Stok', numeric: true, width: 'w-18' },
  { field: 'weight', name: 'Berat', header: 'Berat (gram)', numeric: true, width: 'w-20' },
  { field: 'sku', name: 'SKU', header: 'SKU', numeric: false, width: 'w-24' },
];

/** Props of {@link ProductVariantsTable}. */
export interface ProductVariantsTableProps {
  control: FormControl;
  form: UseFormReturn<ProductFormValues, unknown, ProductInput>;
  /** Whether a change re-checks the rows (after the first `Simpan`, as the form's own fields). */
  revalidate: boolean;
}

/**
 * The combinations of the product's `Variasi`: the helper row 'Atur semua' (`Harga semua`, `Stok
 * semua`, `Berat semua`, `Terapkan ke Semua`: fills every combination with the amounts typed), then
 * per combination `Harga {option}`, `Harga Promo {option}` (optional; it runs in the product's
 * `Promo Mulai`–`Promo Berakhir`, the rule said above the rows and read with each field), `Stok
 * {option}`, `Berat {option}`, `SKU {option}` and `Foto {option}` (`Tanpa foto khusus` or one of
 * the gallery's `Gambar {n}`: the photo the product page shows once the combination is chosen)
 * (options joined ' / ', "250 g", "Merah / L"), each with its own error. A table on a wide screen
 * (scrolling sideways inside the dialog if it must); on a phone one card per combination (no
 * sideways scroll), the same accessible names.
 */
export function ProductVariantsTable({ control, form, revalidate }: ProductVariantsTableProps) {
  const rows = useWatch({ control, name: 'variants' }) ?? [];
  const gallery = useWatch({ control, name: 'images' }) ?? [];
  const wide = useMediaQuery(DESKTOP_MEDIA_QUERY, true);
  const hintId = useId();
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">Tambahkan pilihan untuk membuat kombinasi.</p>;
  }
  const labels = rows.map((row) => row.options.join(OPTION_SEPARATOR));
  const cell = (i: number, layout: 'table' | 'card') => ({ control, index: i, combination: labels[i]!, layout, promoHintId: hintId });
  return (
    <div className="grid gap-3">
      <ApplyToAll form={form} revalidate={revalidate} />
      <p id={hintId} className="text-sm text-muted-foreground">
        {variantMessages.promoHint}
      </p>
      {wide ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="pb-2 text-left font-medium">Kombinasi Variasi</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Kombinasi
                </th>
                {VARIANT_FIELDS.map(({ field, header, width }) => (
                  <th key={field} scope="col" className={cn('px-1 py-2 font-medium', width)}>
                    {header}
                  </th>
                ))}
                <th scope="col" className="w-40 px-1 py-2 font-medium">
                  Foto
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} className="border-b align-top">
                  <th scope="row" className="py-2 pr-2 text-left font-normal break-words">
                    {labels[i]}
                  </th>
                  {VARIANT_FIELDS.map((column) => (
                    <td key={column.field} className="px-1 py-2">
                      <VariantInput {...cell(i, 'table')} column={column} />
                    </td>
                  ))}
                  <td className="px-1 py-2">
                    <VariantPhoto {...cell(i, 'table')} gallery={gallery} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Kombinasi Variasi">
          {rows.map((row, i) => (
            <li key={row.id}>
              <fieldset className="grid gap-2 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium break-words">{labels[i]}</legend>
                {VARIANT_FIELDS.map((column) => (
                  <VariantInput key={column.field} {...cell(i, 'card')} column={column} />
                ))}
                <VariantPhoto {...cell(i, 'card')} gallery={gallery} />
              </fieldset>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What every field of a combination's row knows. */
interface VariantCellProps {
  control: FormControl;
  index: number;
  /** The combination's label ("250 g", "Merah / L"). */
  combination: string;
  /** `table`: the label is read by screen readers only (the column header shows it); `card`: shown. */
  layout: 'table' | 'card';
  /** The id of the promo's rule, read with each `Harga Promo` field. */
  promoHintId: string;
}

/** Props of {@link VariantInput}. */
interface VariantInputProps extends VariantCellProps {
  column: (typeof VARIANT_FIELDS)[number];
}

/** A combination's field label: its name, and the combination read by screen readers (table) or shown (card). */
function CellLabel({ htmlFor, name, combination, layout }: { htmlFor: string; name: string; combination: string; layout: VariantCellProps['layout'] }) {
  return (
    <Label htmlFor={htmlFor} className={cn(layout === 'table' && 'sr-only')}>
      {name}
      <span className={cn(layout === 'card' && 'sr-only')}> {combination}</span>
    </Label>
  );
}

/** One field of a combination, named `{Harga|Harga Promo|Stok|Berat|SKU} {combination}`, with its error. */
function VariantInput({ control, index, column, combination, layout, promoHintId }: VariantInputProps) {
  const { field, fieldState } = useController({ control, name: `variants.${index}.${column.field}` });
  const id = useId();
  const messageId = `${id}-message`;
  const message = fieldState.error?.message;
  const describedBy = [message ? messageId : '', column.field === 'promoPrice' ? promoHintId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <CellLabel htmlFor={id} name={column.name} combination={combination} layout={layout} />
      <Input
        id={id}
        {...field}
        value={field.value ?? ''}
        inputMode={column.numeric ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={column.field === 'sku' ? VARIANT_LIMITS.skuLength : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * A combination's `Foto {combination}`: `Tanpa foto khusus` or one of the gallery's photos by its
 * place (`Gambar {n}`, as the gallery's editor names them), written to the row's `image`. A photo
 * no longer in the gallery reads `Tanpa foto khusus` (the save drops it:
 * ../lib/product-form-schema.ts `withDerivedFormFields`).
 */
function VariantPhoto({ control, index, combination, layout, gallery }: VariantCellProps & { gallery: readonly string[] }) {
  const { field, fieldState } = useController({ control, name: `variants.${index}.image` });
  const id = useId();
  const messageId = `${id}-message`;
  const message = fieldState.error?.message;
  return (
    <div className="grid gap-1">
      <CellLabel htmlFor={id} name="Foto" combination={combination} layout={layout} />
      <NativeSelect
        id={id}
        {...field}
        value={field.value && gallery.includes(field.value) ? field.value : ''}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      >
        <option value="">{variantMessages.noOwnPhoto}</option>
        {gallery.map((url, n) => (
          <option key={url} value={url}>
            {galleryMessages.image(n + 1)}
          </option>
        ))}
      </NativeSelect>
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

/** The fields of the helper row and their names. */
const APPLY_FIELDS = [
  { field: 'price', label: 'Harga semua' },
  { field: 'stock', label: 'Stok semua' },
  { field: 'weight', label: 'Berat semua' },
] as const;

/**
 * 'Atur semua': `Harga semua`, `Stok semua`, `Berat semua` and `Terapkan ke Semua`, which writes
 * each amount typed (an empty one is left alone) into every combination.
 */
function ApplyToAll({ form, revalidate }: { form: ProductVariantsTableProps['form']; revalidate: boolean }) {
  const [values, setValues] = useState({ price: '', stock: '', weight: '' });
  const id = useId();
  function apply() {
    const typed = Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== ''));
    if (Object.keys(typed).length === 0) return;
    const rows = (form.getValues('variants') ?? []).map((row) => ({ ...row, ...typed }));
    form.setValue('variants', rows, { shouldDirty: true, shouldValidate: revalidate });
  }
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-2 rounded-md bg-muted/50 p-3">
      <p id={`${id}-title`} className="text-sm font-medium">
        Atur semua
      </p>
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        {APPLY_FIELDS.map(({ field, label }) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <Input
              id={`${id}-${field}`}
              value={values[field]}
              onChange={(event) => setValues((prev) => ({ ...prev, [field]: event.target.value }))}
              onKeyDown={(event) => {
                // Enter applies here; it must not submit the product form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        ))}
        <Button type="button" variant="secondary" onClick={apply}>
          Terapkan ke Semua
        </Button>
      </div>
    </div>
  );
}
