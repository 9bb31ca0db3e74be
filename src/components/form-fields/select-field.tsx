import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { labelledControl, type FieldProps } from './labelled-field';

/**
 * Props of {@link SelectField}: the base props (`control`, `name`, `label`, optional
 * `description` and `itemClassName`), the `<option>` elements as `children` (their `value`s are
 * what the field holds), and any other `<select>` attribute, passed to the {@link NativeSelect}.
 */
export type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, R = T> = FieldProps<
  T,
  N,
  R,
  ComponentProps<typeof NativeSelect>
>;

/**
 * One labelled choice of a react-hook-form form: a {@link LabelledField} with a native
 * `<select>` ({@link NativeSelect}) bound to the field.
 */
export const SelectField = labelledControl<ComponentProps<typeof NativeSelect>>(
  (selectProps, field) => <NativeSelect {...selectProps} {...field} />,
);
