import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';

/**
 * Props of {@link InputField}: the form's `control`, the field's `name` (a path of the form's
 * values), its visible `label`, an optional `description`, and any other `<input>` attribute
 * (`type`, `autoComplete`, `inputMode`, `placeholder`, `className`, ...), passed to the
 * {@link Input}.
 */
export type InputFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<
  ComponentProps<typeof Input>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
> & {
  /** The `control` of the form's `useForm()` result. */
  control: Control<TFieldValues, unknown, TTransformedValues>;
  /** The field's path in the form's values. */
  name: TName;
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Helper text under the control, linked by `aria-describedby`; none when absent. */
  description?: ReactNode;
  /** Classes of the field's {@link FormItem} (e.g. a grid span). */
  itemClassName?: string;
};

/**
 * One labelled single-line text field of a react-hook-form form: `FormItem` > `FormLabel`,
 * `FormControl` > {@link Input} bound to the field, an optional `FormDescription`, and the
 * field's `FormMessage` (its validation message, linked by `aria-describedby`). Must sit inside
 * a `Form` (the `useForm()` result's provider).
 */
export function InputField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  description,
  itemClassName,
  ...inputProps
}: InputFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={itemClassName}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
