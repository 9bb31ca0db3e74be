import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useCurrentUser } from '@/data/react';
import { messages } from '@/shared/messages';

/**
 * Where a visitor sent to /login came from; the same shape as the role guard's `ReturnState`
 * (src/app/require-role.tsx), so the login page returns them here after signing in.
 */
export interface LoginReturnState {
  from: { pathname: string; search?: string; hash?: string };
}

/** Messages shown when a visitor or an admin tries a buyer-only action. */
export interface BuyerGateMessages {
  /** Toast for a visitor before going to /login (default: none). */
  visitor?: string;
  /** Toast for a signed-in non-buyer (default 'Hanya pembeli yang dapat melakukan tindakan ini.'). */
  nonBuyer?: string;
}

/**
 * Gate for actions that need a signed-in buyer (docs/product/decisions.md "Access"): add-to-cart, reviews and
 * chat with the seller. `ensureBuyer()` returns true for a buyer; a visitor is sent to /login
 * with {@link LoginReturnState}; an admin gets a toast.
 */
export function useBuyerGate() {
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const loginState = useMemo<LoginReturnState>(
    () => ({ from: { pathname: location.pathname, search: location.search } }),
    [location.pathname, location.search],
  );

  const ensureBuyer = useCallback(
    (denied: BuyerGateMessages = {}): boolean => {
      if (isPending) return false;
      if (!user) {
        if (denied.visitor) toast.info(denied.visitor);
        void navigate('/login', { state: loginState });
        return false;
      }
      if (user.role !== 'buyer') {
        toast.error(denied.nonBuyer ?? messages.permission.buyerOnly);
        return false;
      }
      return true;
    },
    [isPending, user, navigate, loginState],
  );

  return {
    user: user ?? null,
    isPending,
    isBuyer: user?.role === 'buyer',
    loginState,
    ensureBuyer,
  };
}
