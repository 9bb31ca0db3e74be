import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { AccountMenu } from './account-menu';
import { AdminMobileNav } from './admin-mobile-nav';
import { NotificationBell } from './notification-bell';
import { StoreLogoLink } from './store-logo-link';

/** Props of {@link AdminTopBar}. */
export interface AdminTopBarProps {
  /** The `Keluar` control of the phone menu (the layout's sign-out button). */
  logoutButton: ReactNode;
  /** Signs the admin out from the avatar menu's `Logout`. */
  onLogout: () => void;
  /** True while signing out. */
  loggingOut?: boolean;
}

/**
 * The back office's top bar (spec section 2, "Admin layout"): on phones the `Buka menu` button and
 * the logo; then the notification bell `Notifikasi`, the theme control `Ganti tema` and the avatar
 * menu `Menu akun`.
 */
export function AdminTopBar({ logoutButton, onLogout, loggingOut }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
        <AdminMobileNav footer={logoutButton} className="md:hidden" />
        <div className="min-w-0 md:hidden">
          <StoreLogoLink />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <NotificationBell />
          <ThemeToggle />
          <AccountMenu onLogout={onLogout} loggingOut={loggingOut} />
        </div>
      </div>
    </header>
  );
}
