import { LogOutIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSignOut } from '../hooks/use-sign-out';

/** Props of {@link LogoutButton}: any {@link Button} props (variant, size, className, onClick). */
export type LogoutButtonProps = Omit<ButtonProps, 'children' | 'asChild'> & {
  /** The button's text: `Keluar` (default) or `Logout` (the admin's avatar menu). */
  label?: string;
};

/**
 * The `Keluar` button (docs/product/ui-names.md "Everywhere"): goes to `/` and signs out there (see
 * {@link useSignOut}), then toasts 'Anda telah keluar.'. A passed `onClick` runs first (e.g. to
 * close a menu).
 */
export function LogoutButton({ onClick, variant = 'ghost', label = 'Keluar', ...props }: LogoutButtonProps) {
  const signOut = useSignOut();
  return (
    <Button
      type="button"
      variant={variant}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        signOut();
      }}
    >
      <LogOutIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
