import type { ReactNode } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A form's full-width submit button that shows a spinner and is disabled while `pending`
 * (password hashing takes about half a second). Its accessible name stays `children`.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
      {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
