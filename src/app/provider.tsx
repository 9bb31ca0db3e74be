import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { errorMessage, type ShopData } from '@/data';
import { ShopDataProvider } from '@/data/react';
import { toast } from '@/components/ui/toast';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { ThemeSync } from './theme-sync';

/** A query client for the shop: local reads are cheap, so no retries and no focus refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Every provider the shop needs: TanStack Query, the data port (seeded on first load), the
 * toasts, the theme class and reports of repaired storage.
 * @param data - the data port (browser, HTTP or memory adapter).
 * @param queryClient - optional: tests, and a server-rendered page (the client holding the
 *   server's data, docs/decisions/013-server-rendered-storefront.md).
 * @param initialized - true on a server-rendered page (on the server, and in the browser while
 *   hydrating it): the children render at once instead of after `data.initialize()`, which the
 *   server has no use for and which a hydrating page must not wait on (its markup is already there).
 */
export function AppProvider({
  data,
  queryClient,
  initialized = false,
  children,
}: {
  data: ShopData;
  queryClient?: QueryClient;
  initialized?: boolean;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [ready, setReady] = useState(initialized);

  useEffect(() => {
    // The page answers clicks from here on (a server-rendered page's buttons are inert until it is
    // hydrated): the end-to-end tests wait for this mark before they click.
    document.documentElement.dataset.hydrated = 'true';
    let active = true;
    const stop = data.onIssue((issue) => toast.warning(issue.message, { id: `issue-${issue.key}` }));
    if (initialized) return stop;
    data
      .initialize()
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => active && setReady(true));
    return () => {
      active = false;
      stop();
    };
  }, [data, initialized]);

  return (
    <QueryClientProvider client={client}>
      <ShopDataProvider data={data}>
        {ready ? children : null}
        <ThemeSync />
        <ToastOutlet />
      </ShopDataProvider>
    </QueryClientProvider>
  );
}
