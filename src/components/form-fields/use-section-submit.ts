import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { reportSaveError, type FieldErrorFocus } from './show-field-errors';

/** What {@link sectionSubmit} saves and says. */
export interface SectionSubmitOptions<TFieldValues extends FieldValues> {
  /** Saves the valid input, e.g. a mutation's `mutateAsync`. */
  save: (input: TFieldValues) => Promise<unknown>;
  /** The success toast, e.g. 'Profil berhasil diperbarui!'. */
  success: string;
  /** The fields that can show the data layer's message, in display order. */
  fields: readonly FieldPath<TFieldValues>[];
  /** Where focus goes on a refusal (see {@link reportSaveError}). */
  focus?: FieldErrorFocus;
  /** Runs after a save, before the toast (e.g. clears the form). */
  onSaved?: () => void;
}

/**
 * The submit handler of a settings form: validates with the form's resolver, saves, then
 * `onSaved` and the success toast; a failed save is reported by {@link reportSaveError} (inline
 * field messages and an error toast).
 * @param form - the form's `useForm()` result.
 * @param options - what to save and say.
 * @returns the handler for the form's `onSubmit`; it never rejects (failures are reported).
 */
export function sectionSubmit<TFieldValues extends FieldValues>(
  form: UseFormReturn<TFieldValues>,
  { save, success, fields, focus, onSaved }: SectionSubmitOptions<TFieldValues>,
) {
  return form.handleSubmit(async (input) => {
    try {
      await save(input);
      onSaved?.();
      toast.success(success);
    } catch (error) {
      reportSaveError(error, form.setError, fields, focus);
    }
  });
}
