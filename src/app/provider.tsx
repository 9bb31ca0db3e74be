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
 * @param data - the data port (browser or memory adapter).
 * @param queryClient - optional, for tests.
 */
export function AppProvider({
  data,
  queryClient,
  children,
}: {
  data: ShopData;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    const stop = data.onIssue((issue) => toast.warning(issue.message, { id: `issue-${issue.key}` }));
    data
      .initialize()
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => active && setReady(true));
    return () => {
      active = false;
      stop();
    };
  }, [data]);

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
