import type { FieldPath, FieldValues } from 'react-hook-form';
import { InputField } from './input-field';
import type { FieldBaseProps } from './labelled-field';

/** Props of {@link WholeNumberField}: the base field props and the allowed range. */
export interface WholeNumberFieldProps<T extends FieldValues, N extends FieldPath<T>, R = T> extends FieldBaseProps<T, N, R> {
  /** The smallest and largest whole number allowed (the control's `min` and `max`). */
  range: { min: number; max: number };
}

/**
 * A labelled field for a whole number in `range` (a store setting's count, hours or days): a
 * numeric {@link InputField} with `min`, `max` and step 1, so phones show the number pad and the
 * browser's arrows keep to the range. The form's schema still checks the value (a typed text can
 * be anything). Must sit inside a `Form`.
 */
export function WholeNumberField<T extends FieldValues, N extends FieldPath<T>, R = T>({
  range,
  ...field
}: WholeNumberFieldProps<T, N, R>) {
  return <InputField {...field} type="number" inputMode="numeric" min={range.min} max={range.max} step={1} />;
}
