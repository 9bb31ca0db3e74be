/**
 * The forced password change of issue 21 item 1 (docs/security.md "Seeded accounts"): on a shop
 * open to the network (`exposed` in server/config.ts), an account that still has its published
 * demo password is flagged `mustChangePassword`; until it chooses a new password it may read its
 * session, sign out and change the password, nothing else ({@link allowedBeforePasswordChange}).
 */
import type { SessionUser } from '@/domain/schemas';
import { isDemoSeedHash } from '../db/first-start';
import type { ServiceDeps } from '../services/context';

/**
 * `user` flagged `mustChangePassword` when the shop requires it (`deps.demoPasswordsMustChange`)
 * and `storedHash` is still the demo seed's hash of that account; `user` unchanged otherwise.
 */
export function withPasswordState(
  user: SessionUser,
  storedHash: string | null,
  deps: Pick<ServiceDeps, 'demoPasswordsMustChange'>,
): SessionUser {
  return deps.demoPasswordsMustChange && isDemoSeedHash(user.id, storedHash) ? { ...user, mustChangePassword: true } : user;
}

/**
 * The requests an account flagged `mustChangePassword` may make as itself: read its session, sign
 * in again, sign out (here or everywhere) and change its password. Its other reads are served as
 * to a visitor and its other changes refused (server/app.ts).
 */
export function allowedBeforePasswordChange(method: string, path: string): boolean {
  if (method === 'GET') return path === '/api/session';
  if (method === 'PUT') return path === '/api/account/password';
  return method === 'POST' && (path === '/api/auth/login' || path === '/api/auth/logout' || path === '/api/auth/logout-everywhere');
}
