import { useId } from 'react';
import { StepButton } from '@/components/step-button';
import { useDraftText } from '@/lib/use-draft-text';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The visible label of the number field (e.g. `Jumlah`, docs/product/ui-names.md). */
  label: string;
  /** The chosen whole number of units. */
  value: number;
  /** Called with the new whole number, always within `min`…`max`. */
  onChange: (value: number) => void;
  /** The fewest units (default 1). */
  min?: number;
  /** The most units (e.g. min(stock, the store's `Maksimal per Produk`)). */
  max: number;
  /** Disables the field and both buttons (e.g. sold out, or while adding). */
  disabled?: boolean;
  /** A short hint under the field (e.g. 'Maksimal 5 unit'), linked by `aria-describedby`. */
  hint?: string;
  className?: string;
}

/**
 * A labelled number field with `Kurangi {label}` (−) and `Tambah {label}` (+) buttons, bounded to
 * `min`…`max` units. A typed whole number within the bounds counts at once; when the field loses
 * focus or Enter is pressed, any other number is rounded and clamped into the bounds and anything
 * else restores the last value (Escape restores it too). The arrow keys of the native number
 * field step it as well.
 */
export function QuantityStepper({ label, value, onChange, min = 1, max, disabled = false, hint, className }: QuantityStepperProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const upper = Math.max(min, max);
  const clamp = (units: number) => Math.min(upper, Math.max(min, units));
  const { draft, setDraft, commitDraft, onKeyDown } = useDraftText((text, drop) => {
    const units = Number(text.trim());
    drop();
    if (text.trim() !== '' && Number.isFinite(units)) onChange(clamp(Math.round(units)));
  });

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <StepButton
          step="Kurangi"
          target={label.toLowerCase()}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        />
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            // A whole number within the bounds counts at once (a button pressed next sees it).
            const units = Number(text);
            if (text.trim() !== '' && Number.isInteger(units) && units === clamp(units)) onChange(units);
          }}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          aria-describedby={hint ? hintId : undefined}
          className="w-20 text-center"
        />
        <StepButton
          step="Tambah"
          target={label.toLowerCase()}
          disabled={disabled || value >= upper}
          onClick={() => onChange(clamp(value + 1))}
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
