import { Link } from 'react-router';
import { useStoreSettings } from '@/data/react';

/**
 * The logo (`/logo.svg`) and the store's name from the store settings, linking to the shop's home
 * page `/` (spec section 2, "Admin layout"). The link is named by the store name.
 */
export function StoreLogoLink({ onClick }: { onClick?: () => void }) {
  const { data: store } = useStoreSettings();
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex min-w-0 items-center gap-2 rounded-md px-1 font-bold text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
      <span className="truncate text-lg tracking-tight">{store?.storeName ?? 'Seulanga'}</span>
    </Link>
  );
}
