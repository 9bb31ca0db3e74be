import { messages } from '@/shared/messages';

/**
 * Shown instead of the shop when the browser refuses its storage (site data blocked), so the
 * buyer reads what to do rather than a blank page (docs/product/decisions.md, "Data in the browser").
 */
export function StorageUnavailable() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-3 p-6 text-foreground">
      <h1 className="text-2xl font-bold">Seulanga</h1>
      <p role="alert">{messages.storage.unavailable}</p>
    </main>
  );
}
