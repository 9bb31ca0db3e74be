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
import { NativeSelect } from '@/components/ui/native-select';

/**
 * Props of {@link SelectField}: the form's `control`, the field's `name`, its visible `label`, an
 * optional `description`, the `<option>`s as `children`, and any other `<select>` attribute.
 */
export type SelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<
  ComponentProps<typeof NativeSelect>,
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
  /** The `<option>` elements; their `value`s are what the field holds. */
  children: ReactNode;
};

/**
 * One labelled choice of a react-hook-form form as a native `<select>` ({@link NativeSelect}):
 * like {@link InputField}, with the options given as `children`.
 */
export function SelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  description,
  itemClassName,
  children,
  ...selectProps
}: SelectFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={itemClassName}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect {...selectProps} {...field}>
              {children}
            </NativeSelect>
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
