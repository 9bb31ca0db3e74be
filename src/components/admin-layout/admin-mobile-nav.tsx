import { useState, type ReactNode } from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { AdminNav } from './admin-nav';

/** Props of {@link AdminMobileNav}. */
export interface AdminMobileNavProps {
  /** The `Keluar` control shown at the bottom; signing out leaves the back office, which closes the menu. */
  footer?: ReactNode;
  className?: string;
  /** The button opening the sheet, instead of the icon button `Buka menu` (the bottom bar's `Lainnya`). */
  trigger?: ReactNode;
}

/**
 * The back office's phone navigation (< md): a button `Buka menu` opening a left sheet named
 * 'Menu Admin' with the same links as the sidebar. Following a link closes it.
 */
export function AdminMobileNav({ footer, className, trigger }: AdminMobileNavProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        {trigger ?? <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Buka menu"
          className={className}
        >
          <MenuIcon aria-hidden="true" />
        </Button>}
      </SheetTrigger>
      <SheetContent side="left">
        <SheetHeader className="sr-only">
          <SheetTitle>Menu Admin</SheetTitle>
          <SheetDescription>Navigasi halaman admin</SheetDescription>
        </SheetHeader>
        <AdminNav footer={footer} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
