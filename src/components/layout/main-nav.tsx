import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** The links to show, from `navItems(role)`. */
  items: NavItem[];
  className?: string;
}

/**
 * The header's horizontal navigation for tablets and desktops (a `<nav>` named
 * 'Navigasi utama'); the current page's link carries `aria-current="page"`.
 */
export function MainNav({ items, className }: MainNavProps) {
  return (
    <nav aria-label="Navigasi utama" className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center rounded-md px-3 md:h-9 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
