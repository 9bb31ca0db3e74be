import { LabelledSelect } from '@/components/ui/labelled-select';

/** The value of a {@link FilterSelect} that filters nothing ('Semua'). */
export const ALL = 'all';

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps<V extends string> {
  /** The field's visible label and name, e.g. 'Status'. */
  label: string;
  /** The chosen value, or {@link ALL}. */
  value: V | typeof ALL;
  onValueChange: (value: V | typeof ALL) => void;
  /** The values offered after 'Semua', in order. */
  options: readonly V[];
  /** The text of an option; default the value itself. */
  optionLabel?: (value: V) => string;
}

/**
 * A filter of a back-office list: a labelled native `<select>` (role `combobox`) offering
 * 'Semua' ({@link ALL}) and then `options`.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onValueChange,
  options,
  optionLabel = (option) => option,
}: FilterSelectProps<V>) {
  return (
    <LabelledSelect
      label={label}
      value={value}
      onValueChange={(picked) => onValueChange(picked as V | typeof ALL)}
    >
      <option value={ALL}>Semua</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </LabelledSelect>
  );
}
