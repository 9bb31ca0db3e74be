import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import type { ProductFormValues } from '../lib/product-form-schema';
import { ProductGalleryEditor } from './product-gallery-editor';

/**
 * The product form's photos: {@link ProductGalleryEditor} bound to `images`, keeping `image` its
 * first (the field the form's required-photo rule and every reader of `image` use), and showing
 * the message of either.
 */
export function ProductGalleryField({ control }: { control: Control<ProductFormValues, unknown, ProductInput> }) {
  const inputId = useId();
  const { field, fieldState } = useController({ control, name: 'images' });
  const image = useController({ control, name: 'image' });
  // The form focuses a field by its ref: for both, the editor's file input.
  const focusable = { focus: () => document.getElementById(inputId)?.focus() };
  field.ref(focusable);
  image.field.ref(focusable);
  return (
    <ProductGalleryEditor
      inputId={inputId}
      value={field.value ?? []}
      onChange={(images) => {
        field.onChange(images);
        image.field.onChange(images[0] ?? '');
      }}
      error={fieldState.error?.message ?? image.fieldState.error?.message}
    />
  );
}
