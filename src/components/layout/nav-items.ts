import type { Role } from '@/domain/core/records';

/** One link of the shop's main navigation. */
export interface NavItem {
  /** Target path. */
  to: string;
  /** Visible text and accessible name (docs/product/ui-names.md "Everywhere"). */
  label: string;
  /** Match the path exactly when marking the current page (for `/`). */
  end?: boolean;
}

/**
 * The shop header's links for a role (spec section 2, "Buyer layout header" and "Public layout";
 * docs/product/ui-names.md "Everywhere"): `Beranda`, `Katalog`, for buyers `Pesanan Saya` (its
 * `Selesai` tab is the purchase history), then `Layanan`, `Tentang Kami`, `Lokasi Toko` — for a signed-in buyer
 * these three point to their `-auth` copies.
 * @param role - the signed-in user's role, or null for a visitor.
 */
export function navItems(role: Role | null | undefined): NavItem[] {
  const buyer = role === 'buyer';
  const info = (path: string) => (buyer ? `${path}-auth` : path);
  return [
    { to: '/', label: 'Beranda', end: true },
    { to: '/catalog', label: 'Katalog' },
    ...(buyer ? [{ to: '/pesanan-saya', label: 'Pesanan Saya' }] : []),
    { to: info('/layanan'), label: 'Layanan' },
    { to: info('/tentang-kami'), label: 'Tentang Kami' },
    { to: info('/lokasi-toko'), label: 'Lokasi Toko' },
  ];
}
