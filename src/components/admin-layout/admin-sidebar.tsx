import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { AdminNav } from './admin-nav';

/**
 * The back office's sidebar for tablets and desktops (hidden below md, where
 * {@link AdminMobileNav} takes over): {@link AdminNav} in a sticky full-height column.
 * @param footer - the `Keluar` control shown at the bottom.
 */
export function AdminSidebar({ footer, className }: { footer?: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sticky top-0 hidden h-svh w-64 shrink-0 border-r bg-card p-4 md:block',
        className,
      )}
    >
      <AdminNav footer={footer} />
    </div>
  );
}
