import { Link } from 'react-router';
import { EmailLogTable, useEmailLogs } from '@/features/admin-dashboard';
import { LogoutButton } from '@/features/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/data';
import { useStoreSettings } from '@/data/react';

/**
 * /admin: the admin's landing page. For now it holds the dashboard's e-mail log (spec section 2);
 * the full back office (sidebar, cards, charts, management screens) is issue 4.
 */
export function Component() {
  const { data: store } = useStoreSettings();
  const emailLogs = useEmailLogs();
  return (
    <div className="min-h-screen bg-muted/40">
      <title>Dashboard Admin — Seulanga</title>
      <header className="flex items-center justify-between gap-4 border-b bg-background px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <img src="/logo.svg" alt="" width={32} height={32} />
          {store?.storeName ?? 'Seulanga'}
        </Link>
        <LogoutButton />
      </header>
      <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 md:p-8">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <Card>
          <CardHeader>
            <CardTitle>Log Notifikasi Email Terbaru</CardTitle>
          </CardHeader>
          <CardContent>
            {emailLogs.isPending ? (
              <Skeleton className="h-32 w-full" />
            ) : emailLogs.isError ? (
              <p role="alert">{errorMessage(emailLogs.error)}</p>
            ) : (
              <EmailLogTable logs={emailLogs.data} />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
