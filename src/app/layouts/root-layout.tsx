import { Outlet, ScrollRestoration } from 'react-router';
import { useSignOutOnArrival } from '@/features/auth/hooks/use-sign-out';
import { ChatWidget } from '@/features/chat';

/**
 * The outermost layout: restores scroll between pages and, for any signed-in user, the floating
 * chat (buyer or admin) in every area, and completes a sign-out once `/` is on screen; areas
 * add their own chrome.
 */
export function RootLayout() {
  useSignOutOnArrival();
  return (
    <>
      <Outlet />
      <ChatWidget />
      <ScrollRestoration />
    </>
  );
}
