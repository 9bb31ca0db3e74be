import type { ReactNode } from 'react';
import { PendingButton } from '@/components/ui/pending-button';

/**
 * A form's full-width submit button that shows a spinner and is disabled while `pending`
 * (password hashing takes about half a second). Its accessible name stays `children`.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <PendingButton type="submit" className="w-full" pending={pending}>
      {children}
    </PendingButton>
  );
}
