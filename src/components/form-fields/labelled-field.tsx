import type { ReactElement, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';

/** The attributes a bound control takes from react-hook-form's field, not from its caller. */
export type BoundAttributes = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

/** What every labelled field of `form-fields` takes besides its control's own attributes. */
export interface FieldBaseProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> {
  /** The `control` of the form's `useForm()` result. */
  control: Control<TFieldValues, unknown, TTransformedValues>;
  /** The field's path in the form's values. */
  name: TName;
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Helper text under the control, linked by `aria-describedby`; none when absent. */
  description?: ReactNode;
  /** Classes of the field's `FormItem` (e.g. a grid span). */
  itemClassName?: string;
}

/** The props of a field component over the control `C`: the base props and `C`'s own attributes. */
export type FieldProps<T extends FieldValues, N extends FieldPath<T>, R, C> = FieldBaseProps<
  T,
  N,
  R
> &
  Omit<C, BoundAttributes>;

/**
 * Splits a field component's props into the {@link FieldBaseProps} (for {@link LabelledField})
 * and the rest (for its control).
 */
export function splitFieldProps<T extends FieldValues, N extends FieldPath<T>, R, P>(
  props: FieldBaseProps<T, N, R> & P,
): [FieldBaseProps<T, N, R>, Omit<P, keyof FieldBaseProps<T, N, R>>] {
  const { control, name, label, description, itemClassName, ...rest } = props;
  return [{ control, name, label, description, itemClassName }, rest];
}

/** Props of {@link LabelledField}: the base props and the control to render. */
export interface LabelledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> extends FieldBaseProps<TFieldValues, TName, TTransformedValues> {
  /** Renders the control (one element) bound to react-hook-form's `field`. */
  children: (field: ControllerRenderProps<TFieldValues, TName>) => ReactElement;
}

/**
 * One labelled field of a react-hook-form form: `FormItem` > `FormLabel`, `FormControl` around
 * the control `children(field)` renders (it gets the id, `aria-describedby` and `aria-invalid`),
 * an optional `FormDescription`, and the field's `FormMessage` (its validation message). Must
 * sit inside a `Form` (the `useForm()` result's provider). {@link InputField},
 * {@link TextareaField} and {@link SelectField} are this with their control.
 */
export function LabelledField<
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
}: LabelledFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={itemClassName}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * Makes the labelled field of a control `P` (an `<input>`, `<select>`, `<textarea>`...): a
 * component taking the {@link FieldBaseProps} and `P`'s own attributes, rendering a
 * {@link LabelledField} whose control is `render(controlProps, field)`. {@link InputField},
 * {@link SelectField} and {@link TextareaField} are made by it.
 * @param render - draws the control from its caller's attributes and react-hook-form's bound
 *   `field` (spread last, so the field's `name`, `value`, handlers and `ref` win).
 * @returns the field component, generic over the form's values like {@link LabelledField}.
 */
export function labelledControl<P extends object>(
  render: (
    controlProps: Omit<P, BoundAttributes>,
    field: ControllerRenderProps<FieldValues, string>,
  ) => ReactElement,
) {
  return function ControlField<T extends FieldValues, N extends FieldPath<T>, R = T>(
    props: FieldProps<T, N, R, P>,
  ) {
    const [base, controlProps] = splitFieldProps<T, N, R, Omit<P, BoundAttributes>>(props);
    return (
      <LabelledField {...base}>
        {(field) =>
          render(
            controlProps as Omit<P, BoundAttributes>,
            field as ControllerRenderProps<FieldValues, string>,
          )
        }
      </LabelledField>
    );
  };
}
