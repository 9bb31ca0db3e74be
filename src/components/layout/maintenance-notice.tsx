import { WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@/shared/page-titles';

/**
 * What visitors and buyers see instead of a store page while maintenance mode is on
 * (docs/product/decisions.md, "Back office": every store route except /login). Renders the page's `h1`.
 */
export function MaintenanceNotice() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{PAGE_TITLES.maintenance}</title>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <WrenchIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Toko sedang dalam pemeliharaan</h1>
      <p className="text-muted-foreground">
        Kami sedang merapikan toko agar lebih nyaman untuk Anda. Silakan kembali lagi beberapa saat
        lagi.
      </p>
      <Link to="/login" className="text-sm font-medium text-primary underline underline-offset-4">
        Masuk sebagai admin
      </Link>
    </section>
  );
}
