import type { StoreSettings } from '@/data';
import { LOW_STOCK_THRESHOLD } from '@/domain/catalog/low-stock';
import type { LowStockInput } from '@/domain/settings/inputs';
import type { SettingsCardProps } from '../hooks/use-settings-card';
import { RangeSettingsCard, type RangeSetting } from './range-settings-card';

function toInput(store: StoreSettings): LowStockInput {
  return { lowStockThreshold: store.lowStockThreshold };
}

const SETTINGS: RangeSetting<LowStockInput>[] = [
  {
    name: 'lowStockThreshold',
    label: 'Batas Stok Menipis',
    description: `Jumlah unit (${LOW_STOCK_THRESHOLD.min}–${LOW_STOCK_THRESHOLD.max}).`,
    range: LOW_STOCK_THRESHOLD,
  },
];

/**
 * 'Batas Stok Menipis' (src/domain/catalog/low-stock.ts): the stock (0–1000 units) at or below
 * which a product is marked 'Stok menipis' ('Habis' at 0) in 'Daftar Produk' and found by its
 * filter. 'Simpan Batas Stok' saves through `data.settings.saveSection('lowStock', …)` and toasts
 * 'Batas stok menipis berhasil disimpan!'; an invalid number shows its message under the field.
 */
export function LowStockCard({ store }: SettingsCardProps) {
  return <RangeSettingsCard section="lowStock" store={store} toValues={toInput} settings={SETTINGS} />;
}
