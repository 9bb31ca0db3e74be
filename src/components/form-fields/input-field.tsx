import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { labelledControl, type FieldProps } from './labelled-field';

/**
 * Props of {@link InputField}: the base props (`control`, `name`, `label`, optional
 * `description` and `itemClassName`) and any other `<input>` attribute (`type`, `autoComplete`,
 * `inputMode`, `placeholder`, `className`, ...), passed to the {@link Input}.
 */
export type InputFieldProps<T extends FieldValues, N extends FieldPath<T>, R = T> = FieldProps<
  T,
  N,
  R,
  ComponentProps<typeof Input>
>;

/**
 * One labelled single-line text field of a react-hook-form form: a {@link LabelledField} with an
 * {@link Input} bound to the field. Must sit inside a `Form`.
 */
export const InputField = labelledControl<ComponentProps<typeof Input>>((inputProps, field) => (
  <Input {...inputProps} {...field} />
));
