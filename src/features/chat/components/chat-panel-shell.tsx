import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { CloseButton } from './close-button';

/** Props of {@link ChatPanelShell}. */
export interface ChatPanelShellProps {
  /** The element id (the launcher's `aria-controls`). */
  id: string;
  /** The panel's heading and accessible name, e.g. 'Hubungi Admin'. */
  title: string;
  /** Closes the panel (the `Tutup chat` button and Escape). */
  onClose: () => void;
  /** Size and position classes. */
  className?: string;
  /** The panel element (focusable with `tabIndex={-1}`). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * The floating card both chat panels share: a non-modal dialog named by its `<h2>` title, with
 * the close button `Tutup chat`; Escape anywhere inside closes it. The page behind stays usable.
 */
export function ChatPanelShell({ id, title, onClose, className, ref, children }: ChatPanelShellProps) {
  const titleId = useId();
  return (
    // A dialog closes on Escape (WAI-ARIA dialog pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      className={cn(
        'fixed z-50 flex flex-col overflow-hidden border bg-card text-card-foreground shadow-xl focus:outline-hidden',
        className,
      )}
    >
      <div className="flex shrink-0 items-center justify-between gap-2 border-b bg-primary px-4 py-2 text-primary-foreground">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <CloseButton
          label="Tutup chat"
          onClick={onClose}
          className="size-9 text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary"
        />
      </div>
      {children}
    </div>
  );
}
