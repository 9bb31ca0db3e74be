import { RouterProvider } from 'react-router/dom';
import { StorageUnavailable } from '@/components/layout/storage-unavailable';
import { SHOP_MODE } from '@/data';
import { disableZodEval } from '@/lib/zod-config';
import { openShopData } from './open-shop-data';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// Server mode runs under the server's Content Security Policy, which refuses evaluated code. zod
// would probe for it (`new Function`) before its first object check, and the browser reports the
// refused probe as a violation even though zod catches it: tell zod not to try.
if (SHOP_MODE === 'server') disableZodEval();

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
