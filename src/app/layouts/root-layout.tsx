import { Outlet, ScrollRestoration } from 'react-router';
import { ChatWidget } from '@/features/chat';

/**
 * The outermost layout: restores scroll between pages and, for any signed-in user, the floating
 * chat (buyer or admin) in every area; areas add their own chrome.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ChatWidget />
      <ScrollRestoration />
    </>
  );
}
