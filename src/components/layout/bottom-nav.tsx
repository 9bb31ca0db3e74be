import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/utils';

/** The bottom bars' landmark name (docs/product/ui-names.md "Everywhere"). */
export const BOTTOM_NAV_LABEL = 'Navigasi bawah';

/** One link of a {@link BottomNav}. */
export interface BottomNavLink {
  to: string;
  /** Visible text; also the name unless `name` is given. */
  label: string;
  /** The accessible name when it says more than the label, e.g. `Keranjang (3)`. */
  name?: string;
  icon: LucideIcon;
  /** Match the path exactly when marking the current page (`/`, `/admin`). */
  end?: boolean;
  /** A count shown as a badge over the icon (the cart's units, unread messages). */
  count?: number;
}

/** The classes of one bar item, a link or a button: a full-height 44 px+ target, icon over text. */
export const bottomNavItemClass =
  'relative flex h-full min-h-11 w-full flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden aria-[current=page]:text-primary';

/** The icon of a bar item, with its count badge when the count is above 0. */
export function BottomNavIcon({ icon: Icon, count = 0 }: { icon: LucideIcon; count?: number }) {
  return (
    <span className="relative">
      <Icon aria-hidden="true" className="size-6" />
      {count > 0 && (
        <CountBadge
          count={count}
          className="absolute -top-1.5 -right-2.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-5 font-semibold text-primary-foreground"
        />
      )}
    </span>
  );
}

/** Props of {@link BottomNav}. */
export interface BottomNavProps {
  links: readonly BottomNavLink[];
  /** Controls after the links that are not links (the owner's `Chat`, `Lainnya`). */
  extra?: ReactNode;
  /** How many items the bar holds (links and extras), for its columns. */
  columns: keyof typeof COLUMNS;
}

// Whole class names, so Tailwind finds them in the source.
const COLUMNS = { 3: 'grid-cols-3', 5: 'grid-cols-5' } as const;

/**
 * A phone's bottom navigation, as marketplace apps have it (below `md`; the desktop keeps its
 * header or sidebar): a `nav` landmark `Navigasi bawah` fixed to the bottom, 64 px high above the
 * phone's safe area, each item an icon over its label, the current page's `aria-current="page"`.
 * The layouts pad their pages by the bar's height (and the chat button's) so the end of a page
 * scrolls clear of both.
 */
export function BottomNav({ links, extra, columns }: BottomNavProps) {
  return (
    <nav
      aria-label={BOTTOM_NAV_LABEL}
      // Opaque: over a translucent bar the page's colours lowered the chosen item's contrast
      // (Lighthouse measured 3.9:1 for `text-primary` over a green card on Pesanan Saya).
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className={cn('grid h-16', COLUMNS[columns])}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} aria-label={link.name} className={bottomNavItemClass}>
              <BottomNavIcon icon={link.icon} count={link.count} />
              <span className="max-w-full truncate">{link.label}</span>
            </NavLink>
          </li>
        ))}
        {extra}
      </ul>
    </nav>
  );
}
