import { RouterProvider } from 'react-router/dom';
import { createBrowserShopData } from '@/data';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const data = createBrowserShopData();
const router = createAppRouter();

/** The whole shop: providers around the browser router. */
export function App() {
  return (
    <AppProvider data={data}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
