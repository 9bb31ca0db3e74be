import { Label } from '@/components/ui/label';
import { RadioGroupItem } from '@/components/ui/radio-group';

/** Props of {@link PaymentOption}. */
export interface PaymentOptionProps {
  /** The radio's element id (its label points at it). */
  id: string;
  /** The radio's value (a payment group's id or a method). */
  value: string;
  /** The visible label, the radio's accessible name. */
  label: string;
}

/**
 * One choice of the checkout's radio groups (couriers, payment): a bordered card with the radio and
 * its label, outlined in the primary colour while checked. The label fills the card's height (at
 * least 44 px, a thumb's target). Must sit inside a `RadioGroup`.
 */
export function PaymentOption({ id, value, label }: PaymentOptionProps) {
  return (
    <div className="flex items-center gap-3 rounded-md border px-3 py-1 has-[[data-state=checked]]:border-primary">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} className="min-h-11 flex-1 cursor-pointer py-2">
        {label}
      </Label>
    </div>
  );
}
