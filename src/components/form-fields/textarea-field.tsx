import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { labelledControl, type FieldProps } from './labelled-field';

/**
 * Props of {@link TextareaField}: the base props (`control`, `name`, `label`, optional
 * `description` and `itemClassName`) and any other `<textarea>` attribute (`rows`,
 * `autoComplete`, ...), passed to the {@link Textarea}.
 */
export type TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>, R = T> = FieldProps<
  T,
  N,
  R,
  ComponentProps<typeof Textarea>
>;

/**
 * One labelled multi-line text field of a react-hook-form form: a {@link LabelledField} with a
 * {@link Textarea} bound to the field. An absent value (an optional field) shows as empty text.
 */
export const TextareaField = labelledControl<ComponentProps<typeof Textarea>>(
  (textareaProps, field) => <Textarea {...textareaProps} {...field} value={field.value ?? ''} />,
);
