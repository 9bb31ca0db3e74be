import type { ReactNode } from 'react';
import { EllipsisIcon, LayoutDashboardIcon, MessageCircleIcon, PackageIcon, ShoppingBagIcon } from 'lucide-react';
import { OPEN_CHAT_EVENT } from '@/shared/open-chat-event';
import { BottomNav, BottomNavIcon, bottomNavItemClass, type BottomNavLink } from '@/components/layout/bottom-nav';
import { AdminMobileNav } from './admin-mobile-nav';

const LINKS: readonly BottomNavLink[] = [
  { to: '/admin', label: 'Beranda Toko', icon: LayoutDashboardIcon, end: true },
  { to: '/admin/orders', label: 'Pesanan', icon: ShoppingBagIcon },
  { to: '/admin/products', label: 'Produk', icon: PackageIcon },
];

/** Props of {@link AdminBottomNav}. */
export interface AdminBottomNavProps {
  /** The owner's unread chat messages (the `Chat` item's badge and name). */
  unread: number;
  /** The `Keluar` control at the bottom of the `Lainnya` sheet. */
  footer?: ReactNode;
}

/**
 * The back office's bottom bar on a phone (docs/product/ui-names.md "Admin"): `Beranda Toko`
 * (the dashboard), `Pesanan`, `Produk`, the button `Chat` (opens the chat panel through the
 * open-chat event; named `Chat (N belum dibaca)` while messages are unread) — on a phone it
 * replaces the floating chat button here — and `Lainnya`, opening the sheet 'Menu Admin' with
 * every back-office link.
 */
export function AdminBottomNav({ unread, footer }: AdminBottomNavProps) {
  const chatName = unread > 0 ? `Chat (${unread} belum dibaca)` : 'Chat';
  return (
    <BottomNav
      links={LINKS}
      columns={5}
      extra={
        <>
          <li>
            <button
              type="button"
              aria-label={chatName}
              className={bottomNavItemClass}
              onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT))}
            >
              <BottomNavIcon icon={MessageCircleIcon} count={unread} />
              <span>Chat</span>
            </button>
          </li>
          <li>
            <AdminMobileNav
              footer={footer}
              trigger={
                <button type="button" className={bottomNavItemClass}>
                  <BottomNavIcon icon={EllipsisIcon} />
                  <span>Lainnya</span>
                </button>
              }
            />
          </li>
        </>
      }
    />
  );
}
