import { useState } from 'react';
import { LogOutIcon } from 'lucide-react';
import { Outlet } from 'react-router';
import { AdminBottomNav, AdminSidebar, AdminTopBar } from '@/components/admin-layout';
import { MaintenanceBanner } from '@/components/layout/maintenance-banner';
import { Button } from '@/components/ui/button';
import { useCurrentUser, useStoreSettings } from '@/data/react';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useChatUnread } from '@/features/chat';

/**
 * The back office's layout route (spec section 2, "Admin layout"; docs/product/ui-names.md "Admin"): a
 * 'Lewati ke konten' skip link, the sidebar (logo to `/`, the nine links, `Keluar` at the bottom;
 * a `Buka menu` sheet on phones), the top bar (`Notifikasi`, `Ganti tema`, `Menu akun`), the
 * maintenance banner while maintenance mode is on (docs/product/decisions.md, "Back office") and
 * `<main id="main">` with the page, and on a phone the bottom bar `Navigasi bawah` (`Beranda Toko`,
 * `Pesanan`, `Produk`, `Chat`, `Lainnya`). The role guard above it admits admins only.
 *
 * Signing out (`Keluar`, or `Logout` in the avatar menu) leaves the back office for `/` and signs
 * out there (`useSignOut` of the auth feature), so the role guard never sends the admin to /login.
 */
export function Component() {
  const { data: store } = useStoreSettings();
  const { data: user } = useCurrentUser();
  const unread = useChatUnread(user?.username ?? '');
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);

  function handleLogout() {
    setLeaving(true);
    signOut();
  }

  const logoutButton = (
    <Button
      type="button"
      variant="ghost"
      className="w-full justify-start"
      disabled={leaving}
      onClick={handleLogout}
    >
      <LogOutIcon aria-hidden="true" />
      Keluar
    </Button>
  );

  return (
    <div className="flex min-h-svh bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Lewati ke konten
      </a>
      <AdminSidebar footer={logoutButton} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar logoutButton={logoutButton} onLogout={handleLogout} loggingOut={leaving} />
        {store?.maintenanceMode && <MaintenanceBanner />}
        {/* Room under the last card: on a phone for the bottom bar (4 rem and the safe area, the
            chat is in the bar), from md for the floating chat button (72 px with its margin). */}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-[calc(5.5rem+env(safe-area-inset-bottom))] focus:outline-hidden sm:px-6 md:pb-20 lg:px-8"
        >
          <Outlet />
        </main>
        <AdminBottomNav unread={unread.data ?? 0} footer={logoutButton} />
      </div>
    </div>
  );
}
