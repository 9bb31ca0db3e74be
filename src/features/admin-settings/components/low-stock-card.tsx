import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { WholeNumberField } from '@/components/form-fields/whole-number-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import { sectionSubmit } from '@/components/form-fields/use-section-submit';
import { useRecordForm } from '@/components/form-fields/use-record-form';
import type { StoreSettings } from '@/data';
import { LOW_STOCK_THRESHOLD } from '@/domain/low-stock';
import { adminMessages } from '@/domain/messages';
import { lowStockInputSchema, type LowStockInput } from '@/domain/validation';
import { useSaveLowStock } from '../api/use-save-low-stock';

const INPUT_FIELDS = ['lowStockThreshold'] as const satisfies readonly (keyof LowStockInput)[];

function toInput(store: StoreSettings): LowStockInput {
  return { lowStockThreshold: store.lowStockThreshold };
}

/**
 * 'Batas Stok Menipis' (issue 20; src/domain/low-stock.ts): the stock (0–1000 units) at or below
 * which a product is marked 'Stok menipis' ('Habis' at 0) in 'Daftar Produk' and found by its
 * filter. 'Simpan Batas Stok' saves through `data.settings.saveLowStock` and toasts
 * 'Batas stok menipis berhasil disimpan!'; an invalid number shows its message under the field.
 * @param store - the current store settings (the threshold among them).
 */
export function LowStockCard({ store }: { store: StoreSettings }) {
  const save = useSaveLowStock();
  const values = useMemo(() => toInput(store), [store]);
  const form = useRecordForm<LowStockInput, z.output<typeof lowStockInputSchema>>(
    zodResolver(lowStockInputSchema),
    values,
  );

  const submit = sectionSubmit(form, {
    save: async (input) => form.reset(toInput(await save.mutateAsync(input))),
    success: adminMessages.lowStockSaved,
    fields: INPUT_FIELDS,
  });

  return (
    <SettingsFormSection
      id="batas-stok"
      title="Batas Stok Menipis"
      description="Produk dengan stok sebanyak ini atau kurang ditandai 'Stok menipis' di Daftar Produk."
      form={form}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="Simpan Batas Stok"
    >
        <WholeNumberField
          control={form.control}
          name="lowStockThreshold"
          label="Batas Stok Menipis"
          description={`Jumlah unit (${LOW_STOCK_THRESHOLD.min}–${LOW_STOCK_THRESHOLD.max}).`}
          range={LOW_STOCK_THRESHOLD}
        />
    </SettingsFormSection>
  );
}
