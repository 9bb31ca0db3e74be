import * as React from 'react';
import { Slot } from 'radix-ui';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** The field name shared by a `FormField` with its parts. */
type FormFieldContextValue<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = { name: TName };

/** The generated id shared by a `FormItem` with its parts. */
type FormItemContextValue = { id: string };

/** Set by `FormField`; read by {@link useFormField}. */
const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

/** Set by `FormItem`; read by {@link useFormField}. */
const FormItemContext = React.createContext<FormItemContextValue | null>(null);

/**
 * The state and element ids of the enclosing form field, as the shadcn `Form` parts use them.
 *
 * @returns The field `name`, the `FormItem`'s `id`, the ids `formItemId` (the control),
 *   `formDescriptionId` and `formMessageId`, and react-hook-form's field state (`error`,
 *   `invalid`, `isDirty`, `isTouched`, `isValidating`).
 * @throws Error when called outside a `FormField` inside a `FormItem` inside a `Form`.
 */
export function useFormField() {
  const fieldContext = React.useContext(FormFieldContext);
  const itemContext = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  // Subscribes to this field's state so the parts re-render when its error changes.
  const formState = useFormState({ name: fieldContext?.name });
  if (!fieldContext) throw new Error('useFormField must be used within <FormField>');
  if (!itemContext) throw new Error('useFormField must be used within <FormItem>');
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id } = itemContext;

  return {
    id,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  };
}

/**
 * Provides a react-hook-form `useForm()` result to the parts below (react-hook-form's
 * `FormProvider`): `<Form {...form}><form onSubmit={form.handleSubmit(onSubmit)}>...`.
 */
export const Form = FormProvider;

/**
 * One controlled field (react-hook-form `Controller`); its `render` returns a {@link FormItem}.
 * Typed by the form's values: `name` must be a path of them.
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** Wraps a field's label, control, description and message, and generates their ids. */
export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = React.useId();
  return (
    <FormItemContext.Provider value={{ id }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

/** The field's visible label, linked to the {@link FormControl} by `htmlFor`. */
export function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

/**
 * Passes `id`, `aria-describedby` (description, plus message when invalid) and `aria-invalid`
 * to its single child, the actual control (`Input`, `Textarea`, `SelectTrigger`, ...).
 */
export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
      aria-invalid={!!error}
      {...props}
    />
  );
}

/** Helper text for the field, read by screen readers via `aria-describedby`. */
export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The field's validation message (the error's `message`, else `children`); renders nothing when
 * empty. Linked to the control by `aria-describedby`.
 */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}
