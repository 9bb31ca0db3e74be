import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isMonthKey } from '@/domain/figures/sales-report';

/** Props of {@link MonthPicker}. */
export interface MonthPickerProps {
  /** The month shown first, `YYYY-MM`. */
  defaultMonth: string;
  /** The latest month offered (`YYYY-MM`, this month): later ones are ignored. */
  max: string;
  /** Called with each complete month picked, `YYYY-MM` from 2000-01 to `max`. */
  onMonthChange: (month: string) => void;
}

/**
 * 'Bulan Laporan': the sales report's month, a labelled native month field
 * (`<input type="month">`, 2000-01 to this month). Left uncontrolled, so a month being typed is
 * not reset; only a complete month within range reaches `onMonthChange`.
 */
export function MonthPicker({ defaultMonth, max, onMonthChange }: MonthPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid w-full max-w-xs gap-2">
      <Label htmlFor={id}>Bulan Laporan</Label>
      <Input
        id={id}
        type="month"
        defaultValue={defaultMonth}
        min="2000-01"
        max={max}
        aria-describedby={hintId}
        onChange={(event) => {
          const month = event.target.value;
          if (isMonthKey(month) && month <= max) onMonthChange(month);
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Pilih bulan untuk melihat laporannya dibandingkan bulan sebelumnya.
      </p>
    </div>
  );
}
