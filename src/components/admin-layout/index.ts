/** The back office's chrome (spec section 2, "Admin layout"): sidebar, phone menu, top bar and its menus. */
export { AdminSidebar } from './admin-sidebar';
export { AdminTopBar, type AdminTopBarProps } from './admin-top-bar';
export { AdminMobileNav, type AdminMobileNavProps } from './admin-mobile-nav';
export { AdminNav, type AdminNavProps } from './admin-nav';
export { ADMIN_NAV_ITEMS, type AdminNavItem } from './admin-nav-items';
export { NotificationBell, useNewOrderNotification } from './notification-bell';
export { AccountMenu, type AccountMenuProps } from './account-menu';
export { StoreLogoLink } from './store-logo-link';
export { AdminBottomNav, type AdminBottomNavProps } from './admin-bottom-nav';
