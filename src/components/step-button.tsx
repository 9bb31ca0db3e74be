import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Props of {@link StepButton}. */
export interface StepButtonProps {
  /** 'Kurangi' (a minus) or 'Tambah' (a plus). */
  step: 'Kurangi' | 'Tambah';
  /** What the step changes, the rest of the button's name, e.g. 'jumlah' or the product's name. */
  target: string;
  disabled?: boolean;
  onClick: () => void;
  /** Called as the pointer presses the button (before the click), e.g. to start loading what the click opens. */
  onPointerDown?: () => void;
  /** Called when the button gets the focus, e.g. to start loading what the click opens. */
  onFocus?: () => void;
}

/**
 * The − or + button beside a quantity field (the `QuantityStepper`, a cart line): an outlined
 * icon button named `{step} {target}` (docs/product/ui-names.md), its icon decorative.
 */
export function StepButton({ step, target, disabled, onClick, onPointerDown, onFocus }: StepButtonProps) {
  const Icon = step === 'Kurangi' ? MinusIcon : PlusIcon;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={`${step} ${target}`}
      disabled={disabled}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
