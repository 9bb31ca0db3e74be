import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * The 404 page (spec section 2; its heading in Indonesian, docs/product/decisions.md "Words"): logs
 * the path to the console and links home.
 */
export function Component() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Halaman tidak ditemukan</h1>
      <p className="text-muted-foreground">Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <Link className="font-medium text-primary underline underline-offset-4" to="/">
        Kembali ke beranda
      </Link>
    </section>
  );
}
