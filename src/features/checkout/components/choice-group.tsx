import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { RadioGroup } from '@/components/ui/radio-group';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';
import { PaymentOption } from './payment-option';

/** One choice of a {@link ChoiceGroup}: the radio's value and its visible label. */
export interface Choice {
  value: string;
  label: string;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  /** The group's visible label, its accessible name, e.g. 'Metode Pembayaran'. */
  label: string;
  /** The choices, in order, each a {@link PaymentOption}. */
  choices: readonly Choice[];
  /** The chosen value ('' for none). */
  value: string;
  onValueChange: (value: string) => void;
  /** The radio group's layout, e.g. `grid gap-2 sm:grid-cols-3`. */
  className: string;
  /** The group's element (react-hook-form focuses it on an error). */
  ref?: ComponentProps<typeof RadioGroup>['ref'];
  /** Shown under the label instead of the radios while there is nothing to choose. */
  placeholder?: ReactNode;
}

/**
 * A labelled radio group of the checkout (payment group, payment method, courier): a label line
 * naming the `RadioGroup` (`aria-labelledby`), then one bordered {@link PaymentOption} a choice —
 * or `placeholder` when given.
 */
export function ChoiceGroup({
  label,
  choices,
  value,
  onValueChange,
  className,
  ref,
  placeholder,
}: ChoiceGroupProps) {
  const labelId = useId();
  const idPrefix = useId();
  return (
    <>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {placeholder ?? (
        <RadioGroup
          aria-labelledby={labelId}
          value={value}
          onValueChange={onValueChange}
          ref={ref}
          className={className}
        >
          {choices.map((choice) => (
            <PaymentOption
              key={choice.value}
              id={`${idPrefix}-${choice.value}`}
              value={choice.value}
              label={choice.label}
            />
          ))}
        </RadioGroup>
      )}
    </>
  );
}

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps extends Pick<
  ChoiceGroupProps,
  'label' | 'choices' | 'className' | 'placeholder'
> {
  /** The checkout form's field the choice sets, e.g. 'paymentMethod'. */
  name: 'paymentMethod' | 'courierId';
}

/**
 * A {@link ChoiceGroup} bound to the checkout form's field `name`, with the field's validation
 * message under it. Must sit inside the checkout `Form`.
 */
export function ChoiceField({ name, ...group }: ChoiceFieldProps) {
  const form = useFormContext<CheckoutInput>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <ChoiceGroup
            {...group}
            value={field.value}
            onValueChange={field.onChange}
            ref={field.ref}
          />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
