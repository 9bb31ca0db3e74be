import { LogOutIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorMessage } from '@/data/errors';
import { messages } from '@/domain/messages';
import { useLogout } from '../api/use-logout';

/** Props of {@link LogoutButton}: any {@link Button} props (variant, size, className, onClick). */
export type LogoutButtonProps = Omit<ButtonProps, 'children' | 'asChild'>;

/**
 * The `Keluar` button (ui-names.md "Everywhere"): signs out, toasts 'Anda telah keluar.' and goes
 * to `/`. Disabled while signing out. A passed `onClick` runs first (e.g. to close a menu).
 */
export function LogoutButton({ onClick, variant = 'ghost', ...props }: LogoutButtonProps) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      variant={variant}
      disabled={logout.isPending}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        // A promise, not mutate() callbacks: they must run even if a closing menu unmounts us.
        logout.mutateAsync().then(
          () => {
            toast.success(messages.auth.logoutSuccess);
            void navigate('/');
          },
          (error: unknown) => toast.error(errorMessage(error)),
        );
      }}
    >
      <LogOutIcon aria-hidden="true" />
      Keluar
    </Button>
  );
}
