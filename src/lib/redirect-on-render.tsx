import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Told, while the server renders a page (src/entry-server.tsx), where the page sends the visitor
 * at once instead of showing itself; null in the browser. The renderer then leaves the page to
 * the browser, which sends the visitor on exactly as before (docs/decisions/
 * 013-server-rendered-storefront.md, amended for the checkout).
 */
export const RedirectOnServer = createContext<((to: string) => void) | null>(null);

/**
 * Sends the visitor to `to` at once, replacing the current history entry (React Router's
 * `<Navigate replace>`). On the server it renders nothing and tells {@link RedirectOnServer}, so the
 * page is not server-rendered at all (a `<Navigate>` there would only warn and paint an empty page).
 * @param to - the path to go to, e.g. `/`.
 */
export function RedirectOnRender({ to }: { to: string }) {
  const report = useContext(RedirectOnServer);
  if (report) {
    report(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
