import { Checkbox } from '@/components/ui/checkbox';

/** Props of {@link OrderSelectBox}. */
export interface OrderSelectBoxProps {
  /** The box's accessible name, e.g. 'Pilih pesanan ORD001' or 'Pilih semua'. */
  label: string;
  /** Ticked, unticked, or `'indeterminate'` (`Pilih semua` when some of the page are ticked). */
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** Shows `label` beside the box (`Pilih semua`); else it is the box's name only. */
  showLabel?: boolean;
}

/**
 * A checkbox of the orders page's selection inside a 44 × 44 px label, so a thumb hits it on a
 * phone (the box itself stays small, as the table's rows are dense).
 */
export function OrderSelectBox({ label, checked, onCheckedChange, showLabel = false }: OrderSelectBoxProps) {
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 text-sm font-medium">
      <Checkbox
        aria-label={showLabel ? undefined : label}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      {showLabel && label}
    </label>
  );
}
