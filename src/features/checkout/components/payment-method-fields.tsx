import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { RadioGroup } from '@/components/ui/radio-group';
import { PAYMENT_GROUPS, paymentGroupOf, type PaymentGroup } from '@/domain/payment';
import type { CheckoutInput } from '@/domain/validation';
import { PaymentOption } from './payment-option';

/**
 * The payment choice (spec sections 4 and 9): the radio group `Metode Pembayaran` (E-Wallet &
 * QRIS, Transfer Bank, Bayar di Tempat (COD)) and the radio group `Pilih Pembayaran` with the
 * chosen group's methods, bound to the form's `paymentMethod`. Choosing a group selects its
 * default method (GoPay, Bank Aceh Transfer, COD). Must sit inside the checkout `Form`.
 */
export function PaymentMethodFields() {
  const form = useFormContext<CheckoutInput>();
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const group: PaymentGroup = paymentGroupOf(method) ?? PAYMENT_GROUPS[0]!;
  const groupLabelId = useId();
  const methodLabelId = useId();
  const idPrefix = useId();

  function chooseGroup(id: string) {
    const next = PAYMENT_GROUPS.find((g) => g.id === id);
    if (next && next.id !== group.id) {
      form.setValue('paymentMethod', next.methods[0]!, { shouldDirty: true, shouldValidate: true });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p id={groupLabelId} className="text-sm font-medium">
          Metode Pembayaran
        </p>
        <RadioGroup
          aria-labelledby={groupLabelId}
          value={group.id}
          onValueChange={chooseGroup}
          className="grid gap-2 sm:grid-cols-3"
        >
          {PAYMENT_GROUPS.map((g) => (
            <PaymentOption key={g.id} id={`${idPrefix}-group-${g.id}`} value={g.id} label={g.label} />
          ))}
        </RadioGroup>
      </div>
      <FormField
        control={form.control}
        name="paymentMethod"
        render={({ field }) => (
          <FormItem>
            <p id={methodLabelId} className="text-sm font-medium">
              Pilih Pembayaran
            </p>
            <RadioGroup
              aria-labelledby={methodLabelId}
              value={field.value}
              onValueChange={field.onChange}
              ref={field.ref}
              className="grid gap-2 sm:grid-cols-2"
            >
              {group.methods.map((m) => (
                <PaymentOption key={m} id={`${idPrefix}-method-${m}`} value={m} label={m} />
              ))}
            </RadioGroup>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
