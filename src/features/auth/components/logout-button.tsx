import { useState } from 'react';
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
 * The `Keluar` button (ui-names.md "Everywhere"): goes to `/`, signs out and toasts
 * 'Anda telah keluar.'. Disabled while signing out. A passed `onClick` runs first (e.g. to close a menu).
 */
export function LogoutButton({ onClick, variant = 'ghost', ...props }: LogoutButtonProps) {
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant={variant}
      disabled={busy || logout.isPending}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        setBusy(true);
        // Leave the page first, committed synchronously (flushSync): on a guarded page the role
        // guard would otherwise see the signed-out session and send the user to /login. A
        // promise chain, not mutate() callbacks, so this finishes even when a closing menu
        // unmounts the button.
        void Promise.resolve(navigate('/', { flushSync: true }))
          .then(() => logout.mutateAsync())
          .then(
            () => toast.success(messages.auth.logoutSuccess),
            (error: unknown) => toast.error(errorMessage(error)),
          )
          .finally(() => setBusy(false));
      }}
    >
      <LogOutIcon aria-hidden="true" />
      Keluar
    </Button>
  );
}
