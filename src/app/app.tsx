import { RouterProvider } from 'react-router/dom';
import { StorageUnavailable } from '@/components/layout/storage-unavailable';
import { openShopData } from './open-shop-data';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const data = openShopData();
const router = createAppRouter();

/** The whole shop: providers around the browser router, or the storage message. */
export function App() {
  if (!data) return <StorageUnavailable />;
  return (
    <AppProvider data={data}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
