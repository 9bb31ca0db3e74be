import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Props of {@link IconButton}: its name and icon, and any other `Button` attribute. */
export type IconButtonProps = Omit<
  ComponentProps<typeof Button>,
  'type' | 'variant' | 'size' | 'aria-label' | 'children'
> & {
  /** The button's accessible name, e.g. 'Tutup chat' or 'Hapus Kopi Arabika Gayo'. */
  label: string;
  /** The icon shown, decorative (`aria-hidden`), e.g. `<XIcon aria-hidden="true" />`. */
  icon: ReactNode;
};

/**
 * A button that shows only an icon (a list row's 'Ubah'/'Hapus', a cart line's 'Hapus', the
 * chat's close and back buttons): a ghost `Button` of icon size named `label`; `title`,
 * `className`, `onClick`, `disabled`... pass through.
 */
export function IconButton({ label, icon, ...buttonProps }: IconButtonProps) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} {...buttonProps}>
      {icon}
    </Button>
  );
}
