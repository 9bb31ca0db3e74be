import { XIcon } from 'lucide-react';
import { IconButton } from '@/components/icon-button';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  /** The button's accessible name, e.g. 'Tutup chat'. */
  label: string;
  onClick: () => void;
  /** Its size and colours where it sits (the panel's coloured header, the product banner). */
  className: string;
}

/** A chat panel's cross button (an {@link IconButton}), named `label`: closes or removes. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <IconButton
      label={label}
      icon={<XIcon aria-hidden="true" />}
      onClick={onClick}
      className={className}
    />
  );
}
