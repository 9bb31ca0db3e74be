import { Navigate, Outlet, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { useCurrentUser } from '@/data/react';
import { canAccess } from './route-access';

/** Where a refused visitor wanted to go; read by the login page to return them there. */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Role guard (spec section 2): shows the child routes only to a signed-in user whose role may
 * open the current path — the one rule of `route-access.ts` ({@link canAccess}) — otherwise
 * redirects, replacing history, to /login and remembers the refused page
 * (docs/product/decisions.md, "Access"). Shows 'Memeriksa sesi masuk...' while the session loads.
 */
export function RequireRole() {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        {messages.auth.loading}
      </p>
    );
  }
  if (!user || !canAccess(user.role, location.pathname)) {
    const state: ReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
