import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A react-hook-form form over a stored record that changes elsewhere too (another tab, the
 * server's change stream): it starts from `values` and follows them when they change, keeping
 * the fields the user has edited (`keepDirtyValues`). Pass `values` memoised: a new object each
 * render counts as a change.
 * @param resolver - the form's validation, e.g. `zodResolver(profileInputSchema)`.
 * @param values - the record's current values, as the form's fields.
 */
export function useRecordForm<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>(
  resolver: Resolver<TFieldValues, unknown, TTransformedValues>,
  values: TFieldValues,
): UseFormReturn<TFieldValues, unknown, TTransformedValues> {
  return useForm<TFieldValues, unknown, TTransformedValues>({
    resolver,
    defaultValues: values as DefaultValues<TFieldValues>,
    values,
    resetOptions: { keepDirtyValues: true },
  });
}
