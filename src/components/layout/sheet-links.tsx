import { NavLink } from 'react-router';
import { SheetClose } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
  );

/**
 * A list of the phone menu's links: full-width rows, the current page's highlighted; following
 * one closes the sheet. Must sit inside the `Sheet`.
 */
export function SheetLinks({ links }: { links: readonly NavItem[] }) {
  return (
    <ul className="grid gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <SheetClose asChild>
            <NavLink to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          </SheetClose>
        </li>
      ))}
    </ul>
  );
}
