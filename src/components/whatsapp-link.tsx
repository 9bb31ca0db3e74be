import type { ReactNode } from 'react';
import { MessageCircleIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Props of {@link WhatsAppLink}. */
export interface WhatsAppLinkProps {
  /** The click-to-chat address (`whatsappLink` of src/domain/core/whatsapp.ts); nothing is shown when null. */
  href: string | null;
  /** The link's words, e.g. `Hubungi via WhatsApp` or `Kirim ke WhatsApp Pembeli`. */
  children: ReactNode;
  /** An accessible name when several such links share the page (e.g. `Kirim ke WhatsApp Pembeli ORD…`). */
  'aria-label'?: string;
  className?: string;
}

/**
 * A link to a WhatsApp chat with a prefilled text, drawn as an outlined button (44 px tall), opening
 * in a new tab without handing the opener over (docs/product/decisions.md "WhatsApp at every step").
 * Renders nothing without an address, e.g. when the store's number is not an Indonesian mobile.
 */
export function WhatsAppLink({ href, children, className, ...props }: WhatsAppLinkProps) {
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11', className)}
      {...props}
    >
      <MessageCircleIcon aria-hidden="true" />
      {children}
    </a>
  );
}
