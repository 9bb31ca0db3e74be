import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/**
 * Props of {@link TopBarMenu}: its own, and any other attribute of the trigger button (classes,
 * `aria-describedby`, data attributes).
 */
export type TopBarMenuProps = Omit<
  ButtonProps,
  'children' | 'asChild' | 'type' | 'variant' | 'size' | 'aria-label'
> & {
  /** The trigger's accessible name, e.g. 'Menu akun'. */
  label: string;
  /** What the trigger shows (an icon, the avatar). */
  icon: ReactNode;
  /** The menu's items. */
  children: ReactNode;
};

/**
 * An icon menu of the admin's top bar (the notification bell, the avatar menu): a ghost icon
 * button named `label` that opens a 14 rem menu aligned to its end. Non-modal, so the rest of the
 * page stays in the accessibility tree while it is open.
 */
export function TopBarMenu({ label, icon, children, ...triggerProps }: TopBarMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={label} {...triggerProps}>
          {icon}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
