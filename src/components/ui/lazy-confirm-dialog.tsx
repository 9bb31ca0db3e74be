import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * Starts loading {@link LazyConfirmDialog}'s dialog (its module and the Radix dialog primitives,
 * about 15 kB gzip) and resolves with the module. Call it from the pointer-down and focus of the
 * controls that may open the dialog, so the dialog is at hand by the time it opens; calling it
 * again costs nothing (the module is loaded once).
 */
export const preloadConfirmDialog = () => import('./confirm-dialog');

const ConfirmDialog = lazy(() => preloadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

/**
 * The {@link ConfirmDialogProps | ConfirmDialog} of `./confirm-dialog`, loaded when it is first
 * opened (a page whose confirmation starts closed, the cart, does not carry the dialog
 * primitives in its first load). Until `open` is first true it renders nothing, exactly as the
 * closed dialog did (also on the server); then the dialog module loads (at once if
 * {@link preloadConfirmDialog} already fetched it) and the dialog opens, and it stays mounted so
 * that it closes as before. Same props and behaviour as `ConfirmDialog`.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  // The first opening mounts the dialog for good (state kept from an earlier render).
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
