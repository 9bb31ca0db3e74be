import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useHydrated } from '@/lib/use-hydrated';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text to copy, e.g. a payment code or an account number. */
  text: string;
  /** The button's visible text. */
  children: string;
  /** The button's accessible name when it differs from its text (e.g. 'Salin kode pembayaran'). */
  'aria-label'?: string;
  /** The toast after a copy, and the one when the browser refuses it. */
  copied: string;
  failed: string;
}

/**
 * A small outline button that copies `text` with the Clipboard API and says so in a toast
 * (sonner); nothing when the browser has no `navigator.clipboard` (e.g. an insecure origin), and
 * nothing until hydrated: the server has no clipboard, so a page it rendered would otherwise not
 * match the browser's first render (React's hydration error 418, and the page rendered again).
 * Used by the payment code and the store's account number.
 */
export function CopyButton({ text, children, copied, failed, 'aria-label': ariaLabel }: CopyButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated || typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') return null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={ariaLabel}>
      <CopyIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
