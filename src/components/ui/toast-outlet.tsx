import { lazy, Suspense } from 'react';
import { useToastOutletWanted } from './toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The app's toast outlet, rendered once near the root: nothing until the first toast of the page
 * (see `toast` in ./toast.ts), then the {@link Toaster} with the spec's defaults, loaded on demand.
 */
export function ToastOutlet() {
  const wanted = useToastOutletWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
