import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * The router's error page (spec section 2's 'Unexpected Application Error!', in Indonesian:
 * 'Terjadi kesalahan tak terduga pada aplikasi.') with the status or message, and a way home —
 * never a white screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">Terjadi kesalahan tak terduga pada aplikasi.</h1>
      <p className="text-muted-foreground">{detail}</p>
      <div className="flex gap-3">
        <Link className="font-medium text-primary underline underline-offset-4" to="/">
          Kembali ke beranda
        </Link>
        <button
          type="button"
          className="font-medium text-primary underline underline-offset-4"
          onClick={() => window.location.reload()}
        >
          Muat ulang
        </button>
      </div>
    </main>
  );
}
