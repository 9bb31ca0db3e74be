import { Outlet, ScrollRestoration } from 'react-router';

/** The outermost layout: restores scroll between pages; areas add their own chrome. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
