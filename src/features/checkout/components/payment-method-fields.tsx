import { useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_GROUPS, paymentGroupOf, paymentMethodLabel, type PaymentGroup } from '@/domain/payment/methods';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';
import { ChoiceField, ChoiceGroup } from './choice-group';

/**
 * The payment choice (spec sections 4 and 9): the radio group `Metode Pembayaran` (E-Wallet &
 * QRIS, Transfer Bank, Bayar di Tempat (COD)) and the radio group `Pilih Pembayaran` with the
 * chosen group's methods, bound to the form's `paymentMethod`. Choosing a group selects its
 * default method (GoPay, Bank Aceh Transfer — shown 'Bank Aceh Syariah Transfer' — COD). Must sit inside the checkout `Form`.
 */
export function PaymentMethodFields() {
  const form = useFormContext<CheckoutInput>();
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const group: PaymentGroup = paymentGroupOf(method) ?? PAYMENT_GROUPS[0]!;

  function chooseGroup(id: string) {
    const next = PAYMENT_GROUPS.find((g) => g.id === id);
    if (next && next.id !== group.id) {
      form.setValue('paymentMethod', next.methods[0]!, { shouldDirty: true, shouldValidate: true });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <ChoiceGroup
          label="Metode Pembayaran"
          choices={PAYMENT_GROUPS.map((g) => ({ value: g.id, label: g.label }))}
          value={group.id}
          onValueChange={chooseGroup}
          className="grid gap-2 sm:grid-cols-3"
        />
      </div>
      <ChoiceField
        name="paymentMethod"
        label="Pilih Pembayaran"
        choices={group.methods.map((m) => ({ value: m, label: paymentMethodLabel(m) }))}
        className="grid gap-2 sm:grid-cols-2"
      />
    </div>
  );
}
