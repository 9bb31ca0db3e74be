import { useState, type ReactNode } from 'react';
import { MenuIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

/** Props of {@link MobileNav}. */
export interface MobileNavProps {
  /** The main navigation links, from `navItems(role)`. */
  items: NavItem[];
  /** Account links shown below the navigation (`Masuk`/`Daftar`, `Pengaturan`, `Dashboard Admin`). */
  accountLinks: NavItem[];
  /** An extra control at the bottom (the `Keluar` button for a signed-in user); clicking it closes the menu. */
  footer?: ReactNode;
  /** Text above the account links, e.g. who is signed in. */
  accountNote?: ReactNode;
  className?: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
  );

/**
 * The phone navigation (< md): a button `Buka menu` opening a side sheet named 'Menu' with the
 * main links, the account links and an optional footer control. Following a link closes it.
 */
export function MobileNav({ items, accountLinks, footer, accountNote, className }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Buka menu"
          className={className}
        >
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navigasi toko dan akun Anda</SheetDescription>
        </SheetHeader>
        <nav aria-label="Navigasi seluler">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <SheetClose asChild>
                  <NavLink to={item.to} end={item.end} className={linkClass}>
                    {item.label}
                  </NavLink>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-1 border-t pt-4">
          {accountNote}
          {accountLinks.length > 0 && (
            <ul className="grid gap-1">
              {accountLinks.map((link) => (
                <li key={link.to}>
                  <SheetClose asChild>
                    <NavLink to={link.to} end={link.end} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </SheetClose>
                </li>
              ))}
            </ul>
          )}
          {footer && <SheetClose asChild>{footer}</SheetClose>}
        </div>
      </SheetContent>
    </Sheet>
  );
}
