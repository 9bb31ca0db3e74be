import type { FieldPath, FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { SectionFormProps } from './section-form';
import { reportSaveError, type FieldErrorFocus } from './show-field-errors';

/** What {@link sectionSubmit} saves and says. */
export interface SectionSubmitOptions<TFieldValues extends FieldValues, TTransformedValues = TFieldValues, TSaved = unknown> {
  /** Saves the valid input, e.g. a mutation's `mutateAsync`. */
  save: (input: TTransformedValues) => Promise<TSaved>;
  /** The success toast, e.g. 'Profil berhasil diperbarui!'. */
  success: string;
  /** The fields that can show the data layer's message, in display order (none: the toast only). */
  fields: readonly FieldPath<TFieldValues>[];
  /** Where focus goes on a refusal (see {@link reportSaveError}). */
  focus?: FieldErrorFocus;
  /** Runs after a save with what it resolved with, before the toast (e.g. resets the form). */
  onSaved?: (saved: TSaved) => void;
  /** Runs when the form's own validation refuses the values (react-hook-form's `onInvalid`). */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
}

/**
 * The submit handler of a settings form: validates with the form's resolver, saves, then
 * `onSaved` and the success toast; a failed save is reported by {@link reportSaveError} (inline
 * field messages and an error toast).
 * @param form - the form's `useForm()` result.
 * @param options - what to save and say.
 * @returns the handler for the form's `onSubmit`; it never rejects (failures are reported).
 */
export function sectionSubmit<TFieldValues extends FieldValues, TTransformedValues = TFieldValues, TSaved = unknown>(
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>,
  { save, success, fields, focus, onSaved, onInvalid }: SectionSubmitOptions<TFieldValues, TTransformedValues, TSaved>,
) {
  return form.handleSubmit(async (input) => {
    try {
      const saved = await save(input);
      onSaved?.(saved);
      toast.success(success);
    } catch (error) {
      reportSaveError(error, form.setError, fields, focus);
    }
  }, onInvalid);
}

/** The save a section form submits through: a TanStack mutation's `mutateAsync` and `isPending`. */
export interface SectionSave<TTransformedValues, TSaved> {
  mutateAsync: (input: TTransformedValues) => Promise<TSaved>;
  isPending: boolean;
}

/** The part of {@link SectionFormProps} a form and its save decide: the form, its submit, the pending state. */
export type SectionFormState<TFieldValues extends FieldValues, TTransformedValues> = Pick<
  SectionFormProps<TFieldValues, TTransformedValues>,
  'form' | 'onSubmit' | 'pending'
>;

/**
 * The form, submit handler and pending state of a section form that saves through `mutation`
 * ({@link sectionSubmit} with the mutation's `mutateAsync`), to spread into a `SectionForm` or
 * `SettingsFormSection` beside its `id`, `title`, `description` and `submitLabel`.
 * @param form - the form's `useForm()` result.
 * @param mutation - the save (its `isPending` drives the submit button's progress).
 * @param options - what to say and where (see {@link SectionSubmitOptions}).
 * @returns `{ form, onSubmit, pending }`.
 */
export function sectionFormState<TFieldValues extends FieldValues, TTransformedValues, TSaved>(
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>,
  mutation: SectionSave<TTransformedValues, TSaved>,
  options: Omit<SectionSubmitOptions<TFieldValues, TTransformedValues, TSaved>, 'save'>,
): SectionFormState<TFieldValues, TTransformedValues> {
  return {
    form,
    onSubmit: sectionSubmit(form, { ...options, save: mutation.mutateAsync }),
    pending: mutation.isPending,
  };
}
