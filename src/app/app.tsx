import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { StorageUnavailable } from '@/components/layout/storage-unavailable';
import type { ShopData } from '@/data';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** What {@link App} renders: the data port, the browser router and, on a server-rendered page, its query cache. */
export interface AppProps {
  /** The data port, or null when the browser refuses its storage. */
  data: ShopData | null;
  router: ReturnType<typeof createAppRouter>;
  /** The query client holding the server's data (a server-rendered page); a new one otherwise. */
  queryClient?: QueryClient;
  /** True while hydrating a server-rendered page (see `AppProvider`). */
  hydrating?: boolean;
}

/** The whole shop in the browser: providers around the browser router, or the storage message. */
export function App({ data, router, queryClient, hydrating = false }: AppProps) {
  if (!data) return <StorageUnavailable />;
  return (
    <AppProvider data={data} queryClient={queryClient} initialized={hydrating}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
