import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { ImageUpload, type ImageUploadProps } from '@/components/ui/image-upload';

/**
 * Props of {@link ImageUploadField}: the form's `control`, the field's `name` (it holds the
 * picture's URL or data URL, '' for none), and the {@link ImageUpload}'s `label`, `preset`,
 * `shape` and `className`.
 */
export type ImageUploadFieldProps<T extends FieldValues, N extends FieldPath<T>, R = T> = Omit<
  ImageUploadProps,
  'value' | 'onChange' | 'error'
> & { control: Control<T, unknown, R>; name: N };

/**
 * A picture field of a react-hook-form form: an {@link ImageUpload} (image files only,
 * downscaled and re-encoded in the browser, with preview) bound to the field, showing the
 * field's validation message as its error.
 */
export function ImageUploadField<T extends FieldValues, N extends FieldPath<T>, R = T>({
  control,
  name,
  ...uploadProps
}: ImageUploadFieldProps<T, N, R>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          {...uploadProps}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
