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
import { Textarea } from '@/components/ui/textarea';

/**
 * Props of {@link TextareaField}: the form's `control`, the field's `name`, its visible `label`,
 * an optional `description`, and any other `<textarea>` attribute (`rows`, `autoComplete`, ...),
 * passed to the {@link Textarea}.
 */
export type TextareaFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<
  ComponentProps<typeof Textarea>,
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
 * One labelled multi-line text field of a react-hook-form form: like {@link InputField} with a
 * {@link Textarea}. An absent value (an optional field) shows as empty text.
 */
export function TextareaField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  description,
  itemClassName,
  ...textareaProps
}: TextareaFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={itemClassName}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea {...textareaProps} {...field} value={field.value ?? ''} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
