import { WholeNumberField } from '@/components/form-fields/whole-number-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import type { StoreSettings } from '@/data';
import { LOW_STOCK_THRESHOLD } from '@/domain/catalog/low-stock';
import type { LowStockInput } from '@/domain/settings/inputs';
import { useSettingsCard, type SettingsCardProps } from '../hooks/use-settings-card';

const INPUT_FIELDS = ['lowStockThreshold'] as const satisfies readonly (keyof LowStockInput)[];

function toInput(store: StoreSettings): LowStockInput {
  return { lowStockThreshold: store.lowStockThreshold };
}

/**
 * 'Batas Stok Menipis' (src/domain/catalog/low-stock.ts): the stock (0–1000 units) at or below
 * which a product is marked 'Stok menipis' ('Habis' at 0) in 'Daftar Produk' and found by its
 * filter. 'Simpan Batas Stok' saves through `data.settings.saveSection('lowStock', …)` and toasts
 * 'Batas stok menipis berhasil disimpan!'; an invalid number shows its message under the field.
 */
export function LowStockCard({ store }: SettingsCardProps) {
  const card = useSettingsCard('lowStock', store, { toValues: toInput, fields: INPUT_FIELDS });
  const { control } = card.form;

  return (
    <SettingsFormSection {...card}>
      <WholeNumberField
        control={control}
        name="lowStockThreshold"
        label="Batas Stok Menipis"
        description={`Jumlah unit (${LOW_STOCK_THRESHOLD.min}–${LOW_STOCK_THRESHOLD.max}).`}
        range={LOW_STOCK_THRESHOLD}
      />
    </SettingsFormSection>
  );
}
