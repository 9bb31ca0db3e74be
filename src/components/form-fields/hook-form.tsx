import type { ComponentProps, FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/ui/form';

/** Props of {@link HookForm}: the form's `useForm()` result, its submit, any `<form>` attribute. */
export type HookFormProps<TFieldValues extends FieldValues, TTransformedValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> & {
  /** The form's `useForm()` result (its provider wraps the fields). */
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** Called with the submit event, e.g. `form.handleSubmit(onValid, onInvalid)`'s result. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
};

/**
 * A react-hook-form form: the `Form` provider around a `noValidate` `<form>` (the schema's inline
 * messages replace the browser's) holding `children`; `className`, `aria-label`... pass to the
 * `<form>`. Every form of the shop is one.
 */
export function HookForm<TFieldValues extends FieldValues, TTransformedValues>({
  form,
  onSubmit,
  children,
  ...formProps
}: HookFormProps<TFieldValues, TTransformedValues>) {
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} {...formProps}>
        {children}
      </form>
    </Form>
  );
}
