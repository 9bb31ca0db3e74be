import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import { StoreLogoLink } from './store-logo-link';

/** Props of {@link AdminNav}. */
export interface AdminNavProps {
  /** The `Keluar` control shown at the bottom (the layout's sign-out button). */
  footer?: ReactNode;
  /** Called when a link is followed (the phone menu closes itself through it). */
  onNavigate?: () => void;
  className?: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden md:min-h-10',
    isActive
      ? 'bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground'
      : 'text-foreground',
  );

/**
 * The back office's navigation (spec section 2, "Admin layout"): a `<nav>` named 'Navigasi admin'
 * with the logo and store name linking to `/`, the nine links (the current page's link carries
 * `aria-current="page"`; `Beranda Toko` matches `/admin` exactly) and the footer control at the bottom.
 */
export function AdminNav({ footer, onNavigate, className }: AdminNavProps) {
  return (
    <nav aria-label="Navigasi admin" className={cn('flex h-full flex-col gap-4', className)}>
      <StoreLogoLink onClick={onNavigate} />
      <ul className="grid gap-1">
        {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      {footer && <div className="mt-auto border-t pt-4">{footer}</div>}
    </nav>
  );
}
