import { WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The banner an admin sees on store pages while maintenance mode is on (docs/product/decisions.md,
 * "Back office": admins keep full access and are told maintenance is on), with a link to the
 * settings section `Toko` where the switch is.
 */
export function MaintenanceBanner() {
  return (
    <div role="status" className="bg-secondary text-secondary-foreground">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 text-sm sm:px-6">
        <WrenchIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>Mode pemeliharaan aktif: pengunjung dan pembeli tidak dapat membuka toko.</span>
        <Link to="/admin/settings/toko" className="font-medium underline underline-offset-4">
          Ubah di Pengaturan
        </Link>
      </p>
    </div>
  );
}
