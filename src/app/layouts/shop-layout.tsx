import { Outlet, useLocation, useMatch } from 'react-router';
import { MaintenanceBanner } from '@/components/layout/maintenance-banner';
import { MaintenanceNotice } from '@/components/layout/maintenance-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { ShopBottomNav } from '@/components/layout/shop-bottom-nav';
import { SiteHeader } from '@/components/layout/site-header';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser, useStoreSettings } from '@/data/react';
import { LogoutButton } from '@/features/auth/components/logout-button';
// The file itself, not the feature's index: the index would bring every store-info page into
// the entry chunk.
import { ContactLines } from '@/features/store-info/components/contact-lines';

/**
 * The layout route of every shop page (spec section 2, "Buyer layout header", "Public layout"):
 * a 'Lewati ke konten' skip link, the header, `<main id="main">` with the page, and the footer.
 * While maintenance mode is on (docs/product/decisions.md, "Back office") visitors and buyers see a
 * maintenance notice on every shop page except /login, and an admin sees a banner.
 * On a phone the bottom bar `Navigasi bawah` follows, except on a product page and the checkout,
 * whose own bars (the purchase actions, `Buat Pesanan` with the total) take its place.
 */
export function Component() {
  const { pathname } = useLocation();
  const { data: user, isPending: userPending } = useCurrentUser();
  const { data: store } = useStoreSettings();
  const maintenance = store?.maintenanceMode === true;
  const isAdmin = user?.role === 'admin';
  const blocked = maintenance && !isAdmin && pathname !== '/login';
  // A product page and the checkout carry their own bar of actions where the bottom bar would be.
  const productPage = useMatch('/product/:id') !== null;
  const checkoutPage = useMatch('/checkout') !== null;
  const ownBar = productPage || checkoutPage;

  return (
    // Below md the page ends above the bottom bar (4 rem and the safe area) and the floating chat
    // button over it (5 rem more), so the footer's last link scrolls clear of both.
    <div className="flex min-h-svh flex-col pb-[calc(9rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Lewati ke konten
      </a>
      <SiteHeader logoutButton={<LogoutButton />} bottomBar={!ownBar} />
      {maintenance && isAdmin && <MaintenanceBanner />}
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives after a loading state never pushes a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 pb-20 focus:outline-hidden">
        {blocked && userPending ? (
          <div className="flex justify-center p-12">
            <Spinner label="Memuat..." />
          </div>
        ) : blocked ? (
          <MaintenanceNotice />
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter contacts={<ContactLines />} />
      {!ownBar && <ShopBottomNav />}
    </div>
  );
}
