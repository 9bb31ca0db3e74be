import { LoaderCircleIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Props of {@link PendingButton}: any {@link Button} props plus `pending`. */
export type PendingButtonProps = ButtonProps & {
  /** True while the action runs: the button is disabled, busy and shows a spinner. */
  pending: boolean;
};

/**
 * A button that shows progress while `pending` (e.g. password hashing, about half a second). Its
 * accessible name stays its text; `aria-busy` tells assistive technology it is working.
 */
export function PendingButton({ pending, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
