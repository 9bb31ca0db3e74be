import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { WholeNumberField } from '@/components/form-fields/whole-number-field';
import { SectionForm } from '@/components/form-fields/section-form';
import { reportSaveError } from '@/components/form-fields/show-field-errors';
import { useRecordForm } from '@/components/form-fields/use-record-form';
import { toast } from '@/components/ui/toast';
import { SettingsSection } from '@/components/ui/settings-section';
import type { StoreSettings } from '@/data';
import { adminMessages } from '@/domain/messages';
import { MAX_ORDER_LINES, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/order-limits';
import { orderLimitsInputSchema, type OrderLimitsInput } from '@/domain/validation';
import { useSaveOrderLimits } from '../api/use-save-order-limits';

type OrderLimits = z.output<typeof orderLimitsInputSchema>;

/** The input's fields, which the data layer's field messages are keyed by. */
const INPUT_FIELDS = ['maxPerProduct', 'maxUnpaidOrders'] as const satisfies readonly (keyof OrderLimitsInput)[];

function toInput(store: StoreSettings): OrderLimitsInput {
  return { maxPerProduct: store.maxPerProduct, maxUnpaidOrders: store.maxUnpaidOrders };
}

/**
 * 'Batas Pesanan' (issue 21; src/domain/order-limits.ts): `Maksimal per Produk` (the most units of
 * one product a cart line or an order line may hold, never above the stock; 1–999) and
 * `Maksimal Pesanan Belum Dibayar` (the most Pending orders one buyer may have at once; 1–50).
 * 'Simpan Batas Pesanan' saves through `data.settings.saveOrderLimits` and toasts
 * 'Batas pesanan berhasil disimpan!'; an invalid number shows its message under the field.
 * @param store - the current store settings (the limits among them).
 */
export function OrderLimitsCard({ store }: { store: StoreSettings }) {
  const save = useSaveOrderLimits();
  const values = useMemo(() => toInput(store), [store]);
  const form = useRecordForm<OrderLimitsInput, OrderLimits>(zodResolver(orderLimitsInputSchema), values);

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      form.reset(toInput(saved));
      toast.success(adminMessages.orderLimitsSaved);
    } catch (error) {
      reportSaveError(error, form.setError, INPUT_FIELDS);
    }
  });

  return (
    <SettingsSection
      id="batas-pesanan"
      title="Batas Pesanan"
      description={`Batas belanja per pembeli agar stok tidak habis diborong. Satu pesanan berisi paling banyak ${MAX_ORDER_LINES} produk berbeda.`}
    >
      <SectionForm form={form} onSubmit={submit} pending={save.isPending} submitLabel="Simpan Batas Pesanan">
        <WholeNumberField
          control={form.control}
          name="maxPerProduct"
          label="Maksimal per Produk"
          description={`Jumlah unit terbanyak satu produk dalam satu pesanan (${MAX_PER_PRODUCT.min}–${MAX_PER_PRODUCT.max}), tidak pernah melebihi stok.`}
          range={MAX_PER_PRODUCT}
        />
        <WholeNumberField
          control={form.control}
          name="maxUnpaidOrders"
          label="Maksimal Pesanan Belum Dibayar"
          description={`Pesanan berstatus Pending yang boleh dimiliki satu pembeli sekaligus (${MAX_UNPAID_ORDERS.min}–${MAX_UNPAID_ORDERS.max}).`}
          range={MAX_UNPAID_ORDERS}
        />
      </SectionForm>
    </SettingsSection>
  );
}
