import { Navigate } from 'react-router';
import { messages } from '@/shared/messages';
import { useCurrentUser } from '@/data/react';

/** /redirect (spec section 2): an admin goes to /admin, anyone else to /. */
export function Component() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <p role="status">{messages.auth.loading}</p>;
  return <Navigate to={user?.role === 'admin' ? '/admin' : '/'} replace />;
}
