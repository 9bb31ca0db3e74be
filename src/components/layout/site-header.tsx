import type { ReactNode } from 'react';
import { LayoutDashboardIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useCurrentUser, useStoreSettings } from '@/data/react';
import { CartLink } from './cart-link';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { navItems, type NavItem } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { UserAvatar } from './user-avatar';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /**
   * The logout control shown to every signed-in user (the auth feature's `LogoutButton`, named
   * `Keluar`). It must accept and call an `onClick` prop: the phone menu closes through it.
   */
  logoutButton: ReactNode;
  /**
   * Whether a phone shows the bottom bar, which carries the cart (default true); without it (a
   * product page, whose purchase bar takes its place) the header keeps its cart link on a phone.
   */
  bottomBar?: boolean;
}

/**
 * The shop header (spec section 2, "Buyer layout header" and "Public layout"; docs/product/ui-names.md
 * "Everywhere"): the logo and store name linking to `/`, the main links, the theme control
 * `Ganti tema`; signed out `Masuk` and `Daftar`; for a buyer the cart link `Keranjang (N)`,
 * `Pengaturan` and the avatar; for an admin `Beranda Toko`; for every signed-in user `Keluar`.
 * Below md the links collapse into the `Buka menu` sheet and the cart moves to the bottom bar
 * (unless `bottomBar` is false).
 */
export function SiteHeader({ logoutButton, bottomBar = true }: SiteHeaderProps) {
  const { data: user } = useCurrentUser();
  const { data: store } = useStoreSettings();
  const role = user?.role ?? null;
  const items = navItems(role);
  const storeName = store?.storeName ?? 'Seulanga';

  const accountLinks: NavItem[] = !user
    ? [
        { to: '/login', label: 'Masuk' },
        { to: '/register', label: 'Daftar' },
      ]
    : role === 'admin'
      ? [{ to: '/admin', label: 'Beranda Toko' }]
      : [{ to: '/settings', label: 'Pengaturan' }];

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <MobileNav
          className="md:hidden"
          items={items}
          accountLinks={accountLinks}
          footer={user ? logoutButton : undefined}
          accountNote={
            user && (
              <div className="flex items-center gap-3 px-3 pb-2">
                <UserAvatar username={user.username} src={user.profileImage} />
                <span className="text-sm font-medium">{user.username}</span>
              </div>
            )
          }
        />
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-foreground"
        >
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="truncate text-lg tracking-tight">{storeName}</span>
        </Link>

        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {role === 'buyer' && <CartLink className={bottomBar ? 'max-md:hidden' : undefined} />}
          {!user && (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Masuk
              </Link>
              <Link to="/register" className={buttonVariants({ size: 'sm' })}>
                Daftar
              </Link>
            </div>
          )}
          {user && (
            <div className="hidden items-center gap-1 md:flex">
              {role === 'buyer' && (
                <Link
                  to="/settings"
                  aria-label="Pengaturan"
                  title="Pengaturan"
                  className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                >
                  <SettingsIcon aria-hidden="true" />
                </Link>
              )}
              {role === 'admin' && (
                <Link to="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <LayoutDashboardIcon aria-hidden="true" />
                  Beranda Toko
                </Link>
              )}
              <UserAvatar username={user.username} src={user.profileImage} className="mx-1" />
              {logoutButton}
            </div>
          )}
        </div>
      </div>
      <div className="hidden border-t md:block">
        <MainNav items={items} className="mx-auto max-w-7xl px-4 py-1.5 sm:px-6" />
      </div>
    </header>
  );
}
