import type { ReactNode, RefObject } from 'react';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import type { NavItem } from './nav-items';
import { SheetLinks } from './sheet-links';

/** What the phone menu shows; the props of `MobileNav` (./mobile-nav.tsx) besides its class. */
export interface MobileNavContent {
  /** The main navigation links, from `navItems(role)`. */
  items: NavItem[];
  /** Account links shown below the navigation (`Masuk`/`Daftar`, `Pengaturan`, `Beranda Toko`). */
  accountLinks: NavItem[];
  /** An extra control at the bottom (the `Keluar` button for a signed-in user); clicking it closes the menu. */
  footer?: ReactNode;
  /** Text above the account links, e.g. who is signed in. */
  accountNote?: ReactNode;
}

/** Props of {@link MobileNavSheet}. */
export interface MobileNavSheetProps extends MobileNavContent {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The `Buka menu` button, focused again when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone menu's side sheet named 'Menu' (Radix dialog: focus trapped, Escape closes, focus
 * back on {@link MobileNavSheetProps.trigger}) with the main links, the account links and an
 * optional footer control. Following a link closes it. Loaded with the first press of
 * `Buka menu` (see ./mobile-nav.tsx), so the dialog primitives stay out of the first load.
 */
export function MobileNavSheet({ items, accountLinks, footer, accountNote, open, onOpenChange, trigger }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navigasi toko dan akun Anda</SheetDescription>
        </SheetHeader>
        <nav aria-label="Navigasi seluler">
          <SheetLinks links={items} />
        </nav>
        <div className="grid gap-1 border-t pt-4">
          {accountNote}
          {accountLinks.length > 0 && <SheetLinks links={accountLinks} />}
          {footer && <SheetClose asChild>{footer}</SheetClose>}
        </div>
      </SheetContent>
    </Sheet>
  );
}
