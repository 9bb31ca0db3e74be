import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AdminSidebar, AdminTopBar } from '@/components/admin-layout';
import { MaintenanceBanner } from '@/components/layout/maintenance-banner';
import { errorMessage } from '@/data';
import { useStoreSettings } from '@/data/react';
import { messages } from '@/domain/messages';
import { LogoutButton, useLogout } from '@/features/auth';

/**
 * The back office's layout route (spec section 2, "Admin layout"; ui-names.md "Admin"): a
 * 'Lewati ke konten' skip link, the sidebar (logo to `/`, the eight links, `Keluar` at the bottom;
 * a `Buka menu` sheet on phones), the top bar (`Notifikasi`, `Ganti tema`, `Menu akun`), the
 * maintenance banner while maintenance mode is on (decisions.md, "Back office") and
 * `<main id="main">` with the page. The role guard above it admits admins only.
 */
export function Component() {
  const { data: store } = useStoreSettings();
  const logout = useLogout();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  function handleLogout() {
    setLoggingOut(true);
    // As `LogoutButton` does: leave the guarded area first (committed synchronously), so the
    // role guard never sees the signed-out session and sends the admin to /login.
    void Promise.resolve(navigate('/', { flushSync: true }))
      .then(() => logout.mutateAsync())
      .then(
        () => toast.success(messages.auth.logoutSuccess),
        (error: unknown) => toast.error(errorMessage(error)),
      )
      .finally(() => setLoggingOut(false));
  }

  return (
    <div className="flex min-h-svh bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Lewati ke konten
      </a>
      <AdminSidebar footer={<LogoutButton className="w-full justify-start" />} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar
          logoutButton={<LogoutButton className="w-full justify-start" />}
          onLogout={handleLogout}
          loggingOut={loggingOut}
        />
        {store?.maintenanceMode && <MaintenanceBanner />}
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-hidden sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
