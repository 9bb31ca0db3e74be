import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import type { FieldBaseProps } from './labelled-field';

/**
 * One on/off setting of a react-hook-form form, as a bordered row: its label and description on
 * the left, a {@link Switch} bound to the boolean field on the right (the label is the switch's
 * accessible name, the description its `aria-describedby`). Must sit inside a `Form`.
 */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, R = T>({
  control,
  name,
  label,
  description,
  itemClassName,
}: FieldBaseProps<T, N, R>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={`flex flex-row items-start justify-between gap-4 rounded-lg border p-4 ${itemClassName ?? ''}`}>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
          </div>
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
