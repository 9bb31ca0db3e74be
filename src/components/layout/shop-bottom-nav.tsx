import {
  HouseIcon,
  LayoutDashboardIcon,
  LayoutGridIcon,
  LogInIcon,
  ReceiptTextIcon,
  ShoppingCartIcon,
  UserIcon,
} from 'lucide-react';
import { useCartItems, useCurrentUser } from '@/data/react';
import { cartCount } from '@/domain/cart/summary';
import type { Role } from '@/domain/core/records';
import { BottomNav, type BottomNavLink } from './bottom-nav';

/**
 * The shop's bottom bar on a phone (docs/product/ui-names.md "Everywhere"): for a buyer `Beranda`,
 * `Katalog`, `Keranjang` (named `Keranjang (N)` with the cart's units, as the header's cart
 * link), `Pesanan`, `Akun`; for a visitor `Beranda`, `Katalog`, `Masuk`; for the owner browsing
 * the shop `Beranda`, `Katalog`, `Beranda Toko`.
 */
export function ShopBottomNav() {
  const { data: user } = useCurrentUser();
  const role = user?.role ?? null;
  return role === 'buyer' ? <BuyerBottomNav /> : <BottomNav links={shopLinks(role)} columns={3} />;
}

/** The links every role shares, then the visitor's or the owner's third one. */
function shopLinks(role: Role | null): BottomNavLink[] {
  const common: BottomNavLink[] = [
    { to: '/', label: 'Beranda', icon: HouseIcon, end: true },
    { to: '/catalog', label: 'Katalog', icon: LayoutGridIcon },
  ];
  if (role === 'admin') return [...common, { to: '/admin', label: 'Beranda Toko', icon: LayoutDashboardIcon }];
  return [...common, { to: '/login', label: 'Masuk', icon: LogInIcon }];
}

// A component of its own: only a buyer reads the cart.
function BuyerBottomNav() {
  const { data: items = [] } = useCartItems();
  const count = cartCount(items);
  const links: BottomNavLink[] = [
    ...shopLinks(null).slice(0, 2),
    { to: '/cart', label: 'Keranjang', name: `Keranjang (${count})`, icon: ShoppingCartIcon, count },
    { to: '/pesanan-saya', label: 'Pesanan', icon: ReceiptTextIcon },
    { to: '/settings', label: 'Akun', icon: UserIcon },
  ];
  return <BottomNav links={links} columns={5} />;
}
