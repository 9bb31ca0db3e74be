import { useId, type Ref } from 'react';
import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Props of {@link RatingInput}. */
export interface RatingInputProps {
  /** The chosen rating 1–5, or undefined when none is chosen. */
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** The radio inputs' shared `name`. */
  name: string;
  /** Receives the first radio (react-hook-form focuses it on error). */
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** Id of the element describing the error. */
  describedBy?: string;
  disabled?: boolean;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review form's `Penilaian` radio group (docs/product/ui-names.md): five real radio inputs named `1 bintang`
 * … `5 bintang`, operable with the arrow keys like any radio group, shown as star chips.
 */
export function RatingInput({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  invalid,
  describedBy,
  disabled,
}: RatingInputProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        Penilaian
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex flex-wrap gap-2"
      >
        {RATINGS.map((rating) => (
          <div key={rating}>
            <input
              ref={rating === 1 ? inputRef : undefined}
              type="radio"
              id={`${id}-${rating}`}
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              disabled={disabled}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-${rating}`}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs transition-colors select-none hover:bg-accent hover:text-accent-foreground',
                'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
                invalid && 'border-destructive',
              )}
            >
              <StarIcon
                aria-hidden="true"
                className={cn(
                  'size-4',
                  value !== undefined && rating <= value ? 'fill-current' : '',
                )}
              />
              {rating} bintang
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
