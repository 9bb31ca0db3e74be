import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { errorMessage, ValidationError } from '@/data/errors';

/**
 * Where {@link showFieldErrors} moves focus: nowhere (`none`), to the first field it marks
 * (`first`), or to each field it marks in turn, so that the last one keeps focus (`each`).
 */
export type FieldErrorFocus = 'none' | 'first' | 'each';

/**
 * Shows the data layer's per-field messages (a `ValidationError`'s `fieldErrors`, keyed by the
 * input's top-level field) inline on a react-hook-form form: each of `fields` that has a message
 * gets it as its error, in the order of `fields`; a message for any other key is left to the
 * caller (its toast usually says it).
 * @param setError - the form's `setError`.
 * @param fieldErrors - the messages by field name.
 * @param fields - the form's fields that can show a message, in display order.
 * @param focus - where focus goes (default `none`).
 * @returns how many fields got a message.
 */
export function showFieldErrors<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  fieldErrors: Partial<Record<string, string>>,
  fields: readonly FieldPath<TFieldValues>[],
  focus: FieldErrorFocus = 'none',
): number {
  let shown = 0;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (!message) continue;
    const shouldFocus = focus === 'each' || (focus === 'first' && shown === 0);
    setError(field, { message }, { shouldFocus });
    shown += 1;
  }
  return shown;
}

/**
 * Reports a failed save of a form (the account and store settings, the address form): the
 * data layer's field messages inline through {@link showFieldErrors} when it refused the input
 * (a `ValidationError`), then the error's user message (`errorMessage`) as an error toast.
 * @param error - what the save rejected with.
 * @param setError - the form's `setError`.
 * @param fields - the form's fields that can show a message, in display order.
 * @param focus - where focus goes (default `none`).
 */
export function reportSaveError<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  fields: readonly FieldPath<TFieldValues>[],
  focus: FieldErrorFocus = 'none',
): void {
  if (error instanceof ValidationError) showFieldErrors(setError, error.fieldErrors, fields, focus);
  toast.error(errorMessage(error));
}
