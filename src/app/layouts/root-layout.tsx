import { Outlet, ScrollRestoration } from 'react-router';
import { useSignOutOnArrival } from '@/features/auth/hooks/use-sign-out';
import { ChatWidget } from '@/features/chat';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/data/react';

// Loaded only for an account that must replace its demo password: its forms (the account
// feature, react-hook-form) stay out of every first load.
const RequiredPasswordChange = lazy(() => import('../required-password-change'));

/**
 * The outermost layout: restores scroll between pages and, for any signed-in user, the floating
 * chat (buyer or admin) in every area, and completes a sign-out once `/` is on screen; areas
 * add their own chrome. An account that must first replace its demo password
 * (`mustChangePassword`) sees only {@link RequiredPasswordChange}, whatever the address.
 */
export function RootLayout() {
  useSignOutOnArrival();
  const { data: user } = useCurrentUser();
  if (user?.mustChangePassword) {
    return (
      <>
        <Suspense fallback={null}>
          <RequiredPasswordChange user={user} />
        </Suspense>
        <ScrollRestoration />
      </>
    );
  }
  return (
    <>
      <Outlet />
      <ChatWidget />
      <ScrollRestoration />
    </>
  );
}
