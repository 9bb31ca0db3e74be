import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data/errors';
import { messages } from '@/shared/messages';
import { useLogout } from '../api/use-logout';

/** Navigation state that asks the root layout to sign out once the new page is on screen. */
const SIGN_OUT_STATE = { signOut: true } as const;
/** The same for `Keluar dari semua perangkat`: every session of the account ends. */
const SIGN_OUT_EVERYWHERE_STATE = { signOut: true, everywhere: true } as const;

function wantsSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}

function everywhereOf(state: unknown): boolean {
  return (state as { everywhere?: unknown }).everywhere === true;
}

/**
 * Starts signing out: goes to `/` first; the sign-out itself happens in
 * {@link useSignOutOnArrival} once `/` is rendered. Signing out earlier would let the role guard
 * of a buyer- or admin-only page, still on screen while React finishes the navigation (a
 * transition when `/` must load first), send the user to /login.
 * @returns a function to call from any `Keluar`/`Logout` control.
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => void {
  const navigate = useNavigate();
  return (options) => void navigate('/', { state: options?.everywhere ? SIGN_OUT_EVERYWHERE_STATE : SIGN_OUT_STATE });
}

/**
 * Mounted once, in the root layout: when the current location carries the sign-out request,
 * signs out (the data layer also empties the cart; everywhere when asked), toasts 'Anda telah
 * keluar.' (or 'Anda telah keluar dari semua perangkat.') and clears the
 * request from history so a reload does not repeat it.
 */
export function useSignOutOnArrival(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutateAsync: logout } = useLogout();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!wantsSignOut(location.state) || handled.current === location.key) return;
    handled.current = location.key;
    const everywhere = everywhereOf(location.state);
    void logout({ everywhere }).then(
      () => toast.success(everywhere ? messages.auth.logoutEverywhereSuccess : messages.auth.logoutSuccess),
      (error: unknown) => toast.error(errorMessage(error)),
    );
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, logout, navigate]);
}
