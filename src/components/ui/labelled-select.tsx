import { useId, type ReactNode } from 'react';
import { Label } from './label';
import { NativeSelect } from './native-select';

/** Props of {@link LabelledSelect}. */
export interface LabelledSelectProps {
  /** The visible label, also the select's accessible name, e.g. 'Urutkan'. */
  label: string;
  /** The chosen option's value. */
  value: string;
  /** Called with the value of the option picked. */
  onValueChange: (value: string) => void;
  /** The select's element id (default: a generated one). */
  id?: string;
  /** The `<option>`s. */
  children: ReactNode;
  /** Whether the select is disabled (e.g. until a server-rendered page is hydrated). */
  disabled?: boolean;
}

/**
 * A labelled native `<select>` outside a form (the catalogue's filters, a list's filter): a
 * {@link Label} over a {@link NativeSelect}. Throws nothing.
 */
export function LabelledSelect({ label, value, onValueChange, id, children, disabled }: LabelledSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="grid gap-2">
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect
        id={selectId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        disabled={disabled}
      >
        {children}
      </NativeSelect>
    </div>
  );
}
