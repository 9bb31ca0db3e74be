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
}

/**
 * The − or + button beside a quantity field (the `QuantityStepper`, a cart line): an outlined
 * icon button named `{step} {target}` (docs/product/ui-names.md), its icon decorative.
 */
export function StepButton({ step, target, disabled, onClick }: StepButtonProps) {
  const Icon = step === 'Kurangi' ? MinusIcon : PlusIcon;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={`${step} ${target}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
